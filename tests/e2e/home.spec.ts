import { type Page } from '@playwright/test';
import { expect, hydrationAware, test } from '../helpers/e2e/test';
import { formatCount } from '@/lib/i18n/numbers';
import { sectorIds } from '@/content/sectors';
import { servicePath, services } from '@/lib/routes';
import { regionalOffices, siteConfig } from '@/lib/site-config';
import { catalogues, format, locales, localizedPath } from '../helpers/e2e/test-data';

const counterIds = Object.keys(siteConfig.counters) as (keyof typeof siteConfig.counters)[];

/** Records every request URL the page makes. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function offHost(urls: string[]): string[] {
  return urls.filter((u) => !/^(data:|blob:|about:)/.test(u) && new URL(u).hostname !== '127.0.0.1');
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
}

for (const locale of locales) {
  const home = localizedPath(locale, '/');
  const t = catalogues[locale];

  test.describe(`home (${locale})`, () => {
    test('shows the six counters with their final values without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(home);
      await expect(page.locator('[data-counter]')).toHaveCount(counterIds.length);
      for (const id of counterIds) {
        const counter = page.locator(`[data-counter="${id}"]`);
        await expect(counter.locator('dt')).toHaveText(t.Home.counters.items[id]);
        await expect(counter.locator('dd')).toHaveText(formatCount(locale, siteConfig.counters[id]));
      }
      await context.close();
    });

    test('has the hero, every service of the route list, the sectors and the company figures', async ({ page }) => {
      await page.goto(home);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(t.Pages.home.heading);
      await expect(main.locator('h1')).toHaveCount(1);
      await expect(main.locator(`a[href="${localizedPath(locale, '/contact')}"]`).first()).toBeVisible();
      await expect(main.locator('a[href="#services"]')).toBeVisible();
      const cards = main.locator('#services li');
      await expect(cards).toHaveCount(services.length);
      for (const service of services) {
        const link = main.locator(`#services a[href="${localizedPath(locale, servicePath(service.slug))}"]`);
        await expect(link).toHaveText(t.Services[service.id].name);
      }
      for (const id of sectorIds) {
        await expect(main.getByRole('heading', { name: t.Sectors[id].name, exact: true })).toBeVisible();
      }
      const figures = { ...siteConfig.figures, regionalOffices };
      const ids = Object.keys(figures) as (keyof typeof figures)[];
      for (const id of ids) {
        await expect(main.getByText(format(t.Home.figures.items[id], { count: figures[id] }, locale), { exact: true })).toBeVisible();
      }
      // Each figure as the language qualifies it ("200+", "~80"): the mark is the copy's.
      const shown = await main.locator('section[aria-labelledby="figures-title"] dd').allTextContents();
      const marked = ids.map((id) => format(t.Home.figures.values[id], { count: figures[id] }, locale));
      expect(shown.sort()).toEqual(marked.sort());
    });

    test('counts up to the final values once scrolled into view, without a hydration error', async ({ page }) => {
      const errors: string[] = [];
      const hydration = /hydrat|#418|#423|#425|did not match/i;
      page.on('pageerror', (e) => hydration.test(e.message) && errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && hydration.test(m.text()) && errors.push(m.text()));
      await page.goto(home);
      const first = page.locator(`[data-counter="${counterIds[0]}"] dd`);
      await first.scrollIntoViewIfNeeded();
      // Mid-animation the value is below the final one; it then lands exactly on it.
      await expect(first).not.toHaveText(formatCount(locale, siteConfig.counters[counterIds[0]!]), { timeout: 1500 });
      for (const id of counterIds) {
        await expect(page.locator(`[data-counter="${id}"] dd`)).toHaveText(formatCount(locale, siteConfig.counters[id]), { timeout: 5000 });
      }
      expect(errors).toEqual([]);
    });

    test('stays still under prefers-reduced-motion', async ({ browser }) => {
      const context = hydrationAware(await browser.newContext({ reducedMotion: 'reduce' }));
      const page = await context.newPage();
      await page.goto(home);
      await page.waitForLoadState('networkidle');
      const dd = page.locator('[data-counter] dd');
      await dd.first().scrollIntoViewIfNeeded();
      const expected = counterIds.map((id) => formatCount(locale, siteConfig.counters[id]));
      await expect(dd).toHaveText(expected, { timeout: 100 });
      // Read in each of the next 20 frames (the count-up animates frame by frame): never another value.
      const frames = await page.evaluate(
        () =>
          new Promise<string[][]>((resolve) => {
            const seen: string[][] = [];
            const read = () => {
              seen.push([...document.querySelectorAll('[data-counter] dd')].map((d) => d.textContent ?? ''));
              if (seen.length < 20) requestAnimationFrame(read);
              else resolve(seen);
            };
            requestAnimationFrame(read);
          })
      );
      for (const frame of frames) expect(frame).toEqual(expected);
      await context.close();
    });

    test('loads nothing from outside 127.0.0.1 and every image has its dimensions', async ({ page }) => {
      const urls = recordRequests(page);
      await page.goto(home);
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      expect(urls.length).toBeGreaterThan(0);
      expect(offHost(urls)).toEqual([]);
      const missing = await page.evaluate(() =>
        [...document.querySelectorAll('img, svg')]
          .filter((el) => !(el.parentElement && el.parentElement.closest('svg')))
          .filter((el) => !el.getAttribute('width') || !el.getAttribute('height'))
          .map((el) => el.outerHTML.slice(0, 120))
      );
      expect(missing).toEqual([]);
    });
  });
}

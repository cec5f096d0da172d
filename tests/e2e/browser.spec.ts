import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { catalogues } from '../helpers/e2e/test-data';

// The full menu bar shows from 1600 px; narrower screens get the menu button.
const wide = { width: 1680, height: 900 };

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
/** The network quiet and then the main thread idle: what hydration scheduled (prefetches included) has been sent. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('new build detection', () => {
  for (const changed of [true, false]) {
    test(`${changed ? 'a new build id makes' : 'the same build id keeps'} the next click a ${changed ? 'full page load' : 'client navigation'}`, async ({
      page
    }) => {
      await page.setViewportSize(wide);
      await page.clock.install();
      let polled = 0;
      await page.route('**/builds/latest.json', async (route) => {
        polled++;
        if (!changed) return route.continue();
        return route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } });
      });
      await page.goto('/hseq');
      await markDocument(page);
      await page.clock.fastForward('59:00');
      expect(polled).toBe(0); // first check one hour after load
      await page.clock.fastForward('01:05');
      await expect.poll(() => polled).toBe(1);
      await page
        .getByRole('navigation', { name: catalogues.en.Navigation.label })
        .getByRole('link', { name: catalogues.en.Navigation.clients })
        .click();
      await expect(page).toHaveURL(/\/clients$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.Pages.clients.heading);
      expect(await sameDocument(page)).toBe(!changed);
    });
  }

  test('the build id is served without caching', async ({ request }) => {
    const response = await request.get('/builds/latest.json');
    expect(response.headers()['cache-control']).toBe('no-store');
    // A random id, or <commit>-<settings> for a build of a clean checkout (lib/next-build/default-build-id.ts).
    expect((await response.json()).buildId).toMatch(/^\w{6,}(?:-[0-9a-f]{8})?$/);
  });
});

test('a failed chunk reloads the page once, and not again within 10 s', async ({ page }) => {
  await page.goto('/hseq');
  const injectBrokenChunk = () =>
    page.evaluate(() => {
      const script = document.createElement('script');
      script.src = `/_next/static/chunks/missing-${Math.random().toString(36).slice(2)}.js`;
      document.head.append(script);
    });
  await markDocument(page);
  const reloaded = page.waitForEvent('load');
  await injectBrokenChunk();
  await reloaded;
  expect(await sameDocument(page)).toBe(false);

  await markDocument(page);
  const declined = page.waitForEvent('console', (m) => m.text().includes('not reloading within 10 s'));
  await injectBrokenChunk();
  await declined;
  expect(await sameDocument(page)).toBe(true);
});

test('a chunk load cut short while the file is still there (a departing page, in Firefox and WebKit) does not reload', async ({ page }) => {
  await page.goto('/hseq');
  const existing = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/_next/static/chunks/"]')!.src);
  const cutShort = `${existing}?cut-short`;
  // The browser's GET fails as an aborted load does; the file itself is still served.
  await page.route(cutShort, (route) => (route.request().method() === 'GET' ? route.abort('aborted') : route.continue()));
  await markDocument(page);
  const checked = page.waitForResponse((response) => response.url() === cutShort && response.request().method() === 'HEAD');
  await page.evaluate((src) => {
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  }, cutShort);
  expect((await checked).status()).toBe(200);
  await page.waitForTimeout(500);
  expect(await sameDocument(page)).toBe(true);
});

test.describe('prefetching', () => {
  for (const saveData of [false, true]) {
    test(`visible links are ${saveData ? 'not ' : ''}prefetched ${saveData ? 'with data saver on' : 'normally'}`, async ({ page }) => {
      await page.setViewportSize(wide);
      if (saveData) {
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'connection', {
            configurable: true,
            value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }
          });
        });
      }
      const prefetches: string[] = [];
      page.on('request', (request) => {
        const headers = request.headers();
        if (headers['next-router-prefetch'] || headers['rsc'] || request.url().includes('_rsc=')) prefetches.push(request.url());
      });
      await page.goto('/');
      if (saveData) {
        await settled(page);
        expect(prefetches).toEqual([]);
      } else await expect.poll(() => prefetches.length).toBeGreaterThan(0);
    });
  }

  for (const path of ['/', '/ar', '/contact']) {
    test(`${path}: links to the page already shown are not prefetched, the others are`, async ({ page }) => {
      await page.setViewportSize(wide);
      const prefetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('_rsc=')) prefetched.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      // The page links to itself (logo, menu) in view.
      await expect(page.locator(`header a[href="${path}"]`).first()).toBeVisible();
      await expect.poll(() => prefetched.length).toBeGreaterThan(0);
      await settled(page);
      expect(prefetched).not.toContain(path);
    });
  }
});

test('a loading bar appears on a slow navigation and goes away after it', async ({ page }) => {
  await page.setViewportSize(wide);
  // No prefetch (data saver), and a slow server answer for the page's data.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, addEventListener() {}, removeEventListener() {} }
    });
  });
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/hseq');
  const bar = page.getByTestId('navigation-progress');
  await expect(bar).toHaveAttribute('data-phase', 'idle');
  await page
    .getByRole('navigation', { name: catalogues.en.Navigation.label })
    .getByRole('link', { name: catalogues.en.Navigation.careers })
    .click();
  await expect(bar).toHaveAttribute('data-phase', 'running');
  expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(3);
  await expect(page).toHaveURL(/\/careers$/);
  await expect(bar).toHaveAttribute('data-phase', 'idle', { timeout: 3000 });
});

test('scroll: top on a new page, the saved position on back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/hseq');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(200);
  await page.locator('footer').getByRole('link', { name: catalogues.en.Navigation.clients }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(80);
  await page.goBack();
  await expect(page).toHaveURL(/\/hseq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(bottom - 80);
});

test('without an analytics id: no consent banner, no tag, no request leaving this machine', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(foreign).toEqual([]);
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).not.toContain('google');
  expect(csp).not.toContain('mapbox');
});

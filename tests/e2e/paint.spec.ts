import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { templateSamples } from '@/lib/routes';
import { colorModeStorageKey } from '@/lib/browser/color-mode';
import { compileHint } from '@/lib/next-build/compile-hint';
import { startupChunks } from '@/lib/next-build/startup-chunks';
import { locales, localizedPath } from '../helpers/e2e/test-data';

/**
 * The largest text paints from the HTML and CSS alone. Web fonts and scripts
 * may arrive late on a slow phone; neither may hold the first paint, and the colour
 * mode must be right in that first paint.
 */

/** One page per template, the locales taken in turn so that every script's font is covered. */
const samples = templateSamples.map((t, i) => ({ ...t, url: localizedPath(locales[i % locales.length]!, t.path) }));

const slowly = (page: Page, pattern: RegExp, ms: number) =>
  page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

type Timings = { lcp: number[]; footerParsed: number | null };
declare global {
  interface Window {
    __paint: Timings;
  }
}

/** Largest-contentful-paint candidates, and when the parser reached the footer. */
const recordTimings = () => {
  window.__paint = { lcp: [], footerParsed: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { renderTime?: number })[])
      window.__paint.lcp.push(entry.renderTime || entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('footer')) return;
    window.__paint.footerParsed = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};

/** Resolves after two more frames: whatever the last effects changed has been observed and painted. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

const resourceEnds = (page: Page, pattern: string) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(source).test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    pattern
  );

for (const sample of samples) {
  test(`${sample.name} (${sample.url}): the largest text paints in the first paint, with no web font asked for`, async ({ page }) => {
    await page.addInitScript(recordTimings);
    await page.goto(sample.url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => window.__paint?.lcp.length > 0 && performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 10_000
      }
    );
    const { lcp, fcp, fontStarts } = await page.evaluate(() => ({
      lcp: window.__paint.lcp,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      fontStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.woff2$/.test(entry.name))
        .map((entry) => entry.startTime)
    }));
    // The web fonts come once the page has loaded (lib/browser/web-fonts.ts): the first
    // paint is set in the system faces whatever the link.
    expect(
      fontStarts.filter((start) => start < fcp!),
      'font files asked for by the first paint'
    ).toEqual([]);
    // In the first contentful paint, not later: text waiting for its font (font-display:
    // block, or a font that gates rendering) paints at the end of the block period
    // instead, after the logo and the rest of the first frame.
    expect(Math.abs(lcp[0]! - fcp!), `LCP ${lcp[0]} ms, FCP ${fcp} ms`).toBeLessThan(1);
  });

  test(`${sample.name} (${sample.url}): the page is parsed while its stylesheets load`, async ({ page }) => {
    await page.addInitScript(recordTimings);
    await slowly(page, /\.css$/, 1000);
    await page.goto(sample.url, { waitUntil: 'load' });
    const cssEnds = await resourceEnds(page, '\\.css$');
    expect(cssEnds.length).toBeGreaterThan(0);
    const { footerParsed } = await page.evaluate(() => window.__paint);
    // A parser-blocking script above the content (next-themes' colour script at the top
    // of <body> did this) holds the whole page unparsed until the CSS is in.
    expect(footerParsed).not.toBeNull();
    expect(footerParsed!).toBeLessThan(Math.min(...cssEnds));
  });

  test(`${sample.name} (${sample.url}): the chunks it runs at start-up are compiled while they stream in`, async ({ request }) => {
    const html = await (await request.get(sample.url)).text();
    const startup = startupChunks(html);
    expect(startup.length).toBeGreaterThan(3);
    for (const chunk of startup) {
      const source = await (await request.get(chunk)).text();
      // Without V8's hint, each module's code is compiled on the main thread when it is
      // first required: one long task after the first paint (lib/next-build/compile-hint.ts).
      expect(source.startsWith(`${compileHint}\n`), `${chunk} begins with ${compileHint}`).toBe(true);
    }
  });
}

test.describe('colour mode in the first paint', () => {
  type Mode = 'light' | 'dark';
  type Frames = { first: { mode: Mode | null; background: string } | null; modes: (Mode | null)[]; setAt: number | null };

  /** The mode and background of the first frame that shows the page, and every later mode of <html>. */
  const recordFrames = () => {
    const modeOf = (): 'light' | 'dark' | null => {
      const list = document.documentElement.classList;
      return list.contains('dark') ? 'dark' : list.contains('light') ? 'light' : null;
    };
    const frames: Frames = { first: null, modes: [], setAt: null };
    (window as unknown as { __frames: Frames }).__frames = frames;
    // requestAnimationFrame runs before a frame is painted, and not while the
    // stylesheets still block rendering: the first one with the page in it is the first paint.
    const onFrame = () => {
      if (document.querySelector('main')) frames.first = { mode: modeOf(), background: getComputedStyle(document.body).backgroundColor };
      else requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
    // Observed from the document: this runs before the parser has made <html>.
    new MutationObserver((records) => {
      if (!records.some((record) => record.target === document.documentElement)) return;
      frames.modes.push(modeOf());
      if (frames.setAt === null) frames.setAt = performance.now();
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
  };

  const cases: { name: string; system: Mode; stored: Mode | null; expected: Mode }[] = [
    { name: 'dark system preference', system: 'dark', stored: null, expected: 'dark' },
    { name: 'stored light choice (system dark)', system: 'dark', stored: 'light', expected: 'light' },
    { name: 'stored dark choice (system light)', system: 'light', stored: 'dark', expected: 'dark' }
  ];
  /** The light page's background (bg-white); the dark one is anything else. */
  const white = 'rgb(255, 255, 255)';

  for (const c of cases) {
    test(`${c.name}: ${c.expected} from the first paint on, under the page's CSP`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.emulateMedia({ colorScheme: c.system });
      if (c.stored) await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [colorModeStorageKey, c.stored] as const);
      await page.addInitScript(recordFrames);
      // Slow stylesheets widen the window in which a late script would show the wrong mode.
      await slowly(page, /\.css$/, 500);
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${c.expected}\\b`));
      await page.waitForLoadState('load');
      // goto has waited for hydration, whose effects are what could change the mode late.
      await twoFrames(page);
      const frames = await page.evaluate(() => (window as unknown as { __frames: Frames }).__frames);
      expect(frames.first?.mode).toBe(c.expected);
      // Set while the stylesheets, which the first paint waits for, are still on their
      // way: not a race with the paint that the slow CSS merely happens to win.
      const cssEnds = await resourceEnds(page, '\\.css$');
      expect(frames.setAt, 'the mode is set').not.toBeNull();
      expect(frames.setAt!).toBeLessThan(Math.min(...cssEnds));
      if (c.expected === 'light') expect(frames.first?.background).toBe(white);
      else expect(frames.first?.background).not.toBe(white);
      expect(
        frames.modes.filter((mode) => mode !== c.expected),
        'never another mode'
      ).toEqual([]);
      expect(violations).toEqual([]);
    });
  }

  test('hydration applies the stored mode without restyling the whole page: no stylesheet is added', async ({ page }) => {
    // A `*` stylesheet added and removed at hydration (next-themes' disableTransitionOnChange)
    // forces two style recalculations of every element: main-thread work on every load.
    await page.addInitScript(([key]) => localStorage.setItem(key, 'dark'), [colorModeStorageKey] as const);
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { __styles: string[] }).__styles = added;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes) if (node.nodeName === 'STYLE') added.push(node.textContent ?? '');
        }).observe(document, { childList: true, subtree: true });
      });
    });
    await page.goto('/hseq');
    // Hydrated: the switcher shows the stored choice.
    await expect(page.locator('[data-theme-option="dark"]')).toHaveAttribute('aria-pressed', 'true');
    await twoFrames(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => (window as unknown as { __styles: string[] }).__styles)).toEqual([]);
  });

  test('no JavaScript: the page shows, whole and in one mode, from the first paint', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    // Without the script nothing sets a mode: the light page, as the stylesheet gives it,
    // is what is painted first and stays (nothing could change it later).
    expect((await page.locator('html').getAttribute('class')) ?? '').not.toMatch(/\b(dark|light)\b/);
    await expect(page.locator('body')).toHaveCSS('background-color', white);
    await context.close();
  });
});

test('the loading bar is not in the page as sent: its code comes after load, and it is there for the first click', async ({
  page,
  request
}) => {
  const html = await (await request.get('/hseq')).text();
  expect(html.includes('<main'), 'the page as sent').toBe(true);
  expect(html.includes('data-testid="navigation-progress"'), 'the loading bar in the page as sent').toBe(false);
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      (window as unknown as { __barAtLoad: boolean }).__barAtLoad = !!document.querySelector('[data-testid="navigation-progress"]');
    });
  });
  await page.goto('/hseq');
  await expect(page.getByTestId('navigation-progress')).toHaveAttribute('data-phase', 'idle');
  expect(await page.evaluate(() => (window as unknown as { __barAtLoad: boolean }).__barAtLoad)).toBe(false);
});

import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { catalogues, locales, localizedPath, templatePaths } from '../helpers/e2e/test-data';
import { bothDirections } from '../helpers/locales';
import { fontRanges, rangeCodePoints } from '@/lib/font-ranges.mjs';
import { webFontFamilies, webFontsAttribute } from '@/lib/browser/web-fonts';
import { hydratedAttribute } from '@/components/browser/browser-behaviours';
import { forceSystemFace, renderedFonts, systemFaces } from '../helpers/e2e/system-faces';

/**
 * The web fonts (lib/browser/web-fonts.ts, lib/fonts.ts): at most two files per
 * language, cut to the scripts (and weights) the language uses, none preloaded or
 * fetched before the page works, and shown at the next navigation; and, since they are
 * cut, every letter a page shows is covered by a face the page loads.
 */

/** Records, before the page's own scripts, when it is hydrated, when each font file is asked for, and any layout shift. */
function watchPage(hydrated: string) {
  const seen = { hydrated: -1, shifts: [] as { at: number; value: number }[] };
  Object.defineProperty(window, '__fontWatch', { value: seen });
  new MutationObserver(() => {
    if (seen.hydrated < 0 && document.documentElement.hasAttribute(hydrated)) seen.hydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: [hydrated] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.shifts.push({ at: entry.startTime, value: (entry as unknown as { value: number }).value });
  }).observe({ type: 'layout-shift', buffered: true });
}

const ownFamilies = Object.values(webFontFamilies) as string[];

/** Waits until the page's own faces are loaded (they are fetched once the page has loaded and the browser is idle). */
async function fontFilesLoaded(page: Page) {
  await page.waitForFunction(
    (families) => {
      const own = [...document.fonts].filter((face) => families.includes(face.family.replace(/^["']|["']$/g, '')));
      return own.length > 0 && own.every((face) => face.status === 'loaded');
    },
    ownFamilies,
    { timeout: 15_000 }
  );
}

for (const locale of locales) {
  for (const path of templatePaths) {
    const url = localizedPath(locale, path);

    test(`fonts of ${url}: none before the page works, at most two after, covering every letter shown, the page not re-set`, async ({
      page
    }) => {
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
      });
      await page.addInitScript(watchPage, hydratedAttribute);
      await page.goto(url);
      await fontFilesLoaded(page);

      const result = await page.evaluate(
        ([families, shownAttribute]) => {
          const watch = (window as unknown as { __fontWatch: { hydrated: number; shifts: { at: number; value: number }[] } }).__fontWatch;
          const fontStarts = performance
            .getEntriesByType('resource')
            .filter((entry) => /\.woff2$/.test(entry.name) && (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
            .map((entry) => entry.startTime);
          const own = [...document.fonts].filter((face) => families.includes(face.family.replace(/^["']|["']$/g, '')));
          // Each loaded face's unicode-range as [from, to] pairs.
          const ranges = own.flatMap((face) =>
            face.unicodeRange.split(',').map((part) => {
              const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
              return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
            })
          );
          const letters = new Set(document.body.innerText.match(/\p{L}|\p{M}|\p{Nd}/gu) ?? []);
          const uncovered = [...letters].filter((ch) => {
            const code = ch.codePointAt(0)!;
            return !ranges.some(([from, to]) => code >= from && code <= to);
          });
          return {
            hydrated: watch.hydrated,
            fontStarts,
            shifts: watch.shifts,
            preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
            shown: document.documentElement.hasAttribute(shownAttribute!),
            uncovered,
            weights: own.map((face) => face.weight),
            unicodeRanges: own.map((face) => face.unicodeRange)
          };
        },
        [ownFamilies, webFontsAttribute] as const
      );

      expect(result.preloads, 'font preloads').toBe(0);
      expect(new Set(fontRequests).size, fontRequests.join(', ')).toBeLessThanOrEqual(2);
      expect(fontRequests.length).toBeGreaterThan(0);
      expect(result.hydrated).toBeGreaterThan(0);
      for (const start of result.fontStarts)
        expect(start, 'a font file asked for before hydration').toBeGreaterThanOrEqual(result.hydrated);
      // A first visit stays in the system faces: nothing is re-set under the reader when
      // the files come in. (A shift before then is the browser painting a page it is
      // still parsing, on a machine fast enough to paint before the header is whole.)
      expect(result.shown).toBe(false);
      const fontsAskedFor = Math.min(...result.fontStarts);
      expect(result.shifts.filter((shift) => shift.at >= fontsAskedFor)).toEqual([]);
      expect(result.uncovered, 'letters no loaded font covers').toEqual([]);
      // The files are cut to the weights the classes use; a face must say so, or the
      // browser would synthesize (or skip) weights the file no longer has.
      for (const weight of result.weights) expect(weight).toBe('400 700');
      // Each face claims one of the ranges its file was cut to (the browser writes them its own way).
      const cut = Object.values(fontRanges).map((range) => rangeCodePoints(range).join());
      for (const range of result.unicodeRanges) expect(cut, range).toContain(rangeCodePoints(range).join());
    });
  }
}

for (const locale of bothDirections) {
  test(`${locale}: the web fonts are shown at the next navigation`, async ({ page, context }) => {
    await page.goto(localizedPath(locale, '/hseq'));
    await fontFilesLoaded(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const before = await renderedFonts(cdp, 'h1');
    expect(
      before.every((font) => !font.isCustomFont),
      JSON.stringify(before)
    ).toBe(true);

    // A link followed inside the site: the next page comes in the web fonts.
    await page.locator(`footer a[href="${localizedPath(locale, '/careers')}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: catalogues[locale].Pages.careers.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(webFontsAttribute, '');
    const after = await renderedFonts(cdp, 'h1');
    expect(after.length).toBeGreaterThan(0);
    expect(
      after.every((font) => font.isCustomFont),
      JSON.stringify(after)
    ).toBe(true);
  });
}

test('without JavaScript no font file is fetched: the page stays in the system faces', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2$/.test(new URL(request.url()).pathname)) fontRequests.push(request.url());
  });
  await page.goto(localizedPath('ru', '/careers'), { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fontRequests).toEqual([]);
  await context.close();
});

test('a first view sets bold and semibold text in the bold file of every system face, not a synthesised one', async ({ page, context }) => {
  // Bold synthesised from the regular file is barely heavier than regular in Firefox, and
  // of another width in each engine; so the fallbacks declare each face's bold file for
  // 600 and 700 (scripts/build/font-fallbacks.mjs), which is what a browser then uses.
  await page.goto('/contact');
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const used = async (selector: string) => (await renderedFonts(cdp, selector)).map((font) => `${font.familyName} ${font.postScriptName}`);
  for (const face of systemFaces) {
    await forceSystemFace(page, face);
    const bold = `${face.family} ${face.postscript.bold}`;
    expect(await used('h1'), `${face.name}: the heading (700)`).toEqual([bold]);
    expect(await used('label[for="contact-name"]'), `${face.name}: a label (600)`).toEqual([bold]);
    expect(await used('form > p'), `${face.name}: text (400)`).toEqual([`${face.family} ${face.postscript.regular}`]);
  }
});

import { expect, test } from '../helpers/e2e/test';
import { locales, localizedPath, templatePaths } from '../helpers/e2e/test-data';
import { fontRanges, rangeCodePoints } from '@/lib/font-ranges.mjs';

/**
 * At most two font files per language, both preloaded, cut to the scripts
 * (and weights) the language uses — and, since they are cut, every letter a page
 * shows must still be covered by a face the page loaded.
 */

for (const locale of locales) {
  for (const path of templatePaths) {
    const url = localizedPath(locale, path);

    test(`fonts of ${url}: at most two, preloaded, covering every letter shown`, async ({ page }) => {
      const fontUrls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontUrls.push(new URL(request.url()).pathname);
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);

      const result = await page.evaluate(() => {
        const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
          (link) => new URL(link.href).pathname
        );
        // The site's own faces (not next/font's metric-matched local() fallback).
        const faces = [...document.fonts].filter((face) => !/fallback/i.test(face.family));
        // Each loaded face's unicode-range as [from, to] pairs.
        const ranges = faces
          .filter((face) => face.status === 'loaded')
          .flatMap((face) =>
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
          preloaded,
          uncovered,
          weights: faces.map((face) => face.weight),
          unicodeRanges: faces.filter((face) => face.status === 'loaded').map((face) => face.unicodeRange)
        };
      });

      expect(new Set(fontUrls).size, fontUrls.join(', ')).toBeLessThanOrEqual(2);
      expect(fontUrls.length).toBeGreaterThan(0);
      for (const font of fontUrls) expect(result.preloaded, font).toContain(font);
      expect(result.uncovered, 'letters no loaded font covers').toEqual([]);
      // The files are cut to the weights the classes use; a face must say so, or the
      // browser would synthesize (or skip) weights the file no longer has.
      for (const weight of result.weights) expect(weight).toBe('400 700');
      // Each loaded face claims one of the ranges its file was cut to (the browser writes them its own way).
      const cut = Object.values(fontRanges).map((range) => rangeCodePoints(range).join());
      for (const range of result.unicodeRanges) expect(cut, range).toContain(rangeCodePoints(range).join());
    });
  }
}

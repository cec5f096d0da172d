import path from 'node:path';
import { expect, test } from '../helpers/e2e/test';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { cardFor, cardMarkup, cardSize } from '@/lib/seo/cards';
import { siteConfig } from '@/lib/site-config';
import { cardFontFaces } from '@/lib/seo/card-fonts';
import { allRoutes, localeTable, localizedPath } from '../helpers/e2e/test-data';

/** The site's absolute URLs point at NEXT_PUBLIC_SITE_URL; the tests ask the local server. */
const local = (url: string) => url.replace(siteConfig.url, '') || '/';

function meta(head: string, key: 'property' | 'name', value: string): string | undefined {
  const tag = new RegExp(`<meta[^>]+${key}="${value}"[^>]*>`).exec(head)?.[0];
  return tag
    ? /content="([^"]*)"/
        .exec(tag)?.[1]
        ?.replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
    : undefined;
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

for (const locale of localeTable) {
  test(`${locale.code}: every page's og:image, og:image:alt and twitter:image are its own card, a 1200×630 PNG cached for a year`, async ({
    request
  }) => {
    test.setTimeout(120_000);
    const seen = new Set<string>();
    for (const route of allRoutes()) {
      const url = localizedPath(locale.code, route.path);
      const html = await (await request.get(url)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const image = meta(head, 'property', 'og:image');
      expect(image, url).toBeDefined();
      expect(meta(head, 'name', 'twitter:image'), url).toBe(image);
      expect(meta(head, 'property', 'og:image:alt'), url).toBe((await cardFor(locale.code, route.path)).text.title);
      expect(meta(head, 'property', 'og:image:width'), url).toBe('1200');
      expect(meta(head, 'property', 'og:image:height'), url).toBe('630');
      const cardUrl = local(image!);
      expect(cardUrl, url).toMatch(new RegExp(`^/cards/${locale.code}/`));
      expect(seen.has(cardUrl), `${url} shares its card`).toBe(false);
      seen.add(cardUrl);

      const card = await request.get(cardUrl);
      expect(card.status(), cardUrl).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      expect(card.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(pngSize(await card.body()), cardUrl).toEqual(cardSize);
    }
  });
}

/**
 * Cards whose title the browser must set as it sets the same text itself: Arabic
 * (joined, right to left, normal word spacing), a long Russian title on three lines,
 * Latin and Azerbaijani.
 */
const compared: Array<[Locale, string]> = [
  ['ar', '/'],
  ['ar', '/services/laser-scanning'],
  ['ar', '/news/2024'],
  ['ar', '/locations'],
  ['ru', '/services/recertification'],
  ['az', '/services/recertification'],
  ['az', '/news/2016'],
  ['en', '/locations']
];

for (const [locale, route] of compared) {
  test(`${locale} ${route}: the card's title is as wide as the browser sets the same text`, async ({ page }) => {
    const card = await cardFor(locale, route);
    // The browser's own setting of the title: the card's fonts, size and direction, in a box as wide as the card's.
    await page.setViewportSize(cardSize);
    await page.setContent(cardMarkup(locale, card.text).replace('<style>', `<style>${cardFontFaces(path.resolve('.'))}\n`));
    const expected = await page.evaluate(async () => {
      await document.fonts.ready;
      const title = document.querySelector('h1')!;
      const range = document.createRange();
      range.selectNodeContents(title);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const box = title.getBoundingClientRect();
      const style = getComputedStyle(title);
      return {
        width: Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left)),
        lines: new Set(rects.map((r) => Math.round(r.top))).size,
        top: Math.round(box.top),
        height: Math.round(box.height),
        fontSize: parseFloat(style.fontSize),
        lineHeight: parseFloat(style.lineHeight)
      };
    });

    // The card as served: the columns and rows of its title's ink within the title's box
    // (only the title is white; the grey line under it stays under the threshold).
    await page.goto('/');
    const drawn = await page.evaluate(
      async ({ url, top, height, width }) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, top, width, height);
        let left = width;
        let right = -1;
        let first = height;
        let last = -1;
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const i = (y * width + x) * 4;
            if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 200) {
              left = Math.min(left, x);
              right = Math.max(right, x);
              first = Math.min(first, y);
              last = Math.max(last, y);
            }
          }
        }
        return { width: right - left + 1, height: last - first + 1 };
      },
      { url: card.url, top: expected.top, height: expected.height, width: Number(cardSize.width) }
    );
    const dir = localeInfo(locale).dir;
    // Ink is a little narrower than the advance widths the browser lays out (side bearings).
    expect(drawn.width, `${dir} title ink vs browser layout`).toBeGreaterThan(expected.width * 0.95);
    expect(drawn.width, `${dir} title ink vs browser layout`).toBeLessThan(expected.width * 1.02);
    // As many lines: the ink spans all but the last line's height and part of that one.
    expect(drawn.height).toBeGreaterThan((expected.lines - 1) * expected.lineHeight + expected.fontSize * 0.4);
    expect(drawn.height).toBeLessThan(expected.lines * expected.lineHeight + expected.fontSize * 0.2);
  });
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../helpers/e2e/test';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { templateSamples } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { catalogues, localeTable, localizedPath } from '../helpers/e2e/test-data';

/**
 * Text without white space or bidi controls: pdftotext breaks lines where the sheet
 * does and marks right-to-left runs with embedding controls.
 */
const squeeze = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, '');

/** The page printed to PDF (A4) and the PDF's text, sheet by sheet (pdftotext, poppler-utils). */
async function printed(page: import('@playwright/test').Page, name: string, layout = false): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-'));
  const file = path.join(dir, `${name}.pdf`);
  await page.pdf({ path: file, format: 'A4' });
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', ...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return text.split('\f').filter((sheet) => sheet.trim() !== '');
}

for (const { code: locale } of localeTable) {
  for (const sample of templateSamples) {
    test(`${locale} ${sample.name}: prints its content under the company's name and address, without the site's menu`, async ({ page }) => {
      const url = localizedPath(locale, sample.path);
      await page.goto(url);
      const heading = (await page.locator('h1').innerText()).trim();
      const link = await page.locator('#main a[href^="/"]').evaluateAll((links) => links[0]?.getAttribute('href'));
      const sheets = await printed(page, `${locale}-${sample.name}`);
      const text = sheets.join('\n');

      expect(squeeze(text)).toContain(squeeze(heading));
      expect(squeeze(sheets[0]!)).toContain(squeeze(siteConfig.name));
      expect(squeeze(sheets[0]!)).toContain(`${siteConfig.url}${url === '/' ? '' : url}`);
      // No header: no skip link, no language switcher (the other languages' names), no search button.
      const m = catalogues[locale];
      expect(text).not.toContain(m.SkipLink.label);
      expect(text).not.toContain(m.Search.open);
      for (const other of localeTable.filter((l) => l.code !== locale)) expect(text).not.toContain(other.displayName);
      // A link in the content is followed by its address. (pdftotext moves the brackets
      // around an address in a right-to-left line: there, only the address is looked for.)
      if (link && localeInfo(locale).dir === 'ltr') expect(squeeze(text)).toContain(`(${siteConfig.url}${link})`);
      if (link) expect(squeeze(text).replace(/[()]/g, '')).toContain(`${siteConfig.url}${link}`);

      await page.emulateMedia({ media: 'print' });
      for (const selector of ['body header', `nav[aria-label="${m.Navigation.label}"]`, 'footer', 'a[href="#main"]']) {
        await expect(page.locator(selector).first(), selector).toBeHidden();
      }
      await expect(page.locator('[data-print-masthead]')).toBeVisible();
    });
  }
}

test('no sheet ends with a heading whose text is on the next one; cards and articles are kept whole', async ({ page }) => {
  for (const url of ['/news/2024', '/locations', '/ru/hseq', '/ar/management']) {
    await page.goto(url);
    const headings = (await page.locator('#main :is(h2, h3)').allInnerTexts()).map((h) => squeeze(h));
    // Laid out as on the sheet: the last line is the foot of the sheet, its columns apart.
    const sheets = await printed(page, 'breaks', true);
    for (const sheet of sheets.slice(0, -1)) {
      const foot =
        sheet
          .split('\n')
          .filter((line) => line.trim() !== '')
          .at(-1) ?? '';
      for (const column of foot.trim().split(/\s{3,}/)) {
        expect(headings, `${url}: a sheet ends with a heading`).not.toContain(squeeze(column));
      }
    }
    await page.emulateMedia({ media: 'print' });
    const styles = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('#main h2')!).breakAfter,
      item: getComputedStyle(document.querySelector('#main li, #main article')!).breakInside
    }));
    expect(styles).toEqual({ heading: 'avoid-page', item: 'avoid' });
    // Back to no emulation: page.pdf prints with the emulated media, if one is set.
    await page.emulateMedia({ media: null });
  }
});

test('a 404 page prints the address that was asked for', async ({ page }) => {
  const url = '/ru/services/no-such-service';
  expect((await page.goto(url))?.status()).toBe(404);
  const [first] = await printed(page, 'not-found');
  expect(squeeze(first!)).toContain(`${siteConfig.url}${url}`);
});

test('prints the light palette in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/services/gpr');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const colours = () =>
    page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      heading: getComputedStyle(document.querySelector('h1')!).color
    }));
  const screen = await colours();
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const paper = await colours();
  expect(screen.background).not.toBe('rgb(255, 255, 255)');
  expect(paper.background).toBe('rgb(255, 255, 255)');
  // The heading is dark on paper: each channel well under half.
  const channels = paper.heading
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);
  expect(Math.max(...channels), paper.heading).toBeLessThan(100);
});

test('prints the office map as its static picture', async ({ page }) => {
  await page.goto('/locations');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-testid="static-map"]')).toBeVisible();
  const box = await page.locator('[data-testid="office-map"]').boundingBox();
  expect(box!.height).toBeGreaterThan(100);
  // The map is not cut from its heading by a page break.
  const section = page.locator('section[aria-labelledby="office-map-heading"]');
  expect(await section.evaluate((el) => getComputedStyle(el).breakInside)).toBe('avoid');
});

const rtl = localeTable.filter((l) => localeInfo(l.code as Locale).dir === 'rtl');
for (const { code: locale } of rtl) {
  test(`${locale}: prints right to left`, async ({ page }) => {
    await page.goto(localizedPath(locale, '/services/gpr'));
    await page.emulateMedia({ media: 'print' });
    const layout = await page.evaluate(() => {
      const main = document.querySelector('#main')!.getBoundingClientRect();
      const h1 = document.querySelector('h1')!;
      const range = document.createRange();
      range.selectNodeContents(h1);
      const text = range.getBoundingClientRect();
      return { direction: getComputedStyle(h1).direction, fromRight: main.right - text.right, fromLeft: text.left - main.left };
    });
    expect(layout.direction).toBe('rtl');
    // The title starts at the right-hand margin.
    expect(layout.fromRight).toBeLessThan(layout.fromLeft);
  });
}

import { type Page } from '@playwright/test';
import { test as base, expect } from '../helpers/e2e/test';
import { locales, localizedPath } from '../helpers/e2e/test-data';

/**
 * Desktop scrollbars take room (Playwright hides them by default, so this file
 * launches Chromium with them). Neither the scrollbar appearing while a page loads nor
 * a dialog locking the scroll may move the page sideways; in right-to-left pages,
 * laid out from the right edge, both did.
 */
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }),
    { scope: 'worker' }
  ]
});
test.use({ viewport: { width: 1280, height: 800 } });

/** The header's left and right edges, in CSS pixels. */
const headerEdges = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [r.left, r.right];
    });

for (const locale of locales) {
  test(`the page does not move sideways when it becomes scrollable (${locale})`, async ({ page }) => {
    await page.goto(localizedPath(locale, '/management'));
    // A scrollbar takes room in this browser, else the test proves nothing.
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
    const scrolling = await headerEdges(page);
    // The same page too short to scroll, as it is while its first bytes are laid out.
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('main, footer').forEach((el) => (el.style.display = 'none')));
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    expect(await headerEdges(page)).toEqual(scrolling);
  });
}

test('opening an office dialog does not move the page behind it (ar)', async ({ page }) => {
  await page.goto(localizedPath('ar', '/locations'));
  const before = await headerEdges(page);
  await page.getByTestId('office-dialog-trigger').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
  expect(await headerEdges(page)).toEqual(before);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await headerEdges(page)).toEqual(before);
});

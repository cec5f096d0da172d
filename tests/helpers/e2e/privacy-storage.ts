import type { Page } from '@playwright/test';
import { localizedPath } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/routes';
import { expect } from './test';

/** "kind:name" of every row of the privacy notice's storage table: the list a visitor is shown. */
export async function listedStorage(page: Page, path = pagePath('privacy')): Promise<string[]> {
  await page.goto(path);
  const rows = page.locator('[data-testid="storage-table"] tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) => trs.map((tr) => `${tr.getAttribute('data-storage-kind')}:${tr.getAttribute('data-storage-name')}`));
}

/**
 * A visit that touches everything that can store something: pages in two languages, the
 * contact form (its fill-time cookie), the colour-mode switch; `during` runs on the first
 * page (answering the consent banner). Returns "kind:name" of every cookie of every path
 * and every localStorage and sessionStorage key the browser ends up with.
 */
export async function storageAfterVisit(page: Page, during: (page: Page) => Promise<void> = async () => undefined): Promise<string[]> {
  await page.goto(localizedPath('ru', pagePath('hseq')));
  await during(page);
  await page.goto(pagePath('contact'));
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.path === '/api/contact')).toBe(true);
  await page.locator('[data-theme-option="dark"]').click();
  await page.goto('/');
  await page.goto(localizedPath('az', pagePath('locations')));
  // gtag.js (when loaded) writes its cookies when it runs: once it has been fetched.
  await page.waitForLoadState('networkidle');
  const cookies = (await page.context().cookies()).map((c) => `cookie:${c.name}`);
  const keys = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  return [
    ...new Set([...cookies, ...keys.local.map((k) => `localStorage:${k}`), ...keys.session.map((k) => `sessionStorage:${k}`)])
  ].sort();
}

import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { allRoutes, catalogues, format, locales, localizedPath } from '../helpers/e2e/test-data';
import { listedStorage, storageAfterVisit } from '../helpers/e2e/privacy-storage';
import { browserStorage } from '@/lib/privacy';
import { defaultRetentionDays, rateHitsKeptMs } from '@/lib/enquiries/limits';
import { colorModeStorageKey } from '@/lib/browser/color-mode';

/**
 * The privacy notice (components/privacy, lib/privacy.ts) on the build without
 * analytics; privacy.configured.spec.ts covers the build with them.
 */

/** The build's retention: the tests build without ENQUIRY_RETENTION_DAYS, so the default. */
const retentionDays = Number(process.env.ENQUIRY_RETENTION_DAYS || defaultRetentionDays);

for (const locale of locales) {
  test(`${locale}: the notice covers every point, with the figures of the code and no analytics part`, async ({ page }) => {
    const m = catalogues[locale].Privacy;
    await page.goto(localizedPath(locale, '/privacy'));
    await expect(page.locator('h1')).toHaveText(catalogues[locale].Pages.privacy.heading);
    const notice = page.getByTestId('privacy-notice');
    for (const section of ['controller', 'collected', 'purposes', 'retention', 'recipients', 'transfers', 'rights', 'storage'] as const) {
      await expect(notice.locator(`#${section}-heading`)).toHaveText(m[section].title);
    }
    await expect(notice).toContainText(format(m.retention.enquiry, { days: retentionDays }, locale));
    await expect(notice).toContainText(format(m.retention.rateLimit, { minutes: rateHitsKeptMs / 60_000 }, locale));
    await expect(notice).toContainText(m.purposes.cv);
    await expect(notice).toContainText(m.transfers.laws);
    await expect(notice.getByRole('link', { name: 'info@example.com' }).first()).toHaveAttribute('href', 'mailto:info@example.com');
    // Analytics are not configured in this build: the notice says nothing about them.
    await expect(notice).not.toContainText(m.collected.analytics);
    await expect(notice).not.toContainText(m.purposes.analytics);
    await expect(notice).not.toContainText('Google');
  });
}

test('every page links to the notice from its footer, in its own language', async ({ baseURL }) => {
  const request = await playwrightRequest.newContext({ baseURL });
  const missing: string[] = [];
  for (const locale of locales) {
    for (const route of allRoutes()) {
      const html = await (await request.get(localizedPath(locale, route.path))).text();
      const footer = html.slice(html.lastIndexOf('<footer'));
      if (!footer.includes(`href="${localizedPath(locale, '/privacy')}"`)) missing.push(localizedPath(locale, route.path));
    }
  }
  await request.dispose();
  expect(missing).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`${locale}: the form says what is done with the enquiry and the CV next to the submit button, links to the notice, and asks no consent`, async ({
      page
    }) => {
      await page.goto(localizedPath(locale, '/contact'));
      const form = page.locator('form');
      const notice = form.locator('#contact-privacy-notice');
      const plain = format(catalogues[locale].Privacy.formNotice.replace(/<\/?link>/g, ''), {}, locale);
      await expect(notice).toHaveText(plain);
      // Right before the submit button's row.
      await expect(form.locator('#contact-privacy-notice + div button[type="submit"]')).toBeVisible();
      await expect(form.locator('input[type="checkbox"], input[type="radio"]:checked')).toHaveCount(0);
      await notice.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/privacy')}$`));
      await expect(page.locator('h1')).toHaveText(catalogues[locale].Pages.privacy.heading);
    });
  }
});

test('the storage list matches what the browser ends up with, and lists nothing of analytics', async ({ page }) => {
  const listed = await listedStorage(page);
  expect(listed).toEqual(browserStorage('').map((i) => `${i.kind}:${i.name}`));
  const found = await storageAfterVisit(page);
  expect(
    found.filter((item) => !listed.includes(item)),
    `found ${found.join(', ')}`
  ).toEqual([]);
  // Everything the visit can set was set, so the comparison above saw real entries.
  expect(found).toEqual(
    expect.arrayContaining(['cookie:i18n_redirected', 'cookie:enquiry_form_started', `localStorage:${colorModeStorageKey}`])
  );
});

for (const [locale, query] of [
  ['en', 'lawful basis'],
  ['ru', 'конфиденциальности'],
  ['az', 'məxfilik'],
  ['ar', 'الخصوصية']
] as const) {
  test(`${locale}: search finds the notice ("${query}")`, async ({ page }) => {
    await page.goto(localizedPath(locale, '/hseq'));
    await page.getByRole('button', { name: catalogues[locale].Search.open }).click();
    const dialog = page.getByRole('dialog', { name: catalogues[locale].Search.title });
    await dialog.getByRole('searchbox').fill(query);
    await expect(dialog.locator(`a[data-result][href="${localizedPath(locale, '/privacy')}"]`).first()).toBeVisible();
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const locale of locales) {
    test(`${locale}: the storage table scrolls sideways in a focusable region, and axe finds nothing`, async ({ page }) => {
      await page.goto(localizedPath(locale, '/privacy'));
      const region = page.getByRole('region', { name: catalogues[locale].Privacy.storage.caption });
      await expect(region).toHaveAttribute('tabindex', '0');
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { catalogues } from '../helpers/e2e/test-data';
import { listedStorage, storageAfterVisit } from '../helpers/e2e/privacy-storage';
import { browserStorage } from '@/lib/privacy';
import { configuredBuildEnv } from '../../scripts/test/configured-build.mjs';

// Runs against the build with NEXT_PUBLIC_GA_ID set (see playwright.config.ts).
const analyticsHost = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

/**
 * Answers gtag.js locally with a stand-in that writes the cookies the real tag writes
 * (_ga and _ga_<id without "G-">, two years): nothing leaves the machine, and the
 * comparison below sees what a visitor who accepted would have.
 */
async function standInTag(page: Page) {
  await page.route(analyticsHost, (route) => {
    const id = new URL(route.request().url()).searchParams.get('id') ?? '';
    const body = `for (const name of ['_ga', '_ga_${id.replace(/^G-/, '')}']) document.cookie = name + '=GS1.1.0; Max-Age=63072000; Path=/; SameSite=Lax';`;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
}

const answer = (choice: 'accept' | 'reject') => async (page: Page) => {
  await page.getByTestId('consent-banner').getByRole('button', { name: catalogues.ru.Consent[choice] }).click();
};

test('the notice lists the analytics entries and says what analytics do; the banner links to it', async ({ page }) => {
  const listed = await listedStorage(page);
  expect(listed).toEqual(browserStorage(String(configuredBuildEnv.NEXT_PUBLIC_GA_ID)).map((i) => `${i.kind}:${i.name}`));
  expect(listed).toEqual(expect.arrayContaining(['localStorage:analytics-consent', 'cookie:_ga', 'cookie:_ga_TEST000000']));
  const notice = page.getByTestId('privacy-notice');
  await expect(notice).toContainText(catalogues.en.Privacy.collected.analytics);
  await expect(notice).toContainText(catalogues.en.Privacy.purposes.analytics);

  await page.goto('/ar/hseq');
  const link = page.getByTestId('consent-banner').getByRole('link', { name: catalogues.ar.Privacy.bannerLink });
  await expect(link).toHaveAttribute('href', '/ar/privacy');
});

for (const choice of ['accept', 'reject'] as const) {
  test(`consent ${choice === 'accept' ? 'given' : 'refused'}: every cookie and storage key the browser ends up with is in the notice's list`, async ({
    page
  }) => {
    await standInTag(page);
    const listed = await listedStorage(page);
    const found = await storageAfterVisit(page, answer(choice));
    expect(
      found.filter((item) => !listed.includes(item)),
      `found ${found.join(', ')}`
    ).toEqual([]);
    expect(found).toContain('localStorage:analytics-consent');
    if (choice === 'accept') expect(found).toEqual(expect.arrayContaining(['cookie:_ga', 'cookie:_ga_TEST000000']));
    else expect(found.filter((item) => item.startsWith('cookie:_ga'))).toEqual([]);
  });
}

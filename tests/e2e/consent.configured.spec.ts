import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { catalogues } from '../helpers/e2e/test-data';

// Runs against the build with NEXT_PUBLIC_GA_ID set (see playwright.config.ts).
const analyticsHost = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

/** Records every request to an analytics host and answers it locally: nothing leaves the machine. */
async function watchAnalytics(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(analyticsHost, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* local stand-in for gtag.js */' });
  });
  return requests;
}

test('without consent, no request reaches an analytics host', async ({ page }) => {
  const requests = await watchAnalytics(page);
  await page.goto('/ru/hseq');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toHaveText(catalogues.ru.Consent.title);
  // Hydrated (goto waits for it) and then no request for 500 ms: the tag would have been asked for.
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await banner.getByRole('button', { name: catalogues.ru.Consent.reject }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner).toBeHidden();
  expect(requests).toEqual([]);
});

test('accepting loads the tag with Consent Mode defaults denied; the choice can be changed from the footer', async ({ page }) => {
  const requests = await watchAnalytics(page);
  await page.goto('/');
  await page.getByTestId('consent-banner').getByRole('button', { name: catalogues.en.Consent.accept }).click();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  expect(requests[0]).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST000000');
  const consentCalls = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === 'consent')
  );
  expect(consentCalls[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);
  expect(consentCalls[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);

  // Remembered across pages; reopened from the footer.
  await page.goto('/hseq');
  await expect(page.getByTestId('consent-banner')).toBeHidden();
  await page.locator('footer').getByRole('button', { name: catalogues.en.Consent.settings }).click();
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await page.getByTestId('consent-banner').getByRole('button', { name: catalogues.en.Consent.reject }).click();
  expect(await page.evaluate(() => localStorage.getItem('analytics-consent'))).toBe('denied');
});

test('the configured build allows the analytics origins in its CSP', async ({ request }) => {
  const csp = (await request.get('/hseq')).headers()['content-security-policy'] ?? '';
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).toContain('https://www.googletagmanager.com');
});

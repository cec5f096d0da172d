import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { catalogues } from '../helpers/e2e/test-data';

/**
 * A real client-side failure: the page's data is altered in transit so that a link
 * inside the page points at another origin, which AppLink refuses by throwing
 * while the page hydrates. The page's own error boundary (app/[locale]/error.tsx)
 * takes over — for people. Crawlers keep the prerendered page. The data is the
 * page's flight data, inline in its HTML.
 */
async function breakHydration(page: Page, path: string, href: string) {
  const alter = (text: string) => text.replaceAll(`\\"href\\":\\"${href}\\"`, `\\"href\\":\\"//evil.example${href}\\"`);
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    // Altered inline data would no longer match the page's CSP hashes.
    delete headers['content-security-policy'];
    await route.fulfill({ response, body: alter(await response.text()), headers });
  });
}

// The page may still be fetching its data when a test ends: unroute without waiting,
// so that a handler cut short by the closing page is not reported against the next test.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('people get the error page: title, description, contact, the message and a way home', async ({ page }) => {
  page.on('pageerror', () => {});
  await breakHydration(page, '/ru/news/2016', '/news/2015');
  await page.goto('/ru/news/2016');
  const text = catalogues.ru.Error;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(page.getByText(text.description)).toBeVisible();
  await expect(page.getByRole('link', { name: 'info@example.com' })).toHaveAttribute('href', 'mailto:info@example.com');
  await expect(page.getByRole('alert').filter({ hasText: text.title })).toContainText('AppLink takes a path of this site');
  const home = page.getByRole('link', { name: text.home });
  await expect(home).toHaveAttribute('href', '/ru');
  await home.click();
  await expect(page).toHaveURL(/\/ru$/);
});

test('crawlers never get the error page: the prerendered content stays', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await breakHydration(page, '/ru/news/2016', '/news/2015');
  await page.goto('/ru/news/2016');
  // The failure is logged, not shown. Once logged, the error boundary has taken over (it
  // draws nothing until it knows who is visiting); the heading is back once it has
  // decided on "crawler", and then the error page can no longer appear.
  await expect.poll(() => errors.join('\n')).toContain('AppLink takes a path of this site');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.ru.NewsYear.heading.replace('{year}', '2016'));
  await expect(page.getByText(catalogues.ru.Error.title)).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

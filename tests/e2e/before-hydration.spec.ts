import type { Page, Route } from '@playwright/test';
import { hydratedAttribute } from '@/components/browser/browser-behaviours';
import { expect, test } from '../helpers/e2e/test';
import { catalogues, format, localeTable } from '../helpers/e2e/test-data';
import { defaultLocale, localeInfo } from '@/lib/i18n/locales';

/**
 * Until its code has run, a page works as a page: a tap on the menu, search or language
 * control opens the no-JavaScript fallback, or does what it says once the page is
 * hydrated, and never leads to a page the visitor did not ask for. Here the page's
 * chunks are held back, so the tap lands before hydration however fast the machine is.
 */

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const ru = catalogues.ru;
const russian = localeTable.find((l) => l.code === 'ru')!;
/** The language of the bare paths (/careers). */
const defaultLanguage = localeInfo(defaultLocale);

/** Holds every request for the build's chunks until the returned function is called. */
async function holdChunks(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Goes to `path` without waiting for hydration (the fixture's goto would). */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '', { timeout: 15_000 });

test('a tap on the language control before hydration opens the list of languages, which stays open once hydrated', async ({ page }) => {
  const release = await holdChunks(page);
  await open(page, '/ru/careers');
  await page.getByLabel(format(ru.LocaleSwitcher.label, { language: russian.displayName }, 'ru')).tap();
  const list = page.getByRole('list', { name: ru.LocaleSwitcher.choose });
  await expect(list).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute(hydratedAttribute);
  release();
  await hydrated(page);
  const button = page.getByRole('button', { name: format(ru.LocaleSwitcher.label, { language: russian.displayName }, 'ru') });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  await list.getByRole('link', { name: defaultLanguage.displayName }).tap();
  await expect(page).toHaveURL((url) => url.pathname === '/careers');
});

test('a tap on the language control and a language before hydration leads to the same page in that language', async ({ page }) => {
  const release = await holdChunks(page);
  await open(page, '/ru/careers');
  await page.getByLabel(format(ru.LocaleSwitcher.label, { language: russian.displayName }, 'ru')).tap();
  await page.getByRole('list', { name: ru.LocaleSwitcher.choose }).getByRole('link', { name: defaultLanguage.displayName }).tap();
  await expect(page.locator('html')).not.toHaveAttribute(hydratedAttribute);
  // The taps were made before hydration; the page they lead to may load its code (held
  // chunks would hold its load event, which the URL assertion waits for).
  release();
  await expect(page).toHaveURL((url) => url.pathname === '/careers');
  await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage.hrefLang);
});

for (const [control, name] of [
  ['menu', ru.MobileMenu.open],
  ['search', ru.Search.open]
] as const)
  test(`a tap on the ${control} control before hydration opens the site map, the no-JavaScript fallback`, async ({ page }) => {
    const release = await holdChunks(page);
    await open(page, '/ru/careers');
    await page.getByRole('link', { name, exact: true }).tap();
    release();
    await expect(page).toHaveURL((url) => url.pathname === '/ru/site-map');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru.Pages.siteMap.heading);
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the language control opens the list of languages, and each leads to the same page', async ({ page }) => {
    await page.goto('/ru/careers');
    await page.getByLabel(format(ru.LocaleSwitcher.label, { language: russian.displayName }, 'ru')).tap();
    await page.getByRole('list', { name: ru.LocaleSwitcher.choose }).getByRole('link', { name: defaultLanguage.displayName }).tap();
    await expect(page).toHaveURL((url) => url.pathname === '/careers');
  });
});

import { expect, hydrationAware, test } from '../helpers/e2e/test';
import { allRoutes, catalogues, expectedHeading, htmlText, localeTable, localizedPath } from '../helpers/e2e/test-data';
import { defaultLocale, localeInfo } from '@/lib/i18n/locales';

/**
 * Routing: every route answers in every locale, unknown paths get the localized 404,
 * the language is detected at "/" only, and the kept redirects. The page frame
 * (header, menus, footer, colour mode, layout widths) is tests/e2e/frame.spec.ts.
 */

/** The language of the bare paths, and the start of their <html> tag. */
const defaultLanguage = localeInfo(defaultLocale);
const defaultHtmlTag = `<html lang="${defaultLanguage.hrefLang}" dir="${defaultLanguage.dir}"`;

test.describe('every route in every locale', () => {
  for (const locale of localeTable) {
    test(`${locale.code}: all ${allRoutes().length} pages answer 200 with lang, dir and the localized <h1>`, async ({ request }) => {
      for (const route of allRoutes()) {
        const url = localizedPath(locale.code, route.path);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${locale.hrefLang}" dir="${locale.dir}"`);
        const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => htmlText(m[1]!));
        expect(h1s, url).toEqual([expectedHeading(route, locale.code)]);
      }
    });
  }
});

test.describe('not found', () => {
  const unknown = ['/no-such-page', '/news/2011', '/services/no-such-service', '/news/2024/extra', '/fr/hseq'];
  for (const locale of localeTable) {
    test(`${locale.code}: unknown paths answer 404 with the localized page, served complete`, async ({ request }) => {
      for (const path of unknown) {
        // /fr/... is an unknown prefix only at the bare (default locale's) level.
        const prefix = locale.code === defaultLocale ? '' : `/${locale.code}`;
        const url = path.startsWith('/fr') ? `${prefix}${path}` : localizedPath(locale.code, path);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(404);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${locale.hrefLang}" dir="${locale.dir}"`);
        expect(htmlText(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!)).toBe(catalogues[locale.code].NotFound.title);
        expect(html, url).toContain(`data-testid="requested-path">${url}</code>`);
        expect(html).toContain(catalogues[locale.code].NotFound.home);
      }
    });
  }

  test('the asked-for path is escaped', async ({ request }) => {
    const response = await request.get('/ru/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('in the browser: shows the path and leads home in its language, without console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto('/az/nothing-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.az.NotFound.title);
    await expect(page.getByTestId('requested-path')).toHaveText('/az/nothing-here');
    await page.getByRole('link', { name: catalogues.az.NotFound.home }).click();
    await expect(page).toHaveURL(/\/az$/);
    expect(errors).toEqual([]);
  });
});

test.describe('locale detection happens at "/" only', () => {
  test('root redirects to the cookie’s locale', async ({ request }) => {
    const response = await request.get('/', { headers: { cookie: 'i18n_redirected=ar' }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/ar$/);
  });

  test('root redirects to the best Accept-Language match', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-language': 'az-AZ,az;q=0.9,en;q=0.5' }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/az$/);
  });

  test('an invalid cookie is ignored without error or loop', async ({ request }) => {
    const toRu = await request.get('/', { headers: { cookie: 'i18n_redirected=xx', 'accept-language': 'ru' }, maxRedirects: 0 });
    expect(toRu.headers()['location']).toMatch(/\/ru$/);
    const english = await request.get('/', { headers: { cookie: 'i18n_redirected=%3Cscript%3E' } });
    expect(english.status()).toBe(200);
    expect(await english.text()).toContain(defaultHtmlTag);
  });

  test('root with no preference serves English in place', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-language': 'fr-FR,fr' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(defaultHtmlTag);
  });

  test('detection is on arrival only: an English page’s home link stays English whatever the cookie says', async ({ browser, baseURL }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = hydrationAware(await browser.newContext({ javaScriptEnabled }), javaScriptEnabled);
      // A visitor who arrived on an Arabic page before (LocaleCookie remembered it).
      await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: baseURL! }]);
      const page = await context.newPage();
      const arabic: string[] = [];
      page.on('request', (r) => new URL(r.url()).pathname === '/ar' && arabic.push(r.url()));
      await page.goto('/management');
      const home = page.getByRole('banner').getByRole('link').first();
      await expect(home).toHaveAttribute('href', '/');
      // With scripts, the visible link was prefetched first: that prefetch must not be the Arabic page either.
      if (javaScriptEnabled) await page.waitForLoadState('networkidle');
      await home.click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage.hrefLang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        expectedHeading(
          allRoutes().find((r) => r.path === '/')!,
          defaultLocale
        )
      );
      expect(arabic, `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toEqual([]);
      // Arriving at "/" from outside (typed, bookmarked) still goes to the remembered language.
      await page.goto('/');
      await expect(page).toHaveURL(`${baseURL}/ar`);
      await context.close();
    }
  });

  test('bare paths are English and never redirected by detection', async ({ request }) => {
    for (const path of ['/hseq', '/services/gpr', '/news/2016']) {
      const response = await request.get(path, { headers: { cookie: 'i18n_redirected=ru', 'accept-language': 'ar' }, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(defaultHtmlTag);
    }
  });

  test('/en and /en/... redirect permanently to the bare path', async ({ request }) => {
    for (const [from, to] of [
      ['/en', '/'],
      ['/en/hseq', '/hseq'],
      ['/en/services/gpr?x=1', '/services/gpr?x=1']
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(
        new URL(response.headers()['location']!, 'http://x').pathname + new URL(response.headers()['location']!, 'http://x').search
      ).toBe(to);
    }
  });

  test('correct spellings redirect permanently to the kept service slugs, in every locale', async ({ request }) => {
    const pairs = [
      ['dimensional', 'dimentional'],
      ['commissioning', 'comissioning'],
      ['handheld-scanning', 'handsheldscanning'],
      ['digital-twin', 'digitalTwin']
    ];
    for (const locale of localeTable) {
      for (const [from, to] of pairs) {
        const response = await request.get(localizedPath(locale.code, `/services/${from}`), { maxRedirects: 0 });
        expect(response.status()).toBe(308);
        expect(response.headers()['location']).toMatch(new RegExp(`${localizedPath(locale.code, `/services/${to}`)}$`));
      }
    }
  });
});

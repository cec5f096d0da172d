import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { apiRoutePaths } from '@/lib/enquiries/limits';
import { cspAllows, inlineScripts, sha256Source } from '@/lib/security/csp';
import { allRoutes, localeTable, localizedPath } from '../helpers/e2e/test-data';

const required: Record<string, RegExp> = {
  'strict-transport-security': /max-age=(\d+);\s*includeSubDomains/i,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/
};

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, pattern] of Object.entries(required)) expect(headers[name], `${name} on ${what}`).toMatch(pattern);
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security']!)![1])).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['x-powered-by'], what).toBeUndefined();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(csp, `${directive} on ${what}`).toContain(directive);
  }
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, what).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
}

test('security headers on pages, 404s, assets, files and the API', async ({ request }) => {
  const page = await request.get('/ru/hseq');
  expectSecurityHeaders(page.headers(), 'a page');
  expect(page.headers()['content-security-policy']).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);

  const missing = await request.get('/az/no-such-page');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing.headers(), 'a 404');

  const missingAsset = await request.get('/_next/static/chunks/no-such.js');
  expect(missingAsset.status()).toBe(404);
  expectSecurityHeaders(missingAsset.headers(), 'a 404 among the static assets');

  // The build's assets carry what applies to a subresource, and none of the
  // document-only headers: a page loads about twenty of them, and those headers came
  // to over a kilobyte each (counted against the page's JavaScript budget).
  const html = await page.text();
  const assets = [...html.matchAll(/<(?:script src|link rel="stylesheet" href)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.some((a) => a.endsWith('.css')) && assets.some((a) => a.endsWith('.js'))).toBe(true);
  for (const asset of assets) {
    const headers = (await request.get(asset)).headers();
    expect(headers['x-content-type-options'], asset).toBe('nosniff');
    expect(headers['cross-origin-resource-policy'], asset).toBe('same-origin');
    for (const documentOnly of [
      'content-security-policy',
      'permissions-policy',
      'strict-transport-security',
      'x-frame-options',
      'referrer-policy'
    ]) {
      expect(headers[documentOnly], `${documentOnly} on ${asset}`).toBeUndefined();
    }
  }
  expectSecurityHeaders((await request.get('/favicon.ico')).headers(), 'a file');
  for (const route of apiRoutePaths) expectSecurityHeaders((await request.get(route)).headers(), `the API's ${route}`);
  // A path under /api/ that is no route is a 404 page, with its page's own policy.
  const apiMissing = await request.get('/api/no-such-route');
  expect(apiMissing.status()).toBe(404);
  expectSecurityHeaders(apiMissing.headers(), 'a 404 under /api/');
  expect(cspAllows(apiMissing.headers()['content-security-policy']!, await apiMissing.text())).toBe(true);
});

/**
 * Loads a page and returns its console errors and CSP violations. The violations are
 * collected from the first script on (an init script registers the listener before any
 * of the page's own), and read once the page has loaded and hydrated.
 */
async function problemsOf(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => m.type() === 'error' && problems.push(`console: ${m.text()}`);
  const onError = (e: Error) => problems.push(`pageerror: ${e.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await page.goto(url, { waitUntil: 'load' });
  const violations = await page.evaluate(() => (window as WindowWithViolations).__cspViolations ?? ['the violation listener did not run']);
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return [...problems, ...violations.map((v) => `csp: ${v}`)].map((p) => `${url} ${p}`);
}

type WindowWithViolations = Window & { __cspViolations?: string[] };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as WindowWithViolations).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

for (const locale of localeTable) {
  test(`${locale.code}: every page loads with no console error and no CSP violation`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const route of allRoutes()) problems.push(...(await problemsOf(page, localizedPath(locale.code, route.path))));
    expect(problems).toEqual([]);
  });
}

/**
 * 404s of every path shape: file-like paths (which header rules reach before the 404
 * handler, and Next keeps a header a rule set), extensionless ones, and the prefixes
 * Next answers itself. Each carries a policy listing exactly its own inline scripts,
 * and in the browser those scripts run with no violation.
 */
const notFoundPaths = [
  '/x.php',
  '/ru/wp-login.php',
  '/az/.env',
  '/az/backup.tar.gz',
  '/ar/wp-admin/setup-config.php',
  '/ar/no-such-page',
  '/no/such/page.JSON',
  '/api/no-such.php',
  '/_next/static/no-such.js'
];

test('a path with malformed percent-encoding gets the site 404 with its headers, not a bare 500', async ({ request }) => {
  for (const path of ['/%', '/%zz', '/%ff', '/ru/%zz', '/news/%E0%A4%A']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expectSecurityHeaders(response.headers(), path);
    expect(await response.text(), path).toContain('<h1');
  }
});

test('every 404 allows exactly its own inline scripts', async ({ request }) => {
  for (const url of notFoundPaths) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    const html = await response.text();
    const csp = response.headers()['content-security-policy'] ?? '';
    const listed = (/script-src ([^;]*)/.exec(csp)?.[1] ?? '').match(/sha256-[A-Za-z0-9+/=]+/g) ?? [];
    const own = inlineScripts(html).map(sha256Source);
    expect(own.length, `${url} has inline scripts`).toBeGreaterThan(0);
    expect([...new Set(listed)].sort(), url).toEqual([...new Set(own)].sort());
  }
});

test('on every 404 the inline scripts run, with no CSP violation', async ({ page }) => {
  for (const url of notFoundPaths) {
    // The 404 status of the document itself is the one console error that is expected.
    const problems = (await problemsOf(page, url)).filter((p) => !/status of 404/.test(p));
    expect(problems, url).toEqual([]);
    // The inline colour-mode script marks <html>; React hydrates only from the inline
    // flight data (blocked, the page would stay server HTML).
    const ran = await page.evaluate(() => ({
      colourMode: /\b(light|dark)\b/.test(document.documentElement.className),
      hydrated: Object.keys(document.querySelector('[data-requested-path]') ?? {}).some((k) => k.startsWith('__react'))
    }));
    expect(ran, `${url}: inline scripts ran`).toEqual({ colourMode: true, hydrated: true });
  }
});

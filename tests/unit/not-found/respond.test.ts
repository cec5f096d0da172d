/**
 * The 404 handler (lib/not-found/respond.ts) answers from the not-found pages inlined into
 * its bundle when the site was built, reading nothing from the build folder at request
 * time: a serverless function has no `.next` (through OpenNext, 404s were 500s with
 * "not-found-page.html is missing"). Here the build folder does not exist at all.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cspForHtml } from '@/lib/security/csp';

const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><script>self.__boot=1</script></head><body><p>Not here: <code data-requested-path="">/x</code></p></body></html>`;

describe('the 404 handler', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_DIST_DIR', '/nonexistent/build-folder');
    vi.stubEnv('SITE_NOT_FOUND_PAGES', JSON.stringify({ en: page('en'), ru: page('ru') }));
  });
  afterEach(() => vi.unstubAllEnvs());

  test('answers 404 with the inlined page of the language, the asked-for path written in, and its own CSP', async () => {
    const { notFoundResponse } = await import('@/lib/not-found/respond');
    const response = await notFoundResponse('ru', ['no', 'such<page>'], 'GET');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('lang="ru"');
    expect(html).toContain('/ru/no/such&lt;page&gt;');
    expect(response.headers.get('content-security-policy')).toBe(cspForHtml(page('ru')));
    expect((await notFoundResponse('en', ['x.php'], 'HEAD')).status).toBe(404);
  });

  test('a build without the inlined pages answers a plain 404, not a 500', async () => {
    vi.stubEnv('SITE_NOT_FOUND_PAGES', '');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { notFoundResponse } = await import('@/lib/not-found/respond');
    const response = await notFoundResponse('az', ['nope'], 'GET');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('/az/nope');
    expect(error.mock.calls[0]![0]).toMatch(/no prerendered az not-found page/);
    error.mockRestore();
  });
});

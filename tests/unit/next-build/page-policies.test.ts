/**
 * One build writes each page's policy and the not-found pages once, into one manifest
 * (lib/next-build/page-policies.ts); the server reads it back (lib/security/page-policies.ts)
 * for proxy.ts and the 404 handler. Here on a build folder laid out as Next lays it out.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { defaultLocale, locales, prefixedLocales } from '@/lib/i18n/locales';
import { cspForDevelopment, cspForHtml, policyWithoutInlineScripts, scriptHashesOf } from '@/lib/security/csp';

const page = (text: string) =>
  `<!DOCTYPE html><html><head><script>self.page=${JSON.stringify(text)}</script></head><body>${text}</body></html>`;

describe('the page policies of one build', () => {
  let root = '';
  let dist = '';
  beforeEach(() => {
    vi.resetModules();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-policies-'));
    dist = path.join(root, '.next');
    const app = path.join(dist, 'server', 'app');
    for (const locale of locales) {
      fs.mkdirSync(path.join(app, locale), { recursive: true });
      fs.writeFileSync(path.join(app, locale, 'not-found-page.html'), page(`${locale} 404 <code data-requested-path="">/x</code>`));
      fs.writeFileSync(path.join(app, locale, 'contact.html'), page(`${locale} contact`));
    }
    fs.writeFileSync(path.join(app, '_not-found.html'), page('Next 404'));
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_DIST_DIR', '.next');
    vi.spyOn(process, 'cwd').mockReturnValue(root);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const write = async () => (await import('@/lib/next-build/page-policies')).writePagePolicies(dist);

  test('each page gets the hashes of exactly its own inline scripts, under the path visitors ask for', async () => {
    expect((await write()).pageCount).toBe(locales.length);
    const { policyForPath } = await import('@/lib/security/page-policies');
    expect(policyForPath('/contact')).toBe(cspForHtml(page('en contact')));
    for (const locale of prefixedLocales) expect(policyForPath(`/${locale}/contact`)).toBe(cspForHtml(page(`${locale} contact`)));
    expect(scriptHashesOf(policyForPath('/ru/contact'))).toHaveLength(1);
  });

  test('a path of no page gets the policy of the not-found page the 404 handler answers it with, letter case and all', async () => {
    await write();
    const { policyForPath, pagePolicies } = await import('@/lib/security/page-policies');
    const notFound = pagePolicies()!.notFound;
    expect(policyForPath('/CONTACT')).toBe(notFound[defaultLocale].csp);
    expect(policyForPath('/RU/contact')).toBe(notFound[defaultLocale].csp);
    expect(policyForPath('/ru/CONTACT')).toBe(notFound.ru.csp);
    expect(policyForPath('/ar/x.php')).toBe(notFound.ar.csp);
    expect(notFound.ar.csp).toBe(cspForHtml(notFound.ar.html));
    expect(policyForPath('/CONTACT')).not.toBe(policyForPath('/contact'));
  });

  test('the 404 handler answers from the same manifest, with the not-found page and its policy', async () => {
    await write();
    const { notFoundResponse } = await import('@/lib/not-found/respond');
    const response = await notFoundResponse('ru', ['no', 'such<page>'], 'GET');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('ru 404');
    expect(html).toContain('/ru/no/such&lt;page&gt;');
    const { policyForPath } = await import('@/lib/security/page-policies');
    expect(response.headers.get('content-security-policy')).toBe(policyForPath('/ru/no/such'));
  });

  test('a standalone copy of the build gets the manifest too (what a serverless function is made from)', async () => {
    const standalone = path.join(dist, 'standalone', '.next');
    fs.mkdirSync(standalone, { recursive: true });
    const { files } = await write();
    expect(files).toEqual([path.join(dist, 'site-page-policies.json'), path.join(standalone, 'site-page-policies.json')]);
    expect(fs.readFileSync(files[1]!, 'utf8')).toBe(fs.readFileSync(files[0]!, 'utf8'));
  });

  test('next dev never gets the production manifest: its pages get the development policy', async () => {
    await write();
    vi.stubEnv('NODE_ENV', 'development');
    const { policyForPath } = await import('@/lib/security/page-policies');
    expect(policyForPath('/contact')).toBe(cspForDevelopment());
    expect(scriptHashesOf(policyForPath('/contact'))).toEqual([]);
    expect(policyForPath('/contact')).toContain("'unsafe-eval'");
  });

  test('without a manifest, a production server allows no inline script, and says so once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { policyForPath } = await import('@/lib/security/page-policies');
    expect(policyForPath('/contact')).toBe(policyWithoutInlineScripts);
    expect(policyForPath('/ru/contact')).toBe(policyWithoutInlineScripts);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

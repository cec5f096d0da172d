import fs from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoutePaths } from '@/lib/enquiries/limits';
import { localeCookieString } from '@/lib/i18n/locale-cookie';
import proxy, { config } from '@/proxy';

/** The paths of app/api's route handlers, read from the folder. */
function apiRoutes(): string[] {
  return fs
    .globSync('app/api/**/route.ts')
    .map((file) => `/${path.dirname(file).replace(/^app\//, '')}`.split(path.sep).join('/'))
    .sort();
}

async function root(headers: Record<string, string> = {}, origin = 'http://127.0.0.1:3000') {
  return proxy(new NextRequest(`${origin}/`, { headers: { 'sec-fetch-dest': 'document', ...headers } }));
}

describe('locale proxy at "/"', () => {
  it("runs for every page, not for the form API, Next's own paths or the build's files", async () => {
    const [matcher] = config.matcher;
    // Next's matcher syntax: a path-to-regexp source whose one group is the rest of the path.
    const runsFor = (path: string) => new RegExp(`^${matcher!.replace('/(', '/(?:')}$`).test(path);
    // The 404 pages under /api/ are documents like any other, and get their policy here.
    for (const path of ['/', '/ru', '/contact', '/ar/news/2024', '/x.php', '/api', '/api/nothing', '/api/contact/x', '/api/contacts'])
      expect(runsFor(path), path).toBe(true);
    for (const path of [...apiRoutes(), '/_next/static/chunks/a.js', '/__nextjs_original-stack-frames'])
      expect(runsFor(path), path).toBe(false);
  });

  it('lists every route of app/api once, for the matcher and the header rules of next.config.ts', () => {
    expect([...apiRoutePaths].sort()).toEqual(apiRoutes());
  });

  it('passes every other page through untouched: no detection, no cookie', async () => {
    const response = await proxy(
      new NextRequest('http://127.0.0.1:3000/hseq', { headers: { cookie: 'i18n_redirected=ar', 'accept-language': 'ru' } })
    );
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('answers a path whose language is in other letters (/RU/contact) with the 404, as the bare English path it is', async () => {
    for (const path of ['/RU/contact', '/Ar', '/AZ/services/laser-scanning', '/EN/contact']) {
      const response = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(path);
      expect(response.headers.get('content-security-policy'), path).toBeTruthy();
    }
    for (const path of ['/ru/contact', '/rusty', '/contact']) {
      const response = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
      expect(response.headers.get('x-middleware-next'), path).toBe('1');
    }
  });

  it('redirects to the locale in a valid cookie', async () => {
    const response = await root({ cookie: 'i18n_redirected=ru', 'accept-language': 'az' });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/ru');
  });

  it('ignores an invalid cookie and falls back to Accept-Language, q-values honoured, region ignored', async () => {
    const response = await root({ cookie: 'i18n_redirected=xx', 'accept-language': 'az-AZ,az;q=0.9,en;q=0.5' });
    expect(new URL(response.headers.get('location')!).pathname).toBe('/az');
    const preferred = await root({ 'accept-language': 'en;q=0.4,ar-QA;q=0.8,ru;q=0.6' });
    expect(new URL(preferred.headers.get('location')!).pathname).toBe('/ar');
  });

  it('serves English in place (no redirect, no rewrite) when nothing else matches', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-language': 'fr-FR,fr;q=0.9' },
      { cookie: 'i18n_redirected=en', 'accept-language': 'ru' }
    ];
    for (const headers of cases) {
      const response = await root(headers);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it("detects on arrival only: a link or the router on one of the site's own pages gets the English home", async () => {
    const cookie = 'i18n_redirected=ar';
    const fromOwnPages: Record<string, string>[] = [
      { cookie, rsc: '1' },
      { cookie, rsc: '1', 'next-router-prefetch': '1' },
      { cookie, 'sec-fetch-site': 'same-origin' }
    ];
    for (const headers of fromOwnPages) {
      const response = await root(headers);
      expect(response.headers.get('location'), JSON.stringify(headers)).toBeNull();
      expect(response.headers.get('set-cookie'), JSON.stringify(headers)).toBeNull();
    }
    // Arriving from elsewhere, typing the address or opening a bookmark: detected.
    for (const site of ['cross-site', 'same-site', 'none']) {
      const response = await root({ cookie, 'sec-fetch-site': site });
      expect(new URL(response.headers.get('location')!).pathname, site).toBe('/ar');
    }
  });

  it('writes the cookie with the agreed attributes', async () => {
    // next-intl writes it when detection alone would not give the same answer.
    const cookie = (await root()).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^i18n_redirected=en;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  describe('the cookie is Secure when the visitor came over TLS', () => {
    afterEach(() => vi.unstubAllEnvs());
    const cookieOf = (response: Response) => response.headers.get('set-cookie') ?? '';
    // No Accept-Language: English served in place, and next-intl's cookie says so.
    const english = {};

    it('behind a trusted proxy (ENQUIRY_PROXY_HOPS=1), from its X-Forwarded-Proto', async () => {
      vi.stubEnv('ENQUIRY_PROXY_HOPS', '1');
      expect(cookieOf(await root({ ...english, 'x-forwarded-proto': 'https' }))).toMatch(/^i18n_redirected=en;.*;\s*Secure/i);
      expect(cookieOf(await root({ ...english, 'x-forwarded-proto': 'http' }))).not.toMatch(/Secure/i);
    });

    it('with nothing in front (ENQUIRY_PROXY_HOPS=0), from the URL the server received', async () => {
      vi.stubEnv('ENQUIRY_PROXY_HOPS', '0');
      expect(cookieOf(await root(english, 'https://example.com'))).toMatch(/;\s*Secure/i);
      expect(cookieOf(await root(english, 'http://127.0.0.1:3000'))).toMatch(/^i18n_redirected=en;/);
      expect(cookieOf(await root(english, 'http://127.0.0.1:3000'))).not.toMatch(/Secure/i);
    });

    it('in the browser, when the page itself is https:', async () => {
      expect(localeCookieString('ar', 'https:')).toBe('i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
      expect(localeCookieString('ar', 'http:')).toBe('i18n_redirected=ar; Max-Age=31536000; Path=/; SameSite=Lax');
    });
  });
});

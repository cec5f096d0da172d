import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../helpers/e2e/test';
import { siteConfig } from '@/lib/site-config';
import { allRoutes, catalogues, format, htmlText, localeTable, localizedPath } from '../helpers/e2e/test-data';

/** The site's absolute URLs point at NEXT_PUBLIC_SITE_URL; the tests ask the local server. */
const local = (url: string) => url.replace(siteConfig.url, '') || '/';

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
}

function tags(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[0]);
}

const checkedAlternates = new Map<string, number>();

for (const locale of localeTable) {
  test(`${locale.code}: canonical, hreflang, Open Graph, Twitter and JSON-LD on every page`, async ({ request }) => {
    test.setTimeout(120_000);
    for (const route of allRoutes()) {
      const url = localizedPath(locale.code, route.path);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['link'] ?? '', `${url}: no hreflang Link header`).not.toContain('hreflang');
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));

      const canonicals = tags(head, /<link[^>]+rel="canonical"[^>]*>/g);
      expect(canonicals, url).toHaveLength(1);
      expect(attr(canonicals[0]!, 'href'), url).toBe(`${siteConfig.url}${url === '/' ? '' : url}`);

      const alternates = tags(head, /<link[^>]+rel="alternate"[^>]+hrefLang="[^"]+"[^>]*>/g);
      expect(alternates.map((a) => attr(a, 'hrefLang')).sort(), url).toEqual([...localeTable.map((l) => l.hrefLang), 'x-default'].sort());
      for (const alternate of alternates) {
        const href = attr(alternate, 'href')!;
        expect(href, url).toMatch(/^https?:\/\//);
        expect(local(href), url).not.toMatch(/^\/en(\/|$)/);
        if (!checkedAlternates.has(href)) checkedAlternates.set(href, (await request.get(local(href) || '/')).status());
        expect(checkedAlternates.get(href), href).toBe(200);
      }

      const ogLocales = tags(head, /<meta[^>]+property="og:locale"[^>]*>/g);
      expect(
        ogLocales.map((t) => attr(t, 'content')),
        url
      ).toEqual([locale.ogLocale]);
      expect(tags(head, /<meta[^>]+property="og:locale:alternate"[^>]*>/g), url).toHaveLength(localeTable.length - 1);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
        expect(tags(head, new RegExp(`<meta[^>]+property="${property}"[^>]*>`, 'g')).length, `${property} on ${url}`).toBeGreaterThan(0);
      }
      expect(head, url).toContain('name="twitter:card" content="summary_large_image"');
      expect(tags(head, /<meta[^>]+name="theme-color"[^>]*>/g), url).toHaveLength(2);
      const titles = tags(head, /<title>[^<]+<\/title>/g);
      expect(titles, url).toHaveLength(1);
      // The company's name as the language's template writes it (in Arabic, isolated).
      const withCompany = format(catalogues[locale.code].Metadata.titleTemplate, { title: '', company: siteConfig.name }, locale.code);
      if (route.path !== '/') expect(htmlText(titles[0]!).endsWith(withCompany), `${url}: ${titles[0]}`).toBe(true);
      expect(tags(head, /<meta[^>]+name="description"[^>]*>/g), url).toHaveLength(1);

      const graphs = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      const types = graphs.flatMap((g) => (g['@graph'] ?? [g]).map((t: { '@type': string }) => t['@type']));
      expect(types, url).toContain('Organization');
      if (route.path !== '/') expect(types, url).toContain('BreadcrumbList');
      if (route.kind === 'service') expect(types, url).toContain('Service');
      if (route.kind === 'news-year') expect(types, url).toContain('NewsArticle');
    }
  });
}

test('each sitemap is valid against the sitemap schema and lists its language’s pages, all answering 200', async ({ request }) => {
  test.setTimeout(120_000);
  const xsd = path.resolve('tests/fixtures/sitemap.xsd');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemaps-'));
  for (const locale of localeTable) {
    const url = localizedPath(locale.code, '/sitemap.xml');
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const file = path.join(dir, `${locale.code}.xml`);
    fs.writeFileSync(file, xml);
    // Throws (and fails the test) when xmllint finds the document invalid.
    execFileSync('xmllint', ['--noout', '--schema', xsd, file], { stdio: 'pipe' });

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.map(local).sort()).toEqual(
      allRoutes()
        .map((r) => localizedPath(locale.code, r.path))
        .sort()
    );
    const hrefs = [...xml.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBe(locs.length * 5);
    for (const href of [...locs, ...hrefs]) expect(local(href), href).not.toMatch(/^\/en(\/|$)/);
    for (const loc of locs) expect((await request.get(local(loc) || '/')).status(), loc).toBe(200);
  }
});

test('robots.txt points at the four sitemaps', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const locale of localeTable) {
    expect(robots).toContain(`Sitemap: ${siteConfig.url}${localizedPath(locale.code, '/sitemap.xml')}`);
  }
  expect(robots).toContain('Disallow: /api/');
});

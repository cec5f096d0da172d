import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../helpers/e2e/test';
import { buildDir, prerenderedRoutes } from '@/lib/next-build/output';
import { feedGuesses, feedPath } from '@/lib/seo/sharing-paths';
import { siteConfig } from '@/lib/site-config';
import { allRoutes, localeTable, localizedPath } from '../helpers/e2e/test-data';

const local = (url: string) => url.replace(siteConfig.url, '') || '/';

test('each language’s Atom feed is served prerendered, as application/atom+xml with cache headers, and valid against RFC 4287', async ({
  request
}) => {
  const rng = path.resolve('tests/fixtures/atom.rng');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-'));
  const prerendered = prerenderedRoutes(buildDir());
  for (const locale of localeTable) {
    const url = localizedPath(locale.code, feedPath);
    expect(prerendered, `${url} is written at build`).toContain(`/${locale.code}${feedPath}`);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers()['cache-control'], url).toContain('max-age=3600');
    const xml = await response.text();
    expect(xml).toContain(`xml:lang="${locale.hrefLang}"`);
    const file = path.join(dir, `${locale.code}.xml`);
    fs.writeFileSync(file, xml);
    // Throws (and fails the test) when xmllint finds the document invalid.
    execFileSync('xmllint', ['--noout', '--relaxng', rng, file], { stdio: 'pipe' });
    // Every entry's link leads to an item that is on its year page.
    const links = [...xml.matchAll(/<entry>[\s\S]*?href="([^"]+)"/g)].map((m) => local(m[1]!));
    expect(links.length).toBeGreaterThan(20);
    const pages = new Map<string, string>();
    for (const link of links) {
      const [page, anchor] = link.split('#');
      if (!pages.has(page!)) pages.set(page!, await (await request.get(page!)).text());
      expect(pages.get(page!), link).toContain(`id="${anchor}"`);
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the addresses readers guess for a feed lead to the language’s feed', async ({ request }) => {
  for (const locale of localeTable) {
    for (const guess of feedGuesses) {
      const url = localizedPath(locale.code, guess);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(308);
      expect(response.headers()['location'], url).toBe(localizedPath(locale.code, feedPath));
    }
  }
});

test('the news pages, and only they, name their language’s feed', async ({ request }) => {
  for (const locale of localeTable) {
    for (const route of allRoutes()) {
      const url = localizedPath(locale.code, route.path);
      const html = await (await request.get(url)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const feeds = [...head.matchAll(/<link[^>]+rel="alternate"[^>]+type="application\/atom\+xml"[^>]*>/g)].map((m) => m[0]);
      if (route.path === '/news' || route.kind === 'news-year') {
        expect(feeds, url).toHaveLength(1);
        expect(local(/href="([^"]+)"/.exec(feeds[0]!)![1]!), url).toBe(localizedPath(locale.code, feedPath));
      } else {
        expect(feeds, url).toEqual([]);
      }
    }
  }
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allRoutes,
  contactPathFor,
  isNewsYear,
  newsYears,
  officeCardPath,
  pagePath,
  pages,
  serviceBySlug,
  serviceSlugRedirects,
  services,
  unlistedPages
} from '@/lib/routes';
import { requestedPath, withRequestedPath } from '@/lib/not-found/respond';
import { defaultLocale } from '@/lib/i18n/locales';

describe('route list', () => {
  it('holds each top-level page, news year and service once (docs/behaviour.md), the site map and the privacy notice among them', () => {
    const paths = allRoutes().map((r) => r.path);
    expect(paths).toHaveLength(pages.length + newsYears.length + services.length);
    expect(paths).toContain('/privacy');
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/');
    expect(paths).toContain('/news/2008');
    expect(paths).not.toContain('/news/2011');
  });

  it('gives each top-level page its path by id', () => {
    expect(pagePath('siteMap')).toBe('/site-map');
    expect(pagePath('home')).toBe('/');
    expect(pages.map((p) => pagePath(p.id))).toEqual(pages.map((p) => p.path));
  });

  it('lists the pages kept out of the site map by id too, and leaves them out of allRoutes (sitemaps, menu, search, cards)', () => {
    expect(pagePath('contactSent')).toBe('/contact/sent');
    const paths = allRoutes().map((r) => r.path);
    for (const page of unlistedPages) expect(paths).not.toContain(page.path);
  });

  it('has an entry for every page folder of app/[locale] (the not-found page and the [param] pages aside)', () => {
    const root = path.join(process.cwd(), 'app', '[locale]');
    const folders = (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((file) => path.basename(file) === 'page.tsx')
      .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '/').split(path.sep).join('/'))
      .filter((route) => !route.includes('[') && route !== '/not-found-page');
    const listed = [...pages, ...unlistedPages].map((p) => p.path);
    expect(folders.sort()).toEqual(listed.sort());
  });

  it('writes links into a page from its path: an office card, a department preselected', () => {
    expect(officeCardPath('baku')).toBe('/locations#office-baku');
    expect(contactPathFor('careers')).toBe('/contact?to=careers');
  });

  it('keeps the replaced site’s service slugs, misspellings included', () => {
    const slugs = services.map((s) => s.slug);
    for (const slug of ['dimentional', 'comissioning', 'handsheldscanning', 'digitalTwin', 'cims', 'laser-scanning']) {
      expect(slugs).toContain(slug);
    }
  });

  it('redirects every correct spelling to a kept slug', () => {
    for (const [from, to] of Object.entries(serviceSlugRedirects)) {
      expect(serviceBySlug(from)).toBeUndefined();
      expect(serviceBySlug(to)).toBeDefined();
    }
  });

  it('knows the news years 2008–2010 and 2014–2024 only', () => {
    expect([...newsYears].sort()).toEqual([2008, 2009, 2010, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    expect(isNewsYear('2016')).toBe(true);
    expect(isNewsYear('2012')).toBe(false);
    expect(isNewsYear('02016')).toBe(false);
  });
});

describe('not-found handler helpers', () => {
  it("rebuilds the asked-for path without the internal marker or the default locale's prefix", () => {
    expect(requestedPath(defaultLocale, ['foo', 'bar'])).toBe('/foo/bar');
    expect(requestedPath('ru', ['_unmatched', 'news', '2011'])).toBe('/ru/news/2011');
    expect(requestedPath('xx', ['y'])).toBe('/xx/y');
  });

  it('writes the path into the page escaped', () => {
    const html = '<p><code class="c" data-requested-path="">/ru/not-found-page</code></p>';
    expect(withRequestedPath(html, '/ru/%3Cscript%3E')).toBe('<p><code class="c" data-requested-path="">/ru/&lt;script&gt;</code></p>');
  });
});

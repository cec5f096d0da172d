import { localeTable, type Locale } from '@/lib/i18n/locales';
import { allRoutes } from '@/lib/routes';
import { escapeHtml } from '@/lib/security/escape-html';
import { absoluteUrl, languageAlternates } from './urls';

type SitemapUrl = { loc: string; alternates: Array<{ hreflang: string; href: string }> };

/** One language's pages, each with its alternates in all four languages and x-default. */
function sitemapUrls(locale: Locale): SitemapUrl[] {
  return allRoutes().map((route) => ({
    loc: absoluteUrl(locale, route.path),
    alternates: Object.entries(languageAlternates(route.path)).map(([hreflang, href]) => ({ hreflang, href }))
  }));
}

/** The sitemaps.org 0.9 document of a locale, with xhtml:link alternates. */
function sitemapXml(locale: Locale): string {
  const urls = sitemapUrls(locale)
    .map(
      (url) =>
        `  <url>\n    <loc>${escapeHtml(url.loc)}</loc>\n` +
        url.alternates
          .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>\n`)
          .join('') +
        '  </url>\n'
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls +
    '</urlset>\n'
  );
}

/** Where each language's sitemap lives: /sitemap.xml (English), /ru/sitemap.xml, … */
export function sitemapLocations(): string[] {
  return localeTable.map((l) => absoluteUrl(l.code, '/sitemap.xml'));
}

export function sitemapResponse(locale: Locale): Response {
  return new Response(sitemapXml(locale), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }
  });
}

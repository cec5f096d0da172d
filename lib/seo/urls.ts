/**
 * A page's absolute URLs: the one way canonical links, hreflang alternates, sitemaps,
 * JSON-LD and the news feeds write them.
 */
import { defaultLocale, localeTable, localizedPath, type Locale } from '../i18n/locales';
import { siteConfig } from '../site-config';

/**
 * Absolute URL of a page in a locale (never an /en/... URL). The English home is
 * the bare origin, written the way Next writes canonical URLs, so that canonical,
 * hreflang, sitemaps and JSON-LD name it identically.
 */
export function absoluteUrl(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path);
  return `${siteConfig.url}${localized === '/' ? '' : localized}`;
}

/** hreflang alternates of a page: the four languages and x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(localeTable.map((l) => [l.hrefLang, absoluteUrl(l.code, path)])),
    'x-default': absoluteUrl(defaultLocale, path)
  };
}

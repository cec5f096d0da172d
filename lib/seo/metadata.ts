import type { Metadata } from 'next';
import { defaultLocale, localeInfo, localeTable, localizedPath, type Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site-config';

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

type PageMetadataInput = {
  locale: Locale;
  /** Locale-less path from the route list. */
  path: string;
  title: string;
  description: string;
  /** The home page's title stands alone, without the company suffix. */
  absoluteTitle?: boolean;
};

/** Locale-less path of the link-preview image route (app/[locale]/og-image.png). */
export const ogImagePath = '/og-image.png';

/** The one metadata helper every page uses: title, description, canonical, hreflang, Open Graph, Twitter. */
export function pageMetadata({ locale, path, title, description, absoluteTitle }: PageMetadataInput): Metadata {
  const url = absoluteUrl(locale, path);
  const info = localeInfo(locale);
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  // One link-preview image per language (app/[locale]/og-image.png).
  const image = { url: localizedPath(locale, ogImagePath), width: 1200, height: 630, alt: siteConfig.name };
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      siteName: siteConfig.name,
      title: fullTitle,
      description,
      url,
      locale: info.ogLocale,
      alternateLocale: localeTable.filter((l) => l.code !== locale).map((l) => l.ogLocale),
      images: [image]
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image.url] }
  };
}

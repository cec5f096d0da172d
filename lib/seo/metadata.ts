import type { Metadata } from 'next';
import { pagePath } from '@/lib/routes';
import { defaultLocale, localeInfo, localeTable, localizedPath, type Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site-config';
import { cardFor, cardIsDrawn, cardSize } from './cards';
import { feedTitle } from './atom-feed';
import { feedPath } from './sharing-paths';

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

/** The news pages name their language's Atom feed (app/[locale]/news/feed.xml). */
async function feedAlternate(locale: Locale, path: string) {
  const news = pagePath('news');
  if (path !== news && !path.startsWith(`${news}/`)) return undefined;
  return { 'application/atom+xml': [{ url: absoluteUrl(locale, feedPath), title: await feedTitle(locale) }] };
}

/** The one metadata helper every page uses: title, description, canonical, hreflang, Open Graph, Twitter. */
export async function pageMetadata({ locale, path, title, description, absoluteTitle }: PageMetadataInput): Promise<Metadata> {
  const url = absoluteUrl(locale, path);
  const info = localeInfo(locale);
  const fullTitle = absoluteTitle ? title : `${title} | ${siteConfig.name}`;
  // The page's own link-preview card, drawn at build (lib/seo/cards.ts), its alt text
  // the title it shows.
  const card = await cardFor(locale, path);
  const images = cardIsDrawn(card) ? [{ url: card.url, ...cardSize, alt: card.text.title, type: 'image/png' }] : [];
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url, languages: languageAlternates(path), types: await feedAlternate(locale, path) },
    openGraph: {
      type: 'website',
      siteName: siteConfig.name,
      title: fullTitle,
      description,
      url,
      locale: info.ogLocale,
      alternateLocale: localeTable.filter((l) => l.code !== locale).map((l) => l.ogLocale),
      images
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: images.map((i) => i.url) }
  };
}

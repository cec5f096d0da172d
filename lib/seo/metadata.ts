/**
 * Page metadata: title, description, canonical, hreflang, Open Graph and Twitter.
 * pageMetadata builds it for any page; staticPageMetadata is the generateMetadata of a
 * top-level page of the route list, from Pages.{id} in the catalogues.
 */
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pagePath, type PageId } from '@/lib/routes';
import { localeInfo, localeOrDefault, localeTable, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { copyValues, siteConfig } from '@/lib/site-config';
import { cardFor, cardIsDrawn, cardSize } from './cards';
import { feedTitle } from './atom-feed';
import { feedPath } from './sharing-paths';
import { absoluteUrl, languageAlternates } from './urls';

type PageMetadataInput = {
  locale: Locale;
  /** Locale-less path from the route list. */
  path: string;
  title: string;
  description: string;
  /** The home page's title stands alone, without the company suffix. */
  absoluteTitle?: boolean;
};

/**
 * A page's title with the company's name, as its language writes it (Metadata.titleTemplate:
 * the Arabic one isolates the Latin name, so the separator stays where it belongs).
 */
async function titleWithCompany(locale: Locale, title: string): Promise<string> {
  return (await translator(locale))('Metadata.titleTemplate', { title, company: siteConfig.name });
}

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
  const fullTitle = absoluteTitle ? title : await titleWithCompany(locale, title);
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

/** generateMetadata for a top-level page of the route list, from Pages.{id} in the catalogues. */
export function staticPageMetadata(id: PageId) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    const l = localeOrDefault(locale);
    const t = await getTranslations({ locale: l, namespace: 'Pages' });
    const path = pagePath(id);
    if (id === 'home') {
      const m = await getTranslations({ locale: l, namespace: 'Metadata' });
      return pageMetadata({
        locale: l,
        path,
        title: m('siteTitle', { company: siteConfig.name }),
        description: t('home.description', copyValues),
        absoluteTitle: true
      });
    }
    return pageMetadata({ locale: l, path, title: t(`${id}.title`), description: t(`${id}.description`, copyValues) });
  };
}

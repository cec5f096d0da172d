import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { allRoutes, pagePath } from '@/lib/routes';
import { breadcrumbs, service as serviceThing, type Crumb, type NewsItem, newsArticles } from '@/lib/seo/structured-data';
import { JsonLd } from './json-ld';
import { copyValues } from '@/lib/site-config';

type Props = {
  locale: Locale;
  /** Locale-less path from the route list. */
  path: string;
  /** News items shown on the page (news year pages). */
  news?: readonly NewsItem[];
};

/**
 * Structured data of one page, derived from the route list: the breadcrumb trail
 * (Home › … › page), and the Service or NewsArticle items it presents.
 */
export async function RouteJsonLd({ locale, path, news }: Props) {
  const t = await getTranslations({ locale });
  const home: Crumb = { name: t('Navigation.home'), path: pagePath('home') };
  const things: Record<string, unknown>[] = [];
  const route = allRoutes().find((r) => r.path === path);

  if (route?.kind === 'service') {
    const name = t(`Services.${route.id}.name`);
    things.push(breadcrumbs(locale, [home, { name, path }]));
    things.push(serviceThing(locale, path, name, t(`Services.${route.id}.summary`, copyValues), t('Navigation.services')));
  } else if (route?.kind === 'news-year') {
    const news: Crumb = { name: t('Navigation.news'), path: pagePath('news') };
    things.push(breadcrumbs(locale, [home, news, { name: t('NewsYear.title', { year: route.id }), path }]));
  } else if (route?.kind === 'page' && route.id !== 'home') {
    things.push(breadcrumbs(locale, [home, { name: t(`Navigation.${route.id}`), path }]));
  }
  if (news?.length) things.push(...(await newsArticles(locale, path, news)));
  return things.length ? <JsonLd data={things} /> : null;
}

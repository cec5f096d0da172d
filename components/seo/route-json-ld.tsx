import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pages, serviceBySlug, type PageId } from '@/lib/routes';
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
  const home: Crumb = { name: t('Navigation.home'), path: '/' };
  const things: Record<string, unknown>[] = [];
  const [, first, second] = path.split('/');

  if (first === 'services' && second) {
    const found = serviceBySlug(second);
    if (found) {
      const name = t(`Services.${found.id}.name`);
      things.push(breadcrumbs(locale, [home, { name, path }]));
      things.push(serviceThing(locale, path, name, t(`Services.${found.id}.summary`, copyValues), t('Navigation.services')));
    }
  } else if (first === 'news' && second) {
    things.push(
      breadcrumbs(locale, [home, { name: t('Navigation.news'), path: '/news' }, { name: t('NewsYear.title', { year: second }), path }])
    );
  } else if (first && pages.some((p) => p.path === `/${first}`)) {
    // By path: a page's id and its path segment may differ (siteMap, /site-map).
    const id: PageId = pages.find((p) => p.path === `/${first}`)!.id;
    things.push(breadcrumbs(locale, [home, { name: t(`Navigation.${id}`), path }]));
  }
  if (news?.length) things.push(...(await newsArticles(locale, path, news)));
  return things.length ? <JsonLd data={things} /> : null;
}

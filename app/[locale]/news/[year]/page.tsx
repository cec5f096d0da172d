import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { itemsOfYear } from '@/lib/news';
import { NewsItemArticle } from '@/components/news/news-item-article';
import { YearLinks } from '@/components/news/year-links';
import { YearPager } from '@/components/news/year-pager';
import { PageHeader } from '@/components/page/page-header';
import { RouteJsonLd } from '@/components/seo/route-json-ld';
import { isLocale } from '@/lib/i18n/locales';
import { resolveLocale } from '@/lib/i18n/params';
import { isNewsYear, newsYearPath, newsYears, type NewsYear } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { copyValues } from '@/lib/site-config';

type Props = { params: Promise<{ locale: string; year: string }> };

/**
 * Only the prerendered pages exist: an unknown year is a 404, never a page rendered at
 * request time. A page rendered on request would have inline scripts that the manifest
 * of page policies, written once after the build (lib/next-build/page-policies.ts), does
 * not list, so the CSP proxy.ts sends would block them. Unknown ones are already rewritten
 * to the not-found handler by next.config.ts; this is the guarantee behind it.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return newsYears.map((year) => ({ year: String(year) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, year } = await params;
  if (!isLocale(locale) || !isNewsYear(year)) return {};
  const t = await getTranslations({ locale, namespace: 'NewsYear' });
  return pageMetadata({
    locale,
    path: newsYearPath(year),
    title: t('title', { year }),
    description: t(`summaries.${Number(year) as NewsYear}`, copyValues)
  });
}

export default async function NewsYearPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { year: segment } = await params;
  if (!isNewsYear(segment)) notFound();
  const year = Number(segment) as NewsYear;
  const t = await getTranslations('NewsYear');
  const n = await getTranslations(`News.items.${year}`);
  const articles = itemsOfYear(year).map((item) => ({
    id: `news-${item.id}`,
    headline: n(`${item.id}.title`, copyValues),
    description: n(`${item.id}.description`, copyValues),
    date: item.date
  }));
  return (
    <>
      <RouteJsonLd locale={locale} path={newsYearPath(year)} news={articles} />
      <PageHeader title={t('heading', { year })} lead={t(`summaries.${year}`, copyValues)}>
        <YearLinks current={year} />
      </PageHeader>
      <div className="container-page py-12">
        <ol className="flex flex-col gap-10">
          {itemsOfYear(year).map((item) => (
            <li key={item.id}>
              <NewsItemArticle item={item} headingLevel="h2" />
            </li>
          ))}
        </ol>
        <YearPager year={year} />
      </div>
    </>
  );
}

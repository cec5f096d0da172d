import { getTranslations } from 'next-intl/server';
import { itemsOfYear, yearsNewestFirst } from '@/lib/news';
import { NewsItemArticle } from '@/components/news/news-item-article';
import { YearLinks } from '@/components/news/year-links';
import { AppLink } from '@/components/navigation/app-link';
import { PageHeader } from '@/components/page/page-header';
import { RouteJsonLd } from '@/components/seo/route-json-ld';
import { AppIcon } from '@/components/ui/icon';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { localizedPath } from '@/lib/i18n/locales';
import { newsYearPath, pagePath } from '@/lib/routes';
import { feedPath } from '@/lib/seo/sharing-paths';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('news');

/** How many of a year's latest items the index shows. */
const latestPerYear = 2;

export default async function NewsIndexPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('Pages.news');
  const n = await getTranslations('News');
  const s = await getTranslations('Sharing');
  return (
    <>
      <RouteJsonLd locale={locale} path={pagePath('news')} />
      <PageHeader title={t('heading')} lead={t('description')}>
        <YearLinks />
        <a
          href={localizedPath(locale, feedPath)}
          type="application/atom+xml"
          className="mt-4 inline-block font-medium text-accent underline-offset-4 hover:underline"
        >
          {s('feedLink')}
        </a>
      </PageHeader>
      <div className="container-page flex flex-col gap-14 py-12">
        {yearsNewestFirst().map((year) => {
          const items = itemsOfYear(year);
          return (
            <section key={year} aria-labelledby={`news-${year}`} data-news-year={year} className="grid gap-6 lg:grid-cols-[10rem_1fr]">
              <h2 id={`news-${year}`} className="text-3xl font-bold text-strong tabular-nums">
                <AppLink href={newsYearPath(year)} prefetch={false} className="hover:text-accent hover:underline">
                  {year}
                </AppLink>
              </h2>
              <div className="flex flex-col gap-8">
                <ul className="flex flex-col gap-8">
                  {items.slice(0, latestPerYear).map((item) => (
                    <li key={item.id}>
                      <NewsItemArticle item={item} headingLevel="h3" />
                    </li>
                  ))}
                </ul>
                <AppLink
                  href={newsYearPath(year)}
                  prefetch={false}
                  className="inline-flex items-center gap-2 self-start font-medium text-accent underline-offset-4 hover:underline"
                >
                  {n('allOfYear', { year })}
                  <AppIcon name="arrow-right" size={18} directional />
                </AppLink>
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}

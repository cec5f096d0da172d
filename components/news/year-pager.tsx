import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { newsYearPath, pagePath, type NewsYear } from '@/lib/routes';
import { neighbourYears } from '@/lib/news';

const pagerLink =
  'inline-flex items-center gap-2 rounded-md border border-border-control px-4 py-2 font-medium text-soft hover:border-accent-line hover:text-accent-hover';

/** Links to the previous (older) and next (newer) year of the route list; none past either end. */
export async function YearPager({ year }: { year: NewsYear }) {
  const t = await getTranslations('News');
  const { older, newer } = neighbourYears(year);
  return (
    <nav aria-label={t('yearNavLabel')} className="mt-12 border-t border-border pt-6">
      <ul className="grid grid-cols-1 items-center gap-3 sm:grid-cols-3">
        {older ? (
          <li className="sm:col-start-1 sm:row-start-1 sm:justify-self-start">
            <AppLink href={newsYearPath(older)} data-pager="older" className={pagerLink}>
              <AppIcon name="arrow-left" size={18} directional />
              {t('olderYear', { year: older })}
            </AppLink>
          </li>
        ) : null}
        <li className="sm:col-start-2 sm:row-start-1 sm:justify-self-center">
          <AppLink href={pagePath('news')} className="font-medium text-accent underline-offset-4 hover:underline">
            {t('backToIndex')}
          </AppLink>
        </li>
        {newer ? (
          <li className="sm:col-start-3 sm:row-start-1 sm:justify-self-end">
            <AppLink href={newsYearPath(newer)} data-pager="newer" className={pagerLink}>
              {t('newerYear', { year: newer })}
              <AppIcon name="arrow-right" size={18} directional />
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

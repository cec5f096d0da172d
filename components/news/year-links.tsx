import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/navigation/app-link';
import { newsYearPath, type NewsYear } from '@/lib/routes';
import { yearsNewestFirst } from '@/lib/news';

/** Every year of the archive as a row of links, newest first; the current year marked. */
export async function YearLinks({ current }: { current?: NewsYear }) {
  const t = await getTranslations('News');
  return (
    <nav aria-label={t('yearsLabel')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {yearsNewestFirst().map((year) => (
          <li key={year}>
            <AppLink
              href={newsYearPath(year)}
              prefetch={false}
              aria-current={year === current ? 'page' : undefined}
              className="inline-block rounded-md border border-border-control bg-surface px-3 py-1.5 text-sm font-medium text-soft tabular-nums hover:border-accent-line hover:text-accent-hover aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
            >
              {year}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

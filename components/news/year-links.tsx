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
              className="inline-block rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-neutral-800 tabular-nums hover:border-primary-600 hover:text-primary-800 aria-[current=page]:border-primary-700 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200 dark:hover:border-primary-400 dark:hover:text-primary-200 dark:aria-[current=page]:border-primary-300 dark:aria-[current=page]:bg-primary-300 dark:aria-[current=page]:text-neutral-950"
            >
              {year}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

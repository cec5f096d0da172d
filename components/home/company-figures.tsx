import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { copyValues, siteConfig } from '@/lib/site-config';
import { formatCount } from './format-count';
import { sectionLead, sectionTitle } from '@/components/ui/styles';

/** How each figure is qualified in the copy: 'over' 200 clients, 'about' 80 surveyors (docs/behaviour.md, Look). */
const figureMarks = {
  clients: (n: string) => `${n}+`,
  professionals: (n: string) => `${n}+`,
  surveyors: (n: string) => `~${n}`,
  administration: (n: string) => n,
  regionalOffices: (n: string) => n
} as const;
const figureIds = Object.keys(figureMarks) as (keyof typeof figureMarks)[];

/** People, clients and offices (docs/behaviour.md, Look): the figures quoted in the company's copy. */
export async function CompanyFigures({ locale }: { locale: Locale }) {
  const t = await getTranslations('Home.figures');
  const f = siteConfig.figures;
  const n = (value: number) => formatCount(locale, value);
  return (
    <section aria-labelledby="figures-title" className="container-page py-16 sm:py-20">
      <h2 id="figures-title" className={sectionTitle}>
        {t('title')}
      </h2>
      <p className={sectionLead}>{t('lead', copyValues)}</p>
      <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-5">
        {figureIds.map((id) => (
          <div key={id} className="flex flex-col-reverse rounded-xl border border-neutral-200 p-5 dark:border-neutral-800">
            <dt className="mt-1 text-neutral-700 dark:text-neutral-300">{t(`items.${id}`, { count: f[id] })}</dt>
            <dd className="text-3xl font-bold text-primary-700 tabular-nums dark:text-primary-300">
              <bdi>{figureMarks[id](n(f[id]))}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

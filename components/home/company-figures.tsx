import { getTranslations } from 'next-intl/server';
import { copyValues } from '@/lib/site-config';
import { sectionLead, sectionTitle } from '@/components/ui/styles';

/** The figures in the order shown; how each is qualified ("over", "about") is the copy's (Home.figures.values). */
const figureIds = ['clients', 'professionals', 'surveyors', 'administration', 'regionalOffices'] as const;

/** People, clients and offices (docs/behaviour.md, Look): the figures quoted in the company's copy. */
export async function CompanyFigures() {
  const t = await getTranslations('Home.figures');
  return (
    <section aria-labelledby="figures-title" className="container-page py-16 sm:py-20">
      <h2 id="figures-title" className={sectionTitle}>
        {t('title')}
      </h2>
      <p className={sectionLead}>{t('lead', copyValues)}</p>
      <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-5">
        {figureIds.map((id) => (
          <div key={id} className="flex flex-col-reverse rounded-xl border border-border p-5">
            <dt className="mt-1 text-muted">{t(`items.${id}`, { count: copyValues[id] })}</dt>
            <dd className="text-3xl font-bold text-accent tabular-nums">
              <bdi>{t(`values.${id}`, { count: copyValues[id] })}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site-config';
import { CountUp } from './count-up';
import { formatCount } from '@/lib/i18n/numbers';

const counterIds = Object.keys(siteConfig.counters) as (keyof typeof siteConfig.counters)[];

/**
 * The counters block (docs/behaviour.md, Look): six labelled metrics. The final values are in the
 * server HTML; CountUp only animates them once they scroll into view.
 */
export async function Counters({ locale }: { locale: Locale }) {
  const t = await getTranslations('Home.counters');
  return (
    <section aria-labelledby="counters-title" className="bg-neutral-900 text-white">
      <div className="container-page py-16 sm:py-20">
        <h2 id="counters-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('title')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-neutral-300">{t('lead')}</p>
        <dl className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {counterIds.map((id) => {
            const value = siteConfig.counters[id];
            return (
              <div key={id} data-counter={id} className="flex flex-col-reverse border-s-4 border-primary-500 ps-5">
                <dt className="mt-1 text-neutral-300">{t(`items.${id}`)}</dt>
                <dd className="text-4xl font-bold text-white">
                  <CountUp value={value} formatted={formatCount(locale, value)} locale={locale} />
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}

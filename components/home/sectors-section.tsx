import { getTranslations } from 'next-intl/server';
import { sectorIcons, sectorIds } from '@/content/sectors';
import { AppIcon } from '@/components/ui/icon';
import { iconTile, sectionLead, sectionTitle } from '@/components/ui/styles';

/** The six sectors served (docs/behaviour.md, Look). */
export async function SectorsSection() {
  const t = await getTranslations('Home.sectors');
  const names = await getTranslations('Sectors');
  return (
    <section aria-labelledby="sectors-title" className="border-y border-border bg-surface-tinted">
      <div className="container-page py-16 sm:py-20">
        <h2 id="sectors-title" className={sectionTitle}>
          {t('title')}
        </h2>
        <p className={sectionLead}>{t('lead')}</p>
        <ul className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {sectorIds.map((id) => (
            <li key={id} className="flex gap-4">
              <span className={iconTile}>
                <AppIcon name={sectorIcons[id]} size={22} />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-strong">{names(`${id}.name`)}</h3>
                <p className="mt-1 text-muted">{t(`items.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import { ContentSection, FeatureGrid } from '@/components/ui/content-blocks';
import { sectors } from '@/content/sectors';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { pagePath } from '@/lib/routes';
import { copyValues, siteConfig } from '@/lib/site-config';
import { buttonPrimaryLightInDark } from '@/components/ui/styles';

const approach = [
  { id: 'local', icon: 'map-pin' },
  { id: 'single', icon: 'layers' },
  { id: 'data', icon: 'database' },
  { id: 'confidential', icon: 'lock' }
] as const;

/** The Clients page below its header: the client statement, sectors and work, how we work with clients. No client names or logos. */
export async function ClientsContent() {
  const t = await getTranslations('Clients');
  const sectorNames = await getTranslations('Sectors');
  const values = { ...copyValues, year: siteConfig.foundingYear };
  return (
    <>
      <ContentSection id="statement" heading={t('statement.heading')}>
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="flex max-w-3xl flex-col gap-4 text-lg text-soft">
            <p>{t('statement.p1', values)}</p>
            <p>{t('statement.p2', values)}</p>
          </div>
          <p className="flex flex-col gap-1 rounded-lg bg-accent p-6 text-accent-foreground" data-testid="clients-figure">
            <span className="text-5xl font-bold tabular-nums">{t('figure.value', values)}</span>
            <span className="text-lg">{t('figure.label', values)}</span>
          </p>
        </div>
      </ContentSection>

      <ContentSection id="sectors" heading={t('sectors.heading')} tinted>
        <FeatureGrid
          columns="thirds"
          items={sectors.map((sector) => ({
            ...sector,
            title: sectorNames(`${sector.id}.name`),
            text: t(`sectors.items.${sector.id}.work`)
          }))}
        />
      </ContentSection>

      <ContentSection id="approach" heading={t('approach.heading')}>
        <FeatureGrid
          columns="quarters"
          items={approach.map((item) => ({
            ...item,
            title: t(`approach.items.${item.id}.title`),
            text: t(`approach.items.${item.id}.text`)
          }))}
        />
        <AppLink href={pagePath('contact')} className={`mt-8 ${buttonPrimaryLightInDark}`}>
          {t('cta')}
          <AppIcon name="arrow-right" size={18} directional />
        </AppLink>
      </ContentSection>
    </>
  );
}

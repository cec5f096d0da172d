import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { pagePath } from '@/lib/routes';
import { copyValues, regionalOffices, siteConfig } from '@/lib/site-config';
import { ContentSection, FeatureGrid, Figure } from '@/components/ui/content-blocks';
import { sectors } from '@/content/sectors';

const figures = [
  { id: 'professionals', count: siteConfig.figures.professionals },
  { id: 'surveyors', count: siteConfig.figures.surveyors },
  { id: 'administration', count: siteConfig.figures.administration },
  { id: 'offices', count: regionalOffices }
] as const;

const ways = [
  { id: 'quality', icon: 'badge-check' },
  { id: 'safety', icon: 'hard-hat' },
  { id: 'technology', icon: 'scan-line' }
] as const;

/** The pages the "more" section leads to, by their route-list id. */
const related = [
  { id: 'management', icon: 'users' },
  { id: 'hseq', icon: 'shield-check' },
  { id: 'clients', icon: 'handshake' },
  { id: 'careers', icon: 'briefcase' }
] as const;

/** The About Us page below its header: who we are, sectors, offices, people, how we work. */
export async function IntroductionContent() {
  const t = await getTranslations('Introduction');
  const sectorNames = await getTranslations('Sectors');
  const countries = await getTranslations('Countries');
  const offices = await getTranslations('Offices');
  const nav = await getTranslations('Navigation');
  const values = { ...copyValues, year: siteConfig.foundingYear };

  return (
    <>
      <ContentSection id="who" heading={t('who.heading')}>
        <div className="flex max-w-3xl flex-col gap-4 text-lg text-soft">
          <p>{t('who.p1', values)}</p>
          <p>{t('who.p2', values)}</p>
        </div>
      </ContentSection>

      <ContentSection id="sectors" heading={t('sectors.heading')} intro={t('sectors.intro')} tinted>
        <FeatureGrid
          columns="thirds"
          items={sectors.map((sector) => ({
            ...sector,
            title: sectorNames(`${sector.id}.name`),
            text: t(`sectors.items.${sector.id}.text`)
          }))}
        />
      </ContentSection>

      <ContentSection id="offices" heading={t('offices.heading', copyValues)} intro={t('offices.intro', copyValues)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="about-offices">
          {siteConfig.offices.map((office) => (
            <li key={office.id} className="flex flex-col gap-2 rounded-lg border border-border p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-strong">
                <AppIcon name="map-pin" size={18} className="text-accent" />
                {offices(`${office.id}.name`)}
              </h3>
              <p className="flex flex-wrap gap-x-2 text-sm text-muted">
                <span className="font-medium text-soft">{countries(office.country)}</span>
                <span aria-hidden="true">·</span>
                <span>{office.partner ? t('offices.partner') : t('offices.regional')}</span>
              </p>
              <p className="text-muted">{t(`offices.items.${office.id}.text`, values)}</p>
            </li>
          ))}
        </ul>
        <AppLink
          href={pagePath('locations')}
          className="mt-6 inline-flex items-center gap-2 font-medium text-accent underline-offset-4 hover:underline"
        >
          {t('offices.link')}
          <AppIcon name="arrow-right" size={18} directional />
        </AppLink>
      </ContentSection>

      <ContentSection id="people" heading={t('people.heading')} intro={t('people.intro')} tinted>
        <dl className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map((figure) => (
            <Figure
              key={figure.id}
              value={t(`people.items.${figure.id}.value`, { count: figure.count })}
              label={t(`people.items.${figure.id}.label`, { count: figure.count })}
            />
          ))}
        </dl>
      </ContentSection>

      <ContentSection id="how-we-work" heading={t('work.heading')} intro={t('work.intro')}>
        <FeatureGrid
          columns="row"
          items={ways.map((way) => ({ ...way, title: t(`work.items.${way.id}.title`), text: t(`work.items.${way.id}.text`) }))}
        />
      </ContentSection>

      <ContentSection id="more" heading={t('more.heading')} tinted>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {related.map((page) => (
            <li key={page.id}>
              <AppLink
                href={pagePath(page.id)}
                prefetch={false}
                className="flex items-center gap-3 rounded-lg border border-border bg-background p-4 font-medium text-foreground hover:border-accent-line hover:text-accent-hover"
              >
                <AppIcon name={page.icon} size={20} className="text-accent" />
                <span className="flex-1">{nav(page.id)}</span>
                <AppIcon name="arrow-right" size={18} directional />
              </AppLink>
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}

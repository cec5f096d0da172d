import { getTranslations } from 'next-intl/server';
import { ContentSection, FeatureGrid } from '@/components/ui/content-blocks';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { contactPathFor } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { standards } from '@/content/hseq-standards';
import { buttonPrimaryLightInDark } from '@/components/ui/styles';

const commitments = [
  { id: 'noHarm', icon: 'heart-pulse' },
  { id: 'stopWork', icon: 'octagon-x' },
  { id: 'competence', icon: 'graduation-cap' },
  { id: 'environment', icon: 'leaf' },
  { id: 'quality', icon: 'badge-check' },
  { id: 'improvement', icon: 'trending-up' }
] as const;

const practice = ['planning', 'briefing', 'reporting', 'audits'] as const;

/** The HSEQ page below its header: policy, commitments, management systems, practice on site. */
export async function HseqContent() {
  const t = await getTranslations('Hseq');
  return (
    <>
      <ContentSection id="policy" heading={t('policy.heading')}>
        <div className="flex max-w-3xl flex-col gap-4 border-s-4 border-accent-line ps-6 text-lg text-soft">
          <p>{t('policy.p1', { company: siteConfig.name })}</p>
          <p>{t('policy.p2', { company: siteConfig.name })}</p>
        </div>
      </ContentSection>

      <ContentSection id="commitments" heading={t('commitments.heading')} intro={t('commitments.intro')} tinted>
        <FeatureGrid
          columns="thirds"
          items={commitments.map((item) => ({
            ...item,
            title: t(`commitments.items.${item.id}.title`),
            text: t(`commitments.items.${item.id}.text`)
          }))}
        />
      </ContentSection>

      <ContentSection id="management-systems" heading={t('systems.heading')} intro={t('systems.intro')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {standards.map((item) => (
            <li key={item.id} data-standard={item.id} className="flex flex-col gap-3 rounded-lg border border-border p-6">
              <p className="flex items-center gap-2 text-2xl font-bold text-accent">
                <AppIcon name={item.icon} size={24} />
                <span dir="ltr">{t(`systems.items.${item.id}.code`)}</span>
              </p>
              <h3 className="text-lg font-semibold text-strong">{t(`systems.items.${item.id}.title`)}</h3>
              <p className="text-muted">{t(`systems.items.${item.id}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-muted">{t('systems.note')}</p>
      </ContentSection>

      <ContentSection id="on-site" heading={t('practice.heading')} tinted>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {practice.map((id, i) => (
            <li key={id} className="flex flex-col gap-2">
              <span aria-hidden="true" className="text-3xl font-bold text-accent tabular-nums">
                {i + 1}
              </span>
              <h3 className="text-lg font-semibold text-strong">{t(`practice.items.${id}.title`)}</h3>
              <p className="text-muted">{t(`practice.items.${id}.text`)}</p>
            </li>
          ))}
        </ol>
        <AppLink href={contactPathFor('hseq')} className={`mt-8 ${buttonPrimaryLightInDark}`}>
          <AppIcon name="mail" size={18} />
          {t('contactLink')}
        </AppLink>
      </ContentSection>
    </>
  );
}

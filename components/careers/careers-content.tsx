import { getTranslations } from 'next-intl/server';
import { ContentSection, FeatureGrid } from '@/components/ui/content-blocks';
import { AppLink } from '@/components/navigation/app-link';
import { AppIcon } from '@/components/ui/icon';
import { contactPathFor } from '@/lib/routes';
import { copyValues } from '@/lib/site-config';
import { buttonPrimaryLightInDark } from '@/components/ui/styles';

const reasons = [
  { id: 'projects', icon: 'factory' },
  { id: 'technology', icon: 'scan-line' },
  { id: 'growth', icon: 'graduation-cap' },
  { id: 'safety', icon: 'hard-hat' }
] as const;

const roles = [
  { id: 'surveyors', icon: 'compass' },
  { id: 'engineers', icon: 'wrench' },
  { id: 'designers', icon: 'box' },
  { id: 'offshore', icon: 'anchor' }
] as const;

const steps = ['form', 'details', 'cv'] as const;

/** The Careers page below its header: why join, the roles we hire for, how to apply. */
export async function CareersContent() {
  const t = await getTranslations('Careers');
  return (
    <>
      <ContentSection id="why-join" heading={t('why.heading')} intro={t('why.intro', copyValues)}>
        <FeatureGrid
          columns="quarters"
          items={reasons.map((reason) => ({
            ...reason,
            title: t(`why.items.${reason.id}.title`),
            text: t(`why.items.${reason.id}.text`)
          }))}
        />
      </ContentSection>

      <ContentSection id="roles" heading={t('roles.heading')} intro={t('roles.intro')} tinted>
        <FeatureGrid
          columns="halves"
          itemAttribute="role"
          items={roles.map((role) => ({
            ...role,
            title: t(`roles.items.${role.id}.title`),
            text: t(`roles.items.${role.id}.text`),
            more: (
              <p className="mt-3 border-t border-border pt-3 text-sm">
                <span className="font-semibold text-foreground">{t('roles.requirementsLabel')}: </span>
                {t(`roles.items.${role.id}.requirement`)}
              </p>
            )
          }))}
        />
      </ContentSection>

      <ContentSection id="apply" heading={t('apply.heading')} intro={t('apply.intro')}>
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground"
              >
                {i + 1}
              </span>
              <p className="pt-2 text-soft">{t(`apply.steps.${step}`)}</p>
            </li>
          ))}
        </ol>
        <AppLink href={contactPathFor('careers')} data-testid="careers-apply" className={`mt-8 ${buttonPrimaryLightInDark}`}>
          <AppIcon name="send" size={18} directional />
          {t('apply.cta')}
        </AppLink>
      </ContentSection>
    </>
  );
}

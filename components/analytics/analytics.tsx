import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/site-config';
import { DeferredConsentBanner } from './deferred-consent-banner';
import { ConsentSettingsButton } from './consent-settings-button';

/** Analytics exist only when NEXT_PUBLIC_GA_ID is set: otherwise no banner, no tag, no request. */
export async function Analytics() {
  if (!siteConfig.gaId) return null;
  const t = await getTranslations('Consent');
  const privacy = await getTranslations('Privacy');
  return (
    <DeferredConsentBanner
      measurementId={siteConfig.gaId}
      labels={{ title: t('title'), text: t('text'), accept: t('accept'), reject: t('reject'), privacy: privacy('bannerLink') }}
    />
  );
}

export async function AnalyticsSettingsLink() {
  if (!siteConfig.gaId) return null;
  const t = await getTranslations('Consent');
  return <ConsentSettingsButton label={t('settings')} />;
}

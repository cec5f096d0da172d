import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { SimplePageHeader } from '@/components/page/simple-page-header';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('privacy');

export default async function PrivacyPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <>
      <SimplePageHeader id="privacy" />
      <PrivacyNotice />
    </>
  );
}

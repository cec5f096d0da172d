import { CareersContent } from '@/components/careers/careers-content';
import { SimplePageHeader } from '@/components/page/simple-page-header';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('careers');

export default async function CareersPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <>
      <SimplePageHeader id="careers" />
      <CareersContent />
    </>
  );
}

import { IntroductionContent } from '@/components/introduction/introduction-content';
import { SimplePageHeader } from '@/components/page/simple-page-header';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('introduction');

export default async function IntroductionPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <>
      <SimplePageHeader id="introduction" />
      <IntroductionContent />
    </>
  );
}

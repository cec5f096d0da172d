import { AboutContent } from '@/components/about/about-content';
import { SimplePageHeader } from '@/components/simple-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

export const generateMetadata = staticPageMetadata('introduction');

export default async function IntroductionPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <>
      <SimplePageHeader id="introduction" />
      <AboutContent />
    </>
  );
}

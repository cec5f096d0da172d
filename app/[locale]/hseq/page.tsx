import { HseqContent } from '@/components/hseq/hseq-content';
import { SimplePageHeader } from '@/components/page/simple-page-header';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('hseq');

export default async function HseqPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <>
      <SimplePageHeader id="hseq" />
      <HseqContent />
    </>
  );
}

import { SiteMapSections } from '@/components/search/site-map-sections';
import { SimplePageHeader } from '@/components/page/simple-page-header';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('siteMap');

/** The human site map: where the header's search control leads without JavaScript. */
export default async function SiteMapPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <>
      <SimplePageHeader id="siteMap" />
      <SiteMapSections />
    </>
  );
}

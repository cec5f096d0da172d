import { OfficeCards } from '@/components/locations/office-cards';
import { OfficeDialogsProvider } from '@/components/locations/office-dialogs';
import { OfficeMap } from '@/components/locations/office-map';
import { SimplePageHeader } from '@/components/page/simple-page-header';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('locations');

export default async function LocationsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <>
      <SimplePageHeader id="locations" />
      <OfficeDialogsProvider>
        <OfficeCards />
        <OfficeMap locale={locale} />
      </OfficeDialogsProvider>
    </>
  );
}

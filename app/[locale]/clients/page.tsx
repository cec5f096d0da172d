import { ClientsContent } from '@/components/clients/clients-content';
import { SimplePageHeader } from '@/components/page/simple-page-header';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('clients');

export default async function ClientsPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return (
    <>
      <SimplePageHeader id="clients" />
      <ClientsContent />
    </>
  );
}

import { ContactForm } from '@/components/contact/contact-form';
import { SimplePageHeader } from '@/components/page/simple-page-header';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = staticPageMetadata('contact');

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return (
    <>
      <SimplePageHeader id="contact" />
      <div className="container-page py-12 sm:py-16">
        <div className="max-w-3xl">
          <ContactForm locale={locale} />
        </div>
      </div>
    </>
  );
}

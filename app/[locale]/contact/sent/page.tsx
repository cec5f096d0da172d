import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/navigation/app-link';
import { PageHeader } from '@/components/page/page-header';
import { AppIcon } from '@/components/ui/icon';
import { localeOrDefault } from '@/lib/i18n/locales';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pagePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { buttonPrimary } from '@/components/ui/styles';

/** Where a sent form lands (303 from /api/contact): a thank-you page, kept out of search results. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = localeOrDefault((await params).locale);
  const t = await getTranslations({ locale, namespace: 'ContactSent' });
  return {
    ...(await pageMetadata({ locale, path: pagePath('contactSent'), title: t('title'), description: t('description') })),
    robots: { index: false, follow: true }
  };
}

export default async function ContactSentPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('ContactSent');
  return (
    <>
      <PageHeader title={t('heading')} lead={t('lead')} />
      <div className="container-page flex flex-wrap gap-4 py-12">
        <AppLink href="/" className={buttonPrimary}>
          <AppIcon name="house" size={18} />
          {t('home')}
        </AppLink>
        <AppLink
          href={pagePath('contact')}
          className="inline-flex items-center gap-2 rounded-md border border-border-input px-5 py-3 font-semibold text-foreground hover:bg-highlight"
        >
          <AppIcon name="mail" size={18} />
          {t('another')}
        </AppLink>
      </div>
    </>
  );
}

import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { BrowserBehaviours } from '@/components/browser/browser-behaviours';
import { LocaleCookie } from '@/components/layout/locale-cookie';
import { Providers } from '@/components/layout/providers';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { JsonLd } from '@/components/seo/json-ld';
import { fontVariables } from '@/lib/fonts';
import { localeInfo } from '@/lib/i18n/locales';
import { pickMessages, type Messages } from '@/lib/i18n/messages';
import { routing } from '@/lib/i18n/routing';
import { organization } from '@/lib/seo/structured-data';
import { siteConfig } from '@/lib/site-config';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Namespaces client components read with useTranslations; everything else is rendered on the server. */
const clientNamespaces = ['Error'] as const satisfies readonly (keyof Messages)[];

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteConfig.url),
    applicationName: siteConfig.name,
    title: t('siteTitle', { company: siteConfig.name }),
    description: t('siteDescription')
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' }
  ]
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const info = localeInfo(locale);
  const messages = (await getMessages()) as Messages;
  const t = await getTranslations('Metadata');

  return (
    <html lang={info.hrefLang} dir={info.dir} className={fontVariables} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans">
        <NextIntlClientProvider locale={locale} messages={pickMessages(messages, clientNamespaces)}>
          <Providers dir={info.dir}>
            <BrowserBehaviours />
            <SkipLink />
            <SiteHeader />
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <SiteFooter />
            <LocaleCookie locale={locale} />
            <Analytics />
            <JsonLd data={organization(locale, t('siteDescription'))} />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

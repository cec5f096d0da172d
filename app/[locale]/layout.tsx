import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { BrowserBehaviours } from '@/components/browser/browser-behaviours';
import { LocaleCookie } from '@/components/layout/locale-cookie-effect';
import { PrintMasthead } from '@/components/layout/print-masthead';
import { Providers } from '@/components/layout/providers';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { JsonLd } from '@/components/seo/json-ld';
import { webFontsCss } from '@/lib/fonts';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import { colorModeScript } from '@/lib/browser/color-mode';
import { localeInfo, localizedPath } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { organization } from '@/lib/seo/structured-data';
import { siteConfig } from '@/lib/site-config';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  // An unknown locale is a 404 (below), which takes no metadata of its own.
  if (!hasLocale(routing.locales, locale)) return {};
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
  const t = await getTranslations();
  const errorTexts = {
    title: t('Error.title'),
    description: t('Error.description'),
    contactHtml: t.markup('Error.contact', {
      address: siteConfig.email,
      email: (chunks) => `<a href="mailto:${siteConfig.email}" class="font-medium text-accent underline">${chunks}</a>`
    }),
    messageLabel: t('Error.messageLabel'),
    home: t('Error.home'),
    homeHref: localizedPath(locale, '/')
  };

  return (
    <html
      lang={info.hrefLang}
      dir={info.dir}
      // Printed links show their address after the text, this origin before a site path (app/globals.css).
      style={{ '--print-origin': JSON.stringify(siteConfig.url) } as CSSProperties}
      suppressHydrationWarning
    >
      <head>
        {/* The first paint's colour mode (lib/browser/color-mode.ts): an async inline
            module runs as soon as it is parsed, without waiting for the stylesheets above
            it and without holding the parser, so the mode is set before the CSS (which
            the first paint waits for) is in. */}
        <script type="module" async dangerouslySetInnerHTML={{ __html: colorModeScript }} />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <style href={`fonts-${locale}`} precedence="default">
          {webFontsCss(locale)}
        </style>
        {/* No NextIntlClientProvider: client leaves get translated strings from their
            server shells and the locale from the route (lib/i18n/navigation.tsx), so
            neither a catalogue nor next-intl's client runtime is sent to the browser. */}
        <ErrorTextsProvider value={errorTexts}>
          <Providers dir={info.dir}>
            <BrowserBehaviours />
            <PrintMasthead company={siteConfig.name} origin={siteConfig.url} />
            <SkipLink />
            <SiteHeader />
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <SiteFooter />
            <LocaleCookie locale={locale} />
            <Analytics />
            <JsonLd data={organization(locale, t('Metadata.siteDescription'))} />
          </Providers>
        </ErrorTextsProvider>
      </body>
    </html>
  );
}

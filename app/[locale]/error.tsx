'use client';

import { isbot } from 'isbot';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { localizedPath, isLocale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site-config';
import { prerenderedMain } from '@/lib/prerendered-main';

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * The error page of SPEC §2. Crawlers, auditors and link-preview bots never get it:
 * for them the prerendered content stays in place and the error is only logged.
 */
export default function ErrorPage({ error }: Props) {
  const t = useTranslations('Error');
  const locale = useLocale();
  const [forBot] = useState(() => typeof navigator !== 'undefined' && isbot(navigator.userAgent));

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (forBot && prerenderedMain) {
    return <div dangerouslySetInnerHTML={{ __html: prerenderedMain }} />;
  }

  const home = localizedPath(isLocale(locale) ? locale : 'en', '/');
  return (
    <div className="container-page py-20" role="alert">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-4 text-neutral-700 dark:text-neutral-300">{t('description')}</p>
        <p className="mt-4 text-neutral-700 dark:text-neutral-300">
          {t.rich('contact', {
            address: siteConfig.email,
            email: (chunks) => (
              <a href={`mailto:${siteConfig.email}`} className="font-medium text-primary-700 underline dark:text-primary-300">
                {chunks}
              </a>
            )
          })}
        </p>
        <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
          {t('messageLabel')} <code className="break-all">{error.message}</code>
        </p>
        {/* A full page load: the client state that failed is not reused. */}
        <a href={home} className="mt-8 inline-flex rounded-md bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800">
          {t('home')}
        </a>
      </div>
    </div>
  );
}

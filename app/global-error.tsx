'use client';

import { useEffect, useState } from 'react';
import { defaultLocale, localeInfo, localeOrDefault, type Locale } from '@/lib/i18n/locales';

type ErrorText = { title: string; description: string; messageLabel: string; home: string };

/**
 * Last resort when the locale layout itself fails. The catalogue is loaded only
 * now (a separate chunk), so no page carries it in its JavaScript; the language
 * comes from the path.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // Language and text change together, once the catalogue has loaded.
  const [{ locale, text }, setShown] = useState<{ locale: Locale; text: ErrorText | null }>({ locale: defaultLocale, text: null });

  useEffect(() => {
    const code = localeOrDefault(window.location.pathname.split('/')[1]);
    (import(`../messages/${code}.json`) as Promise<{ Error: ErrorText }>)
      .then((m) => setShown({ locale: code, text: m.Error }))
      .catch(() => setShown({ locale: code, text: null }));
    console.error(error);
  }, [error]);

  const info = localeInfo(locale);
  return (
    <html lang={info.hrefLang} dir={info.dir}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>{text?.title ?? '500'}</h1>
        {text ? <p>{text.description}</p> : null}
        <p>
          {text?.messageLabel} <code>{error.message}</code>
        </p>
        <a href={locale === defaultLocale ? '/' : `/${locale}`}>{text?.home ?? '⌂'}</a>
      </body>
    </html>
  );
}

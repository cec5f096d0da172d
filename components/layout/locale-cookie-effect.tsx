'use client';

import { useEffect } from 'react';
import { isLocale, readLocaleCookie, type Locale } from '@/lib/i18n/locales';
import { rememberLocale } from '@/lib/i18n/navigation';

/**
 * Remembers the language of the first page a visitor opens, so that a later visit
 * to "/" lands in it. The proxy only runs for "/", so prerendered pages do it here.
 * A valid cookie is left alone: it changes only when the visitor switches language.
 */
export function LocaleCookie({ locale }: { locale: Locale }) {
  useEffect(() => {
    if (isLocale(readLocaleCookie(document.cookie))) return;
    rememberLocale(locale);
  }, [locale]);
  return null;
}

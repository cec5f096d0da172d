'use client';

import { useEffect } from 'react';
import { isLocale, localeCookieMaxAge, localeCookieName, readLocaleCookie, type Locale } from '@/lib/i18n/locales';

/**
 * Remembers the language of the first page a visitor opens, so that a later visit
 * to "/" lands in it. The proxy only runs for "/", so prerendered pages do it here.
 * A valid cookie is left alone: it changes only when the visitor switches language.
 */
export function LocaleCookie({ locale }: { locale: Locale }) {
  useEffect(() => {
    if (isLocale(readLocaleCookie(document.cookie))) return;
    document.cookie = `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax`;
  }, [locale]);
  return null;
}

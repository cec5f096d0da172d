import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeCookieMaxAge, localeCookieName, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English at the bare path, the others under /ru, /az, /ar.
  localePrefix: 'as-needed',
  localeCookie: {
    name: localeCookieName,
    maxAge: localeCookieMaxAge,
    path: '/',
    sameSite: 'lax'
  },
  // hreflang links are written into each page's <head> from the route list;
  // a second, Link-header copy from the proxy could only disagree with them.
  alternateLinks: false
});

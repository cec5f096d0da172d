import { localeCookieMaxAge, localeCookieName, type Locale } from './locales';

/**
 * The `document.cookie` assignment that remembers a language for the next visit to
 * "/" (the proxy reads it). `Secure` when the page itself came over HTTPS, so the
 * cookie is never sent back over plain HTTP; on http:// (local `next start`) a
 * Secure cookie would be refused, so it is left off there.
 */
export function localeCookieString(locale: Locale, pageProtocol: string): string {
  const secure = pageProtocol === 'https:' ? '; Secure' : '';
  return `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax${secure}`;
}

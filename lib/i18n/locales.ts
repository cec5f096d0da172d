/**
 * The locale table: the only list of languages the site knows. `script` is the ISO 15924
 * code of the writing system, which picks the link-preview cards' font (lib/seo/cards.ts).
 */
export const localeTable = [
  { code: 'en', language: 'English', displayName: 'English', dir: 'ltr', hrefLang: 'en', ogLocale: 'en_GB', script: 'Latn' },
  { code: 'ru', language: 'Russian', displayName: 'Русский', dir: 'ltr', hrefLang: 'ru', ogLocale: 'ru_RU', script: 'Cyrl' },
  { code: 'az', language: 'Azerbaijani', displayName: 'Azərbaycanca', dir: 'ltr', hrefLang: 'az', ogLocale: 'az_AZ', script: 'Latn' },
  { code: 'ar', language: 'Arabic', displayName: 'العربية', dir: 'rtl', hrefLang: 'ar', ogLocale: 'ar_QA', script: 'Arab' }
] as const;

export type Locale = (typeof localeTable)[number]['code'];
export type LocaleInfo = (typeof localeTable)[number];

export const locales = localeTable.map((l) => l.code) as unknown as readonly [Locale, ...Locale[]];
export const defaultLocale: Locale = 'en';
/** The locales served under a path prefix (/ru, /az, /ar): all but the default. */
export const prefixedLocales = locales.filter((l) => l !== defaultLocale);

/** Cookie name of the replaced site, so returning visitors keep their language. */
export const localeCookieName = 'i18n_redirected';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** `value` when it is a locale code, else the default (English). */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function localeInfo(code: Locale): LocaleInfo {
  return localeTable.find((l) => l.code === code)!;
}

/** The path of a page in a locale: English at the bare path, others under their prefix. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language cookie's value in a Cookie header or document.cookie string. */
export function readLocaleCookie(cookie: string): string | undefined {
  return cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === localeCookieName)?.[1];
}

/** Selections of locales some tests need, derived from the locale table. */
import { defaultLocale, localeInfo, locales } from '@/lib/i18n/locales';

/** Languages not written in Latin letters (their own name has none): a Latin word there is English left over. */
export const nonLatinLocales = locales.filter((l) => !/[a-z]/i.test(localeInfo(l).displayName));

/** The default language and every right-to-left one: both page directions. */
export const bothDirections = [defaultLocale, ...locales.filter((l) => localeInfo(l).dir === 'rtl')];

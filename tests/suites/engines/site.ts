/**
 * What the smoke suite visits, derived from the code's own lists: the route list
 * (lib/routes.ts) and the locale table (lib/i18n/locales.ts). Nothing is retyped here.
 */
import { createTranslator } from 'next-intl';
import { defaultLocale, localeInfo, localeTable, localizedPath, prefixedLocales, type Locale } from '@/lib/i18n/locales';
import { pages, servicePath as pathOfService, services, templateSamples } from '@/lib/routes';
import { catalogues } from '../../helpers/catalogues';

export { catalogues, defaultLocale, localeInfo, localeTable, localizedPath, prefixedLocales, type Locale };

/** A path no route has: the localized not-found page, answered 404. */
const notFoundPath = '/no-such-page';

/**
 * One page of each template: the route list's template samples (home, service,
 * locations, contact, news, news year, management: the other top-level pages put their
 * own content under the same page header as management) and the not-found page, which
 * no route lists.
 */
export const templatePaths: string[] = [...templateSamples.map((t) => t.path), notFoundPath];

/** The service page the language switch and the search are tried on (the template sample's). */
export const servicePath = templateSamples.find((t) => t.name === 'service')!.path;
/** Its key in the catalogues' Services. */
export const serviceId = services.find((s) => pathOfService(s.slug) === servicePath)!.id;

/** The page with the office cards and their dialogs. */
export const locationsPath = pages.find((p) => p.id === 'locations')!.path;
export const contactPath = pages.find((p) => p.id === 'contact')!.path;

/** A catalogue message rendered as the site renders it (ICU). */
function format(message: string, values: Record<string, string | number>, locale: Locale): string {
  const t = createTranslator({ locale, messages: { m: message } });
  return (t as unknown as (key: string, v: object) => string)('m', values);
}

/** The language switcher's button in `locale`: its accessible name states the current language. */
export function localeSwitcherSelector(locale: Locale): string {
  const label = format(catalogues[locale].LocaleSwitcher.label, { language: localeInfo(locale).displayName }, locale);
  return `button[aria-label=${JSON.stringify(label)}]`;
}

/** The switcher's link to `target`, in the open switcher's list. */
export function localeLinkSelector(current: Locale, target: Locale): string {
  return `ul[aria-label=${JSON.stringify(catalogues[current].LocaleSwitcher.choose)}] a[hreflang=${JSON.stringify(localeInfo(target).hrefLang)}]`;
}

import type { Locator } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { localeTable, localizedPath, type Locale } from '@/lib/i18n/locales';
import { allRoutes, pagePath, templateSamples } from '@/lib/routes';
import { catalogues } from '../catalogues';
import { expect } from './test';

/** Shared test data, derived from the same route list and catalogues as the site. */
export { catalogues };
export const locales = localeTable.map((l) => l.code);
export { localeTable, localizedPath, allRoutes };

/** One page of each template, plus HSEQ (the longest text). */
export const templatePaths = [...templateSamples.map((t) => t.path), pagePath('hseq')];

/** Renders a catalogue message as the site does (ICU: plural forms and numbers of the language). */
export function format(message: string, values: Record<string, string | number>, locale: Locale = 'en'): string {
  const t = createTranslator({ locale, messages: { m: message } });
  return (t as unknown as (key: string, v: object) => string)('m', values);
}

type Route = ReturnType<typeof allRoutes>[number];

/** The <h1> a route shows in a locale, from the catalogues. */
export function expectedHeading(route: Route, locale: Locale): string {
  const m = catalogues[locale];
  if (route.kind === 'service') return (m.Services as Record<string, { name: string }>)[route.id]!.name;
  if (route.kind === 'news-year') return format(m.NewsYear.heading, { year: route.id });
  return (m.Pages as Record<string, { heading: string }>)[route.id]!.heading;
}

/** Decodes the few entities React writes into text nodes. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

/** A control that is a link to the site map of `locale` (no JavaScript yet): its address, and the page it opens. */
export async function expectLinkToSiteMap(link: Locator, locale: Locale): Promise<void> {
  await expect(link).toHaveAttribute('href', localizedPath(locale, pagePath('siteMap')));
  await link.click();
  await expect(link.page().locator('h1')).toHaveText(catalogues[locale].Pages.siteMap.heading);
}

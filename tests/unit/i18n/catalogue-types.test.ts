/**
 * The catalogue's keys are types (global.d.ts): a wrong key, or a key built from an id
 * that is not one of the catalogue's, does not compile. Each `@ts-expect-error` below is
 * checked by `npm run typecheck`: were the keys plain strings again, the line would
 * compile and the unused directive would fail the check. The functions holding them are
 * never called: they are there to be compiled.
 */
import type { Locale, Messages } from 'next-intl';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { serviceList } from '@/lib/service-copy';
import type { Locale as SiteLocale } from '@/lib/i18n/locales';
import { translator, type Translator } from '@/lib/i18n/translator';
import { itemsOfYear, type NewsItemKey } from '@/lib/news';
import { pages, services, type NewsYear, type PageId, type ServiceId } from '@/lib/routes';
import type en from '@/messages/en.json';

/** Keys that must not compile, each under its directive. */
export function wrongKeys(
  t: Translator,
  translations: { Sectors: Translator<'Sectors'> },
  pageId: PageId,
  serviceId: ServiceId,
  anyId: string
) {
  // @ts-expect-error a key the catalogue does not have
  t('Navigation.hom');
  // @ts-expect-error a namespace is not a message
  t('Navigation');
  // @ts-expect-error a key built from a plain string, not from a typed id list
  t(`Services.${anyId}.name`);
  // @ts-expect-error a key built from the ids of another list: pages are not services
  t(`Services.${pageId}.name`);
  // @ts-expect-error a service id where the catalogue keys pages
  t(`Pages.${serviceId}.title`);
  // @ts-expect-error a news item under a year it is not of
  t('News.items.2008.gpr.title');
  // @ts-expect-error modules are of the ePCS page only
  t(`ServicePages.${serviceId}.modulesTitle`);
  // @ts-expect-error a namespace's translator takes the keys under it only
  translations.Sectors('ServicePages.epcs.modulesTitle');
}

/** A year's namespace takes the ids of news items only (of any year: the year is a union here). */
export function wrongNewsItem(n: Translator<`News.items.${NewsYear}`>) {
  // @ts-expect-error no news item has this id
  n('notAnItem.title');
}

/** Nor a language that is not in the locale table. */
export function wrongLocale() {
  // @ts-expect-error a language the site does not have
  void translator('fr');
}

describe('the typed catalogue', () => {
  it('is the English catalogue, in the languages of the locale table', () => {
    expectTypeOf<Messages>().toEqualTypeOf<typeof en>();
    expectTypeOf<Locale>().toEqualTypeOf<SiteLocale>();
  });

  it('takes keys built from the typed id lists, and reads them', async () => {
    const t = await translator('en');
    const [page] = pages;
    const [service] = services;
    expect(t(`Navigation.${page.id}`)).toBe('Home');
    expect(t(`Services.${service.id}.name`)).not.toMatch(/^Services\./);
    const [item] = itemsOfYear(2016);
    expectTypeOf(item!.key).toEqualTypeOf<NewsItemKey>();
    expect(t(`${item!.key}.title`, { company: 'X' })).not.toMatch(/^News\./);
    const [module] = serviceList('epcs', 'modules');
    expect((await translator('en', 'ServicePages'))(`${module!.key}.name`)).not.toMatch(/^epcs\./);
  });
});

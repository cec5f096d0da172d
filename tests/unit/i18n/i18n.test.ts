import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  isLocale,
  localeInfo,
  localeOrDefault,
  localeTable,
  localizedPath,
  prefixedLocales,
  readLocaleCookie
} from '@/lib/i18n/locales';
import { prefetchAllowed } from '@/lib/prefetch';
import { loadMessages, mergeMessages } from '@/lib/i18n/messages';
import ru from '@/messages/ru.json';
import { localizedHref, splitHref, unlocalizedPath } from '@/lib/i18n/navigation';

describe('locale table', () => {
  it('has English first, each code once, Arabic right-to-left', () => {
    const codes = localeTable.map((l) => l.code);
    expect(codes[0]).toBe(defaultLocale);
    expect(new Set(codes).size).toBe(codes.length);
    expect(localeTable.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
    expect(localeInfo('az').displayName).toBe('Azərbaycanca');
  });

  it('accepts only the codes of the table', () => {
    expect(localeTable.every((l) => isLocale(l.code))).toBe(true);
    for (const bad of ['EN', 'en-US', 'fr', '', 'ru ', undefined, null, 1]) expect(isLocale(bad)).toBe(false);
  });

  it('falls back to the default for anything that is not a code (localeOrDefault)', () => {
    for (const { code } of localeTable) expect(localeOrDefault(code)).toBe(code);
    for (const bad of ['EN', 'fr', '', undefined, null, 1]) expect(localeOrDefault(bad)).toBe(defaultLocale);
  });

  it('loads every catalogue by its code (one dynamic import), merged over English', async () => {
    for (const { code } of localeTable)
      expect(Object.keys(await loadMessages(code))).toEqual(Object.keys(await loadMessages(defaultLocale)));
    expect((await loadMessages('ru')).Navigation.home).toBe(ru.Navigation.home);
  });

  it('prefixes every locale but the default', () => {
    expect(prefixedLocales).toEqual(localeTable.map((l) => l.code).filter((c) => c !== defaultLocale));
  });

  it('puts the default locale at the bare path and the others under their prefix', () => {
    expect(localizedPath(defaultLocale, '/')).toBe('/');
    expect(localizedPath(defaultLocale, '/hseq')).toBe('/hseq');
    expect(localizedPath('ru', '/')).toBe('/ru');
    expect(localizedPath('ar', '/services/gpr')).toBe('/ar/services/gpr');
  });
});

describe('client link paths', () => {
  it('drops the locale prefix of the current path, and only a whole segment', () => {
    expect(unlocalizedPath('/ar')).toBe('/');
    expect(unlocalizedPath('/ar/services/gpr')).toBe('/services/gpr');
    expect(unlocalizedPath('/ru/news/2016')).toBe('/news/2016');
    expect(unlocalizedPath('/contact')).toBe('/contact');
    expect(unlocalizedPath('/')).toBe('/');
    expect(unlocalizedPath('/arctic')).toBe('/arctic');
  });

  it('writes a link for a locale keeping its query and hash', () => {
    expect(localizedHref(defaultLocale, '/locations#office-baku')).toBe('/locations#office-baku');
    expect(localizedHref('ar', '/locations#office-baku')).toBe('/ar/locations#office-baku');
    expect(localizedHref('az', '/contact?to=careers')).toBe('/az/contact?to=careers');
    expect(localizedHref('ru', '/')).toBe('/ru');
    expect(localizedHref('ru', '/#services')).toBe('/ru#services');
    expect(localizedHref(defaultLocale, '/#services')).toBe('/#services');
    expect(localizedHref('ar', '#services')).toBe('/ar#services');
  });

  it('splits an href into the page it leads to and its query or hash', () => {
    expect(splitHref('/contact?to=careers')).toEqual({ path: '/contact', rest: '?to=careers' });
    expect(splitHref('/locations#office-baku')).toEqual({ path: '/locations', rest: '#office-baku' });
    expect(splitHref('/#services')).toEqual({ path: '/', rest: '#services' });
    expect(splitHref('/news/2024')).toEqual({ path: '/news/2024', rest: '' });
    expect(splitHref('')).toEqual({ path: '/', rest: '' });
  });
});

describe('mergeMessages', () => {
  it('lays a locale over English deeply, keeping English where a key is missing', () => {
    const merged = mergeMessages({ A: { title: 'Title', body: 'Body' }, B: { x: 'x' } }, { A: { title: 'Заголовок' } });
    expect(merged).toEqual({ A: { title: 'Заголовок', body: 'Body' }, B: { x: 'x' } });
  });
});

describe('readLocaleCookie', () => {
  it('finds the i18n_redirected value among other cookies', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=az; b=2')).toBe('az');
    expect(readLocaleCookie('a=1')).toBeUndefined();
    expect(readLocaleCookie('xi18n_redirected=ru')).toBeUndefined();
  });
});

describe('prefetchAllowed', () => {
  it('prefetches unless data saver is on or the connection is 2g', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { prefixedLocales } from '@/lib/i18n/locales';
import { officeIds } from '@/lib/site-ids';
import { catalogues } from '../../helpers/catalogues';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]
  );
}

describe('Locations and Offices catalogues', () => {
  it('describe every office of the site config, and nothing else', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      expect(Object.keys(catalogue.Offices).sort(), locale).toEqual([...officeIds].sort());
      for (const id of officeIds) {
        const office = catalogue.Offices[id];
        expect(Object.keys(office).sort(), `${locale} ${id}`).toEqual(['country', 'description', 'name']);
        for (const value of Object.values(office)) expect(value.trim(), `${locale} ${id}`).not.toBe('');
        // A real description, not a placeholder (the replaced site left Brazil's empty).
        expect(office.description.length, `${locale} ${id}`).toBeGreaterThan(120);
      }
    }
  });

  it('have the same Locations keys in every language', () => {
    const english = keysOf(catalogues.en.Locations).sort();
    for (const [locale, catalogue] of Object.entries(catalogues)) expect(keysOf(catalogue.Locations).sort(), locale).toEqual(english);
  });

  it('keep the visible button text inside its accessible name (label in name)', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      const t = catalogue.Locations;
      // Arabic isolates the office name (U+2068…U+2069): the label still starts with it.
      const plain = (s: string) => s.replace(/[\u2068\u2069]/g, '');
      expect(plain(t.openDetailsLabel).replace('{office}', ''), locale).toContain(plain(t.openDetails));
      expect(plain(t.markerLabel), locale).toMatch(/^\{office\}/);
    }
  });

  it('translate the descriptions rather than copy the English', () => {
    for (const locale of prefixedLocales) {
      for (const id of officeIds)
        expect(catalogues[locale]!.Offices[id].description, `${locale} ${id}`).not.toBe(catalogues.en.Offices[id].description);
    }
    expect(Object.values(catalogues.ar.Offices).every((o) => /[\u0600-\u06ff]/.test(o.name + o.description))).toBe(true);
    expect(Object.values(catalogues.ru.Offices).every((o) => /[а-яё]/i.test(o.name + o.description))).toBe(true);
    expect(Object.values(catalogues.az.Offices).every((o) => /[əğışçöü]/i.test(o.description))).toBe(true);
  });

  it('give the partner office its own description, naming Brazil', () => {
    expect(catalogues.en.Offices.macae.description).toMatch(/partner/i);
    expect(catalogues.en.Offices.macae.country).toBe('Brazil');
  });
});

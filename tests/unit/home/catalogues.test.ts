import { describe, expect, it } from 'vitest';
import { locales, prefixedLocales } from '@/lib/i18n/locales';
import { nonLatinLocales } from '../../helpers/locales';
import { serviceMeta } from '@/content/services';
import { services } from '@/lib/routes';
import { catalogues as written } from '../../helpers/catalogues';
import { copyValues } from '@/lib/site-config';
import { createTranslator } from 'next-intl';
import { argumentsOf, literalText } from '../../helpers/icu';

/** The namespaces of the home and service pages, checked in all four catalogues. */
const namespaces = ['Home', 'Services', 'ServicePages'] as const;
const catalogues = written as unknown as Record<string, Record<string, Tree>>;
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

/** Proper nouns, acronyms and units that stay in Latin letters in every language. */
const latinAllowed = new Set(['ePCS', 'VRS', 'GPR', 'FEED', 'FPSO', 'ROV', 'GNSS', 'CAD', 'psi', 'D', 'mm', 'm']);
const placeholders = argumentsOf;
/** The words of a message (plural branches included), without ICU syntax or bidi isolates. */
const words = (s: string) => literalText(s).replace(/[\u2068\u2069]/g, '');

describe.each(namespaces)('catalogue namespace %s', (ns) => {
  const english = flatten(catalogues.en![ns]!);

  it.each(prefixedLocales)('has the same keys in %s as in English', (locale) => {
    expect(Object.keys(flatten(catalogues[locale]![ns]!)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(locales)('has no empty value and the same placeholders in %s', (locale) => {
    for (const [key, value] of Object.entries(flatten(catalogues[locale]![ns]!))) {
      expect(value.trim(), `${locale} ${ns}.${key}`).not.toBe('');
      expect(placeholders(value), `${locale} ${ns}.${key}`).toEqual(placeholders(english[key]!));
    }
  });

  it.each(nonLatinLocales)('has no English words left in %s', (locale) => {
    for (const [key, value] of Object.entries(flatten(catalogues[locale]![ns]!))) {
      const latin = words(value).match(/[A-Za-z]+/g) ?? [];
      expect(
        latin.filter((w) => !latinAllowed.has(w)),
        `${locale} ${ns}.${key}`
      ).toEqual([]);
    }
  });

  it('writes Azerbaijani sentences in the Azerbaijani alphabet, not in English', () => {
    const values = Object.entries(flatten(catalogues.az![ns]!));
    for (const [key, value] of values) {
      if (words(value).trim().split(/\s+/).length >= 4) expect(value, `az ${ns}.${key}`).toMatch(/[əğışçöüƏĞİŞÇÖÜ]/);
      expect(words(value), `az ${ns}.${key}`).not.toMatch(/\b(the|and|with|for|of)\b/);
    }
  });

  it.each(prefixedLocales)('leaves no sentence identical to English in %s', (locale) => {
    for (const [key, value] of Object.entries(flatten(catalogues[locale]![ns]!))) {
      if (words(value).trim().split(/\s+/).length > 2) expect(value, `${locale} ${ns}.${key}`).not.toBe(english[key]);
    }
  });
});

describe('service page content', () => {
  it('exists for every service of the route list, with its lead, lists and metadata', () => {
    for (const locale of locales) {
      const pages = catalogues[locale]!.ServicePages as Record<string, Tree>;
      const names = catalogues[locale]!.Services as Record<string, Tree>;
      for (const { id } of services) {
        const page = pages[id] as Record<string, string | Tree>;
        expect(typeof names[id]!.summary, `${locale} Services.${id}.summary`).toBe('string');
        for (const key of ['metaDescription', 'lead', 'overview', 'methods', 'equipment', 'applications']) {
          expect(typeof page[key], `${locale} ServicePages.${id}.${key}`).toBe('string');
        }
        for (const group of ['includes', 'deliverables', 'assets']) {
          expect(Object.keys(page[group] as Tree).length, `${locale} ServicePages.${id}.${group}`).toBeGreaterThanOrEqual(3);
        }
        if (serviceMeta[id].portal) expect(typeof page.portalLink).toBe('string');
      }
    }
  });

  it('lists all eleven ePCS modules and its five tools (docs/behaviour.md, Look)', () => {
    const epcs = written.en.ServicePages.epcs;
    expect(Object.keys(epcs.modules)).toHaveLength(11);
    expect(Object.keys(epcs.tools)).toHaveLength(5);
  });

  it('quotes the spec figures on the services they belong to', () => {
    // Rendered as on the page: some figures come from data (lib/site-config projectFigures).
    const render = (message: string) =>
      (createTranslator({ locale: 'en', messages: { m: message } }) as unknown as (k: string, v: object) => string)('m', copyValues);
    const figures = (id: keyof typeof written.en.ServicePages) =>
      Object.values((written.en.ServicePages[id] as { figures?: Record<string, { value: string }> }).figures ?? {}).map((f) =>
        render(f.value).replace(/\u00a0/g, ' ')
      );
    expect(figures('gpr')).toContain('7 m');
    expect(figures('laserScanning')).toEqual(expect.arrayContaining(['150+ m', '±2 mm', '11,000']));
    expect(figures('handheldScanning')).toContain('50,000');
    expect(figures('engineering')).toContain('5+ years');
    expect(figures('recertification')).toEqual(expect.arrayContaining(['30,000 psi', '2,000 m²']));
  });
});

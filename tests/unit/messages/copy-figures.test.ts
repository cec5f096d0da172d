import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/i18n/numbers';
import { loadMessages } from '@/lib/i18n/messages';
import { messageFormats } from '@/lib/i18n/numbers';
import { copyValues, officeCountries, officesListed, regionalOffices, siteConfig } from '@/lib/site-config';
import { argumentsOf, catalogueLocales, flatCatalogues, literalText, type CatalogueLocale } from '../../helpers/icu';

/** The company facts the copy quotes, by their copyValues names. */
const figures = { ...siteConfig.figures, regionalOffices, countries: officeCountries, offices: officesListed };
const figureNames = Object.keys(figures) as (keyof typeof figures)[];

/** The same facts spelt out, as the copy used to type them. */
const spelt: Record<CatalogueLocale, RegExp> = {
  en: /\b(five|four) (regional offices|countries)\b|\bcountries: four\b|\bsix offices\b/i,
  ru: /(пят[иь]|четыр(е|ёх|ьмя|ём)) (региональн|стран)|шест(ь|и|ью) (отмеченн\S+ )?офис/iu,
  az: /(beş|dörd) (regional|ölkə)|altı ofis/iu,
  ar: /مكاتب(نا|ها)? الإقليمية الخمسة|خمسة مكاتب إقليمية|أربع دول|مكاتبنا الستة|ستة مكاتب/u
};

const english = flatCatalogues.en;
/** Messages that quote a company figure, found from the English. */
const figureKeys = Object.keys(english).filter((key) => argumentsOf(english[key]!).some((a) => a in figures));

describe('company figures in the copy', () => {
  it('are all in copyValues, the offices and countries counted from the office list (a partner office is not ours)', () => {
    for (const name of figureNames) expect(copyValues[name], name).toBe(figures[name]);
    const own = siteConfig.offices.filter((o) => !o.partner);
    expect(copyValues.regionalOffices).toBe(own.length);
    const ownCountries = new Set<string>(own.map((o) => o.country));
    expect(copyValues.countries).toBe(ownCountries.size);
    expect(siteConfig.offices.some((o) => o.partner && !ownCountries.has(o.country))).toBe(true);
  });

  it('finds the messages that quote them (home, about, clients, careers, management, news, meta descriptions)', () => {
    for (const key of [
      'Home.figures.lead',
      'Home.hero.lead',
      'Pages.clients.description',
      'Careers.why.intro',
      'Introduction.offices.intro',
      'Locations.staticMapAlt'
    ])
      expect(figureKeys).toContain(key);
  });

  for (const l of catalogueLocales) {
    const flat = flatCatalogues[l];

    it(`${l}: no message types a company figure, in digits or in words`, () => {
      const typed = Object.entries(flat).flatMap(([key, message]) => {
        const text = literalText(message);
        const digits = figureNames
          .filter((name) => figures[name] >= 10)
          .filter((name) => new RegExp(`(?<![\\d.,])${figures[name]}(?![\\d.,]*\\d)`).test(text))
          .map((name) => `${key}: ${figures[name]} (use {${name}})`);
        const words = spelt[l].test(text) ? [`${key}: ${text.match(spelt[l])![0]}`] : [];
        return [...digits, ...words];
      });
      expect(typed).toEqual([]);
    });

    it(`${l}: each figure message renders the config's values, formatted as the counters format them`, async () => {
      const messages = await loadMessages(l);
      const t = createTranslator({ locale: l, messages, formats: messageFormats }) as unknown as (k: string, v: object) => string;
      for (const key of figureKeys) {
        const out = t(key, { ...copyValues, year: siteConfig.foundingYear });
        expect(out, `${l} ${key}`).not.toMatch(/[{}]|^[A-Z]\w+\./);
        // English shows every figure it names; the other languages may spell one as a word ("one office").
        if (l === 'en')
          for (const name of argumentsOf(english[key]!).filter((a): a is keyof typeof figures => a in figures))
            if (!/^(Clients\.figure\.label)$/.test(key)) expect(out, `${key} {${name}}`).toContain(formatCount(l, figures[name]));
      }
    });
  }
});

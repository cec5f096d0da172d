import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { localeInfo, locales, type Locale } from '@/lib/i18n/locales';
import { newsYears } from '@/lib/routes';
import { copyValues } from '@/lib/site-config';
import { catalogues } from '../../helpers/catalogues';

/** Letters of the language's own script (acronyms such as ePCS do not count in Cyrillic or Arabic). */
const ownScript = (locale: Locale) => new RegExp(`\\p{Script=${localeInfo(locale).script}}`, 'gu');

describe('news year meta descriptions', () => {
  for (const locale of locales) {
    const catalogue = catalogues[locale];
    // As the page renders them: company figures are filled in from the site config.
    const t = createTranslator({ locale, messages: { s: catalogue.NewsYear.summaries } }) as unknown as (k: string, v: object) => string;
    const summaries = Object.fromEntries(Object.keys(catalogue.NewsYear.summaries).map((y) => [y, t(`s.${y}`, copyValues)]));

    it(`${locale}: one per news year, no more`, () => {
      expect(Object.keys(summaries).sort()).toEqual(newsYears.map(String).sort());
    });

    it(`${locale}: at least 70 letters of the page's language each, within a search snippet's length`, () => {
      for (const year of newsYears) {
        const text = summaries[year]!;
        const letters = text.match(ownScript(locale))?.length ?? 0;
        expect(letters, `${locale} ${year}: ${text}`).toBeGreaterThanOrEqual(70);
        // Search engines cut snippets at about 160 characters; keep the summary whole.
        expect(text.length, `${locale} ${year}`).toBeLessThanOrEqual(170);
      }
    });

    it(`${locale}: every year reads differently, with no placeholder left`, () => {
      const texts = newsYears.map((y) => summaries[y]!);
      expect(new Set(texts).size).toBe(texts.length);
      for (const text of texts) expect(text).not.toMatch(/[{}]/);
    });
  }
});

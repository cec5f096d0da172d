import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { newsYears } from '@/lib/routes';
import { copyValues } from '@/lib/site-config';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import az from '@/messages/az.json';
import ar from '@/messages/ar.json';

type Catalogue = { NewsYear: { summaries: Record<string, string> } };
const catalogues = { en, ru, az, ar } as unknown as Record<string, Catalogue>;

/** Letters a reader of the language sees in its own script (acronyms such as ePCS do not count). */
const ownScript: Record<string, RegExp> = {
  en: /[A-Za-z]/gu,
  ru: /\p{Script=Cyrillic}/gu,
  az: /[A-Za-zƏəĞğİıÖöŞşÜüÇç]/gu,
  ar: /\p{Script=Arabic}/gu
};

describe('news year meta descriptions', () => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    // As the page renders them: company figures are filled in from the site config.
    const t = createTranslator({ locale, messages: { s: catalogue.NewsYear.summaries } }) as unknown as (k: string, v: object) => string;
    const summaries = Object.fromEntries(Object.keys(catalogue.NewsYear.summaries).map((y) => [y, t(`s.${y}`, copyValues)]));

    it(`${locale}: one per news year, no more`, () => {
      expect(Object.keys(summaries).sort()).toEqual(newsYears.map(String).sort());
    });

    it(`${locale}: at least 70 letters of the page's language each, within a search snippet's length`, () => {
      for (const year of newsYears) {
        const text = summaries[year]!;
        const letters = text.match(ownScript[locale]!)?.length ?? 0;
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

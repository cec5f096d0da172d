import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/i18n/numbers';
import { loadMessages } from '@/lib/i18n/messages';
import { messageFormats } from '@/lib/i18n/numbers';
import { pinNumbers } from '@/lib/i18n/pin-numbers';
import { copyValues } from '@/lib/site-config';
import { arabicIndic, withArabicIndicDefault } from '../../helpers/arabic-indic';
import {
  catalogueLocales,
  elements,
  flatCatalogues,
  flatten,
  literalText,
  numericArguments,
  parseMessage,
  TYPE,
  type CatalogueLocale
} from '../../helpers/icu';

/** Units written after a number, per language (docs/glossary.md, Numbers and units). */
const units: Record<CatalogueLocale, string[]> = {
  en: ['m²', 'mm', 'm', 'km', 'MB', 'psi', '%'],
  az: ['m²', 'mm', 'm', 'km', 'MB', 'psi', '%'],
  ru: ['м²', 'мм', 'м', 'км', 'МБ', 'psi', '%'],
  ar: ['م²', 'مم', 'م', 'كم', 'ميجابايت', 'رطل', '%']
};

/**
 * A number (digit, or an argument such as `{max, number}`) and its unit with anything but a
 * no-break space between them: U+00A0, or U+202F, the narrow one some conventions use.
 */
function looseUnits(locale: CatalogueLocale, message: string): string[] {
  const unit = units[locale].join('|');
  const loose = new RegExp(`(?:\\d\\+?|\\}\\+?)(?:[ \\t\\u2009]+|)(?:${unit})(?![\\p{L}\\d])`, 'gu');
  return [...message.matchAll(loose)].map((m) => m[0]).filter((m) => !/[\u00a0\u202f]/.test(m) && !/^\d%$|^\}%$/.test(m));
}

const report = (locale: CatalogueLocale, check: (text: string, message: string) => string[]) =>
  Object.entries(flatCatalogues[locale]).flatMap(([key, message]) =>
    check(literalText(message), message).map((found) => `${key}: «${found}»`)
  );

describe('typography of the catalogues (docs/glossary.md)', () => {
  for (const l of catalogueLocales) {
    it(`${l}: a no-break space between a number or placeholder and its unit`, () => {
      expect(report(l, (_, message) => looseUnits(l, message))).toEqual([]);
    });
  }

  it('en: one apostrophe, the straight one', () => {
    expect(report('en', (text) => text.match(/[‘’]/g) ?? [])).toEqual([]);
  });

  it('ru: «» quotes and spaced em dashes, never straight or English quotes or a hyphen for a dash', () => {
    expect(report('ru', (text) => text.match(/["“”„‘’]|.\s[-–]\s./gu) ?? [])).toEqual([]);
    expect(report('ru', (text) => text.match(/\S—|—(?=\S)/gu) ?? [])).toEqual([]);
  });

  it('ar: Arabic comma, semicolon and question mark; Latin words and {company} isolated', () => {
    // Isolated runs (U+2068 … U+2069) keep their own script and punctuation.
    const outside = (text: string) => text.replace(/\u2068[^\u2069]*\u2069/g, ' ');
    expect(report('ar', (text) => outside(text).match(/[,;?]/g) ?? [])).toEqual([]);
    // A message all in Latin letters (a product name as a menu label) has nothing to isolate from.
    const latinInArabic = (text: string) =>
      /\p{Script=Arabic}/u.test(text) ? (outside(text).match(/[A-Za-z][A-Za-z0-9.+-]*/g) ?? []) : [];
    expect(report('ar', latinInArabic)).toEqual([]);
    expect(report('ar', (_, message) => message.match(/(?<!\u2068)\{company\}|\{company\}(?!\u2069)/g) ?? [])).toEqual([]);
  });
});

describe('numbers inside messages (lib/i18n/pin-numbers.ts)', () => {
  it('writes # and {n, number} as the named Latin-digit format and leaves the rest byte for byte', () => {
    expect(pinNumbers("We can't {n, plural, one {# point} other {# points}} at {x, number} MB, <b>{y}</b> #1")).toBe(
      "We can't {n, plural, one {{n, number, latn} point} other {{n, number, latn} points}} at {x, number, latn} MB, <b>{y}</b> #1"
    );
    expect(pinNumbers('{year, selectordinal, one {{year}-ci} other {{year}-cu}}')).toBe(
      '{year, selectordinal, one {{year}-ci} other {{year}-cu}}'
    );
    expect(pinNumbers('{n, number, ::percent}')).toBe('{n, number, ::percent}');
  });

  it('leaves no unpinned number in any loaded catalogue', async () => {
    for (const l of catalogueLocales) {
      const loose = Object.entries(flatten(await loadMessages(l))).flatMap(([key, message]) =>
        [...elements(parseMessage(message))]
          .filter((el) => el.type === TYPE.pound || (el.type === TYPE.number && el.style !== 'latn'))
          .map(() => `${l} ${key}`)
      );
      expect(loose).toEqual([]);
    }
  });

  it('formats them with Latin digits even where the locale data says Arabic-Indic, as formatCount does', async () => {
    const messages = await loadMessages('ar');
    const keys = Object.keys(flatCatalogues.ar).filter((key) => numericArguments(flatCatalogues.ar[key]!).length);
    expect(keys.length).toBeGreaterThan(10);
    const values = Object.fromEntries(keys.flatMap((key) => numericArguments(flatCatalogues.ar[key]!)).map((name) => [name, 11000]));
    // Every key found above, so the translator is called with strings, not the catalogue's typed keys.
    const outputs = await withArabicIndicDefault(() => {
      const pinned = createTranslator({ locale: 'ar', messages, formats: messageFormats }) as unknown as (k: string, v: object) => string;
      return keys.map((key) => [key, pinned(key, { ...copyValues, ...values, year: 2008 })] as const);
    });
    expect(outputs.filter(([, out]) => arabicIndic.test(out))).toEqual([]);
    expect(outputs.filter(([, out]) => out.includes(formatCount('ar', 11000))).length).toBeGreaterThan(10);
    // Without the pin the same locale data gives Arabic-Indic digits: the test above means something.
    const unpinned = await withArabicIndicDefault(() =>
      createTranslator({ locale: 'ar', messages: { m: '{n, number}' } })('m', { n: 11000 })
    );
    expect(unpinned).toMatch(arabicIndic);
  });
});

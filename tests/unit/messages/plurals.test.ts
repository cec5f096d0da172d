import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { copyValues } from '@/lib/site-config';
import { catalogueLocales, elements, flatCatalogues, numericArguments, parseMessage, TYPE, type CatalogueLocale } from '../../helpers/icu';

/** The counts every plural message is rendered with: each CLDR category of ru and ar is met. */
const counts = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 102];

/**
 * Arguments that carry text (or a year, which is a name, not a count). Any other
 * interpolated argument is a number and must be formatted by the message itself.
 */
const textArguments = new Set(['company', 'year', 'address', 'language', 'department', 'country', 'name', 'office', 'hotkey', 'title']);
const sampleText: Record<string, string | number> = { company: 'Meridian', year: 2008, hotkey: 'F8' };

/**
 * Whether a language's nouns keep one form after any numeral (Azerbaijani "11 xidmət"), so
 * that a plural's `other` alone is enough; per locale, so a new language must say.
 */
const nounsKeepOneForm: Record<CatalogueLocale, boolean> = { en: false, ru: false, az: true, ar: false };

/** Units written after a number that do not change with it. */
const invariantUnits = /^[\s-]*(MB|МБ|ميجابايت|psi|m²|м²|م²|رطل)(?!\p{L})/u;

const english = flatCatalogues.en;
/** Messages with a number argument in any language, found from the catalogues themselves. */
const numericKeys = Object.keys(english).filter((key) =>
  catalogueLocales.some((l) => numericArguments(flatCatalogues[l][key] ?? '').length)
);

function render(locale: CatalogueLocale, message: string, n: number): string {
  const values: Record<string, string | number> = {};
  for (const el of elements(parseMessage(message))) {
    if ((el.type === TYPE.plural && el.pluralType !== 'ordinal') || el.type === TYPE.number) values[el.value] = n;
    else if (el.type === TYPE.argument || el.type === TYPE.plural) values[el.value] ??= sampleText[el.value] ?? el.value;
  }
  const t = createTranslator({ locale, messages: { m: message } });
  return (t as unknown as (key: string, v: object) => string)('m', values);
}

/** A branch as a message of its own: `#` becomes the argument formatted as a number. */
function branchMessage(branch: MessageFormatElement[], argument: string): string {
  const replace = (els: MessageFormatElement[]): MessageFormatElement[] =>
    els.map((el) =>
      el.type === TYPE.pound ? ({ type: TYPE.number, value: argument, location: el.location } as MessageFormatElement) : el
    );
  return printAST(replace(branch));
}

describe('numbers in messages', () => {
  it('finds the count messages (the 17 of the issue and the labels beside counters)', () => {
    expect(numericKeys.length).toBeGreaterThanOrEqual(17);
  });

  for (const locale of catalogueLocales) {
    const flat = flatCatalogues[locale];

    it(`${locale}: every interpolated argument is text or a number the message formats itself`, () => {
      const bare = Object.entries(flat).flatMap(([key, message]) =>
        [...elements(parseMessage(message))].flatMap((el) =>
          el.type === TYPE.argument && !textArguments.has(el.value) ? [`${key}: {${el.value}}`] : []
        )
      );
      expect(bare).toEqual([]);
    });

    it(`${locale}: the same arguments are numbers as in English`, () => {
      const differing = numericKeys.filter(
        (key) => JSON.stringify(numericArguments(flat[key]!)) !== JSON.stringify(numericArguments(english[key]!))
      );
      expect(differing).toEqual([]);
    });

    it(`${locale}: plurals have every CLDR category of the language ('other' alone where nouns keep one form after a numeral)`, () => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const missing: string[] = [];
      for (const key of numericKeys) {
        for (const el of elements(parseMessage(flat[key]!))) {
          if (el.type !== TYPE.plural || el.pluralType === 'ordinal') continue;
          const needed = nounsKeepOneForm[locale] ? ['other'] : categories;
          for (const category of needed) if (!(category in el.options)) missing.push(`${key} {${el.value}}: ${category}`);
        }
      }
      expect(missing).toEqual([]);
    });

    it(`${locale}: a number formatted outside plural is followed only by a unit that does not inflect`, () => {
      const nouns: string[] = [];
      for (const key of numericKeys) {
        const ast = parseMessage(flat[key]!);
        const walk = (els: MessageFormatElement[]) => {
          els.forEach((el, i) => {
            if (el.type === TYPE.number) {
              const next = els[i + 1];
              const after = next?.type === TYPE.literal ? next.value : '';
              if (/^\s*\p{L}/u.test(after) && !invariantUnits.test(after)) nouns.push(`${key}: {${el.value}}${after.slice(0, 20)}`);
            }
            if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) walk(o.value);
          });
        };
        walk(ast);
      }
      expect(nouns).toEqual([]);
    });

    it(`${locale}: each count message picks the branch Intl.PluralRules picks, for ${counts.join(', ')}`, () => {
      const rules = new Intl.PluralRules(locale);
      for (const key of numericKeys) {
        const message = flat[key]!;
        for (const n of counts) {
          const output = render(locale, message, n);
          expect(output, `${locale} ${key} n=${n}`).not.toMatch(/[{}#]/);
          for (const el of elements(parseMessage(message))) {
            if (el.type !== TYPE.plural || el.pluralType === 'ordinal') continue;
            const category = `=${n}` in el.options ? `=${n}` : rules.select(n) in el.options ? rules.select(n) : 'other';
            const expected = render(locale, branchMessage(el.options[category]!.value, el.value), n);
            expect(output, `${locale} ${key} n=${n} → ${category}`).toContain(expected);
            for (const [other, option] of Object.entries(el.options)) {
              const wrong = render(locale, branchMessage(option.value, el.value), n);
              if (other === category || expected.includes(wrong)) continue;
              expect(output, `${locale} ${key} n=${n} must not read as ${other}`).not.toContain(wrong);
            }
          }
        }
      }
    });

    it(`${locale}: numbers are grouped the language's way, never with a breakable space`, () => {
      const grouped = new Intl.NumberFormat(locale).format(11000);
      for (const key of numericKeys) {
        // Labels beside a counter choose their form but do not print the number.
        if (![...elements(parseMessage(flat[key]!))].some((el) => el.type === TYPE.pound || el.type === TYPE.number)) continue;
        const output = render(locale, flat[key]!, 11000);
        expect(output, `${locale} ${key}`).toContain(grouped);
        expect(output, `${locale} ${key}`).not.toMatch(/\d [\d]/);
      }
    });

    it(`${locale}: no grouped figure is typed into the copy (it comes from data, formatted per language)`, () => {
      const typed = Object.entries(flat)
        .filter(([, message]) => /\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+(?!\d)/u.test(message.replace(/\{[^{}]*\}/g, '')))
        .map(([key]) => key);
      expect(typed).toEqual([]);
    });
  }

  it('az: a year takes the suffix its ordinal category asks for (2008-ci, 2013-cü, 2016-cı, 2010-cu)', () => {
    const suffix: Record<string, string> = { one: 'ci', few: 'cü', many: 'cı', other: 'cu' };
    const rules = new Intl.PluralRules('az', { type: 'ordinal' });
    const withYear = Object.entries(flatCatalogues.az).filter(([, m]) => /\{year\}-/.test(m));
    expect(withYear.length).toBeGreaterThan(0);
    for (const [key, message] of withYear) {
      for (const year of [2001, 2008, 2010, 2013, 2016, 2020, 2040]) {
        const t = createTranslator({ locale: 'az', messages: { m: message } });
        const output = (t as unknown as (k: string, v: object) => string)('m', { ...copyValues, year, company: 'M' });
        expect(output, `${key} ${year}`).toContain(`${year}-${suffix[rules.select(year)]} `);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { nonLatinLocales } from '../../helpers/locales';
import { sectorIds } from '@/content/sectors';
import { localeInfo, prefixedLocales } from '@/lib/i18n/locales';
import { catalogues as written } from '../../helpers/catalogues';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { argumentsOf, flatten, literalText, parseMessage, TYPE } from '../../helpers/icu';

type Tree = { [key: string]: unknown };

const catalogues = Object.fromEntries(prefixedLocales.map((l) => [l, written[l]]));
const english = flatten(written.en);

/**
 * Values that may read the same in every language: proper nouns, acronyms, units
 * and numbers. Anything else identical to English was left untranslated.
 */
const sameAsEnglishAllowed = [
  /^(ePCS|VRS|GPR|BOP|HSEQ|ISO [\d:]+( \/ ISO [\d:]+)*|[A-Z]{2,6}(\/[A-Z]{2,6})*)$/,
  /^[\d\s.,:;+\-–—%°±/×()|²³mkMGWhpsiPSIº]+$/
];

/** The literal text of a message: tags, arguments and plural branches' own words. */
const visibleText = literalText;

describe('message catalogues', () => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    const flat = flatten(catalogue as Tree);

    it(`${locale} has exactly the keys of en`, () => {
      expect(Object.keys(flat).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${locale} has no empty value`, () => {
      const empty = Object.entries(flat)
        .filter(([, v]) => !v.trim())
        .map(([k]) => k);
      expect(empty).toEqual([]);
    });

    it(`${locale} uses the same ICU arguments and tags as en`, () => {
      const differing = Object.keys(english).filter(
        (key) => key in flat && JSON.stringify(argumentsOf(flat[key]!)) !== JSON.stringify(argumentsOf(english[key]!))
      );
      expect(differing).toEqual([]);
    });

    it(`${locale} leaves nothing in English but proper nouns and units`, () => {
      const same = Object.keys(english).filter((key) => {
        // Place names are spelled the same in Latin-script languages (Aktau, Doha).
        if (/^Offices\.\w+\.name$/.test(key) && localeInfo(locale as (typeof prefixedLocales)[number]).script === 'Latn') return false;
        const text = visibleText(english[key]!);
        if (flat[key] !== english[key] || !/[A-Za-z]{2}/.test(text)) return false;
        return !sameAsEnglishAllowed.some((allowed) => allowed.test(text));
      });
      expect(same).toEqual([]);
    });
  }

  it('en has no empty value', () => {
    expect(Object.keys(english).filter((key) => !english[key]!.trim())).toEqual([]);
  });

  for (const locale of nonLatinLocales) {
    it(`${locale} contains no English sentence`, () => {
      const flat = flatten((catalogues as Record<string, unknown>)[locale] as Tree);
      // Three Latin words in a row is English prose, not an acronym or a product name.
      const english = Object.entries(flat)
        .filter(([, v]) => /\b[A-Za-z]{2,}\s+[a-z]{2,}\s+[a-z]{2,}\b/.test(visibleText(v)))
        .map(([k]) => k);
      expect(english).toEqual([]);
    });
  }

  it('names each sector once, in Sectors, for every page that lists them', () => {
    const pageNames = Object.keys(english).filter((key) => /\.sectors\.items\.\w+\.name$/.test(key));
    expect(pageNames).toEqual([]);
    expect(Object.keys(written.en.Sectors).sort()).toEqual([...sectorIds].sort());
  });

  it('az is written in the Azerbaijani alphabet', () => {
    const text = Object.values(flatten(written.az as Tree)).join(' ');
    for (const letter of ['ə', 'ğ', 'ı', 'ş']) expect(text).toContain(letter);
  });

  describe('Arabic text with Latin words in it (bidi)', () => {
    const FSI = '\u2068';
    /**
     * The runs of a message as a reader meets them: literal text, a text argument as
     * U+FFFC, a number as 0; each plural branch is a run of its own.
     */
    function runs(ast: MessageFormatElement[], out: string[] = []): string {
      let text = '';
      for (const el of ast) {
        if (el.type === TYPE.literal) text += el.value;
        else if (el.type === TYPE.argument) text += el.value === 'year' ? '0' : '\ufffc';
        else if (el.type === TYPE.number || el.type === TYPE.pound) text += '0';
        else if (el.type === TYPE.tag) text += runs(el.children, out);
        else if (el.type === TYPE.plural || el.type === TYPE.select) {
          text += '0';
          for (const option of Object.values(el.options)) out.push(runs(option.value, out));
        }
      }
      return text;
    }
    const arabic = Object.entries(flatten(written.ar as Tree)).filter(([, v]) => /\p{Script=Arabic}/u.test(v));
    const texts = arabic.flatMap(([key, message]) => {
      const branches: string[] = [];
      const top = runs(parseMessage(message), branches);
      return [top, ...branches].map((text) => [key, text] as const);
    });

    it('isolates every Latin word and every text argument (U+2068 … U+2069)', () => {
      const bare = texts
        .filter(([, text]) => /[A-Za-z\ufffc]/.test(text.replace(/\u2068[^\u2068\u2069]*\u2069/g, '')))
        .map(([key, text]) => `${key}: ${text}`);
      expect(bare).toEqual([]);
    });

    it('opens and closes its isolates in pairs, never nested', () => {
      const unbalanced = texts
        .filter(([, text]) => !/^[^\u2068\u2069]*(\u2068[^\u2068\u2069]*\u2069[^\u2068\u2069]*)*$/.test(text))
        .map(([key]) => key);
      expect(unbalanced).toEqual([]);
    });

    it('writes «و» apart from the Latin word it joins', () => {
      const glued = texts.filter(([, text]) => new RegExp(`(^|[\\s،(])و[${FSI}A-Za-z]`).test(text)).map(([key]) => key);
      expect(glued).toEqual([]);
      expect(
        texts.some(([, text]) => text.includes(`و ${FSI}`)),
        'the rule is met somewhere'
      ).toBe(true);
    });
  });
});

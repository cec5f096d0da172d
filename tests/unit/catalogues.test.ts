import { describe, expect, it } from 'vitest';
import { nonLatinLocales } from '../helpers/locales';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import az from '@/messages/az.json';
import ar from '@/messages/ar.json';

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value as Tree, path, out);
    else out[path] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

const catalogues = { ru, az, ar } as const;
const english = flatten(en);

/**
 * Values that may read the same in every language: proper nouns, acronyms, units
 * and numbers. Anything else identical to English was left untranslated.
 */
const sameAsEnglishAllowed = [
  /^(ePCS|VRS|GPR|BOP|HSEQ|ISO [\d:]+( \/ ISO [\d:]+)*|[A-Z]{2,6}(\/[A-Z]{2,6})*)$/,
  /^[\d\s.,:;+\-–—%°±/×()|²³mkMGWhpsiPSIº]+$/
];

/** Words and arguments of an ICU message, without the words inside them. */
function argumentsOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!);
  const tags = [...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

/** The literal text of a message: tags and (nested) ICU arguments removed. */
function visibleText(message: string): string {
  let text = message.replace(/<\/?\w+>/g, ' ');
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, ' ');
  }
  return text.trim();
}

describe('message catalogues', () => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    const flat = flatten(catalogue as Tree);

    it(`${locale} has exactly the keys of en`, () => {
      expect(Object.keys(flat).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${locale} has no empty value`, () => {
      const empty = Object.entries(flat).filter(([, v]) => !v.trim()).map(([k]) => k);
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
        if (/^Offices\.\w+\.name$/.test(key) && locale === 'az') return false;
        const text = visibleText(english[key]!);
        if (flat[key] !== english[key] || !/[A-Za-z]{2}/.test(text)) return false;
        return !sameAsEnglishAllowed.some((allowed) => allowed.test(text));
      });
      expect(same).toEqual([]);
    });
  }

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

  it('az is written in the Azerbaijani alphabet', () => {
    const text = Object.values(flatten(az as Tree)).join(' ');
    for (const letter of ['ə', 'ğ', 'ı', 'ş']) expect(text).toContain(letter);
  });
});

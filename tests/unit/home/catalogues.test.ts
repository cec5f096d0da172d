import { describe, expect, it } from 'vitest';
import { nonLatinLocales } from '../../helpers/locales';
import { catalogues as written } from '../../helpers/catalogues';
import { englishWordsLeft, notInAzerbaijani } from '../../helpers/translated-wording';

/**
 * The home page's copy, held to the reviewed namespaces' wording rules. Keys, empty
 * values and ICU arguments of every namespace: tests/unit/messages/catalogues.test.ts;
 * the services' namespaces: tests/unit/services/catalogues.test.ts.
 */
const catalogues = written as unknown as Record<string, Record<string, Tree>>;
type Tree = { [key: string]: string | Tree };

describe('catalogue namespace Home', () => {
  it.each(nonLatinLocales)('has no English words left in %s', (locale) => {
    expect(englishWordsLeft(catalogues[locale]!.Home!)).toEqual([]);
  });

  it('writes Azerbaijani sentences in the Azerbaijani alphabet, not in English', () => {
    expect(notInAzerbaijani(catalogues.az!.Home!)).toEqual([]);
  });
});

import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { formatCount, messageFormats } from '@/lib/i18n/numbers';
import { services } from '@/lib/routes';
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

/** The number of services spelt out, as the copy used to type it ("Eleven services…"). */
const speltCount = /\b(eleven|twelve)\b|одиннадцат|двенадцат|\bon (bir|iki)\b|عشرة/iu;

describe('catalogue namespace Home', () => {
  it.each(nonLatinLocales)('has no English words left in %s', (locale) => {
    expect(englishWordsLeft(catalogues[locale]!.Home!)).toEqual([]);
  });

  it('writes Azerbaijani sentences in the Azerbaijani alphabet, not in English', () => {
    expect(notInAzerbaijani(catalogues.az!.Home!)).toEqual([]);
  });

  it.each(locales)('%s: the services lead states the number of services of the route list, given it, never typing it', async (locale) => {
    const lead = (catalogues[locale]!.Home!.services as Tree).lead as string;
    expect(lead).not.toMatch(speltCount);
    expect(lead).not.toMatch(new RegExp(`(?<!\\d)${services.length}(?!\\d)`));
    const t = createTranslator({ locale, messages: await loadMessages(locale), formats: messageFormats });
    expect(t('Home.services.lead', { count: services.length })).toContain(formatCount(locale, services.length));
  });
});

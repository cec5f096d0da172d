import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatResultCount } from '@/components/search/search-texts';
import { pluralTemplates } from '@/lib/i18n/plural-templates';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { messageFormats } from '@/lib/i18n/numbers';
import { flatCatalogues } from '../../helpers/icu';

const counts = [0, 1, 2, 3, 5, 11, 21, 100];

describe('the search dialog’s result count', () => {
  it.each(locales)('%s: reads the message the server shell passes (numbers pinned) as next-intl formats it', async (locale) => {
    const messages = await loadMessages(locale);
    const t = createTranslator({ locale, messages, formats: messageFormats }) as unknown as (k: string, v: object) => string;
    expect(messages.Search.resultCount).toContain('{count, number, latn}');
    for (const count of counts) {
      expect(formatResultCount(pluralTemplates(messages.Search.resultCount), count, locale), `${count}`).toBe(
        t('Search.resultCount', { count })
      );
    }
  });

  it.each(locales)('%s: reads the message as written, with #, the same way', async (locale) => {
    const written = flatCatalogues[locale]['Search.resultCount']!;
    const pinned = (await loadMessages(locale)).Search.resultCount;
    expect(pluralTemplates(written)).toEqual(pluralTemplates(pinned));
  });

  it('says how many, in the plural form of each language', async () => {
    const say = async (locale: (typeof locales)[number], count: number) =>
      formatResultCount(pluralTemplates((await loadMessages(locale)).Search.resultCount), count, locale);
    const expected: [locale: (typeof locales)[number], count: number, text: string][] = [
      ['en', 1, '1 result'],
      ['en', 5, '5 results'],
      ['en', 100, '100 results'],
      ['ru', 1, '1 результат'],
      ['ru', 3, '3 результата'],
      ['ru', 5, '5 результатов'],
      ['ru', 21, '21 результат'],
      ['az', 11, '11 nəticə'],
      ['ar', 0, 'لا توجد نتائج'],
      ['ar', 2, 'نتيجتان'],
      ['ar', 3, '3 نتائج'],
      ['ar', 11, '11 نتيجة']
    ];
    for (const [locale, count, text] of expected) expect(await say(locale, count), `${locale} ${count}`).toBe(text);
  });

  it('writes Latin digits where the locale data says Arabic-Indic (ar-EG)', async () => {
    const message = pluralTemplates((await loadMessages('ar')).Search.resultCount);
    expect(formatResultCount(message, 11, 'ar-EG')).toBe('11 نتيجة');
    expect(formatResultCount(message, 1000, 'ar-EG')).toMatch(/^1[,٬]000 نتيجة$/);
  });

  it('refuses, on the server, a message the browser could not fill', () => {
    expect(() => pluralTemplates('{count, select, other {x}}')).toThrow(/No plural/);
    expect(() => pluralTemplates('{count, plural, other {# results for {query}}}')).toThrow(/Only text/);
    expect(() => pluralTemplates('{count, plural, one {# result}')).toThrow();
    expect(pluralTemplates('Found {count, plural, one {# result} other {# results}}.')).toEqual({
      one: 'Found # result.',
      other: 'Found # results.'
    });
  });
});

import { describe, expect, it } from 'vitest';
import { localeTable } from '@/lib/i18n/locales';
import { codeExtensions, readSource, sourceFiles } from '../../helpers/source-files';

/** The one place that lists the locales; everything else derives from it. */
const table = 'lib/i18n/locales.ts';
/** This test, whose examples are lists on purpose. */
const self = 'tests/unit/codebase/locale-lists.test.ts';
const code = `(?:${localeTable.map((l) => l.code).join('|')})`;
/** Two or more quoted codes in a row: an array ['en', 'ru'] or a union 'en' | 'ru'. */
const quotedList = new RegExp(`(['"\`])${code}\\1(?:\\s*[,|]\\s*(['"\`])${code}\\2)+`);
/** A pattern alternation of codes, as in '/:locale(ru|az|ar)'. */
const alternation = new RegExp(`\\b${code}\\|${code}\\b`);

/** The places outside the table that write out a list of locale codes. */
function localeLists(source: string): string[] {
  return source
    .split('\n')
    .map((line, i) => ({ line, at: i + 1 }))
    .filter(({ line }) => quotedList.test(line) || alternation.test(line))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
}

describe('one locale table', () => {
  it('finds a written-out list (the detector itself)', () => {
    expect(localeLists(`const a = ['en', 'ru'];\nconst b = 'x';\ntype L = "az" | "ar";\nconst p = 'ru|az|ar';`)).toHaveLength(3);
    expect(localeLists(`import en from '@/messages/en.json';\nconst one = 'ar';`)).toEqual([]);
  });

  it(`lists locales only in ${table}`, () => {
    const found = sourceFiles(codeExtensions)
      .filter((file) => file !== table && file !== self)
      .flatMap((file) => localeLists(readSource(file)).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { localeTable } from '@/lib/i18n/locales';
import { codeExtensions, readSource, sourceFiles } from '../../helpers/source-files';

/** The one place that lists the locales; everything else derives from it. */
const table = 'lib/i18n/locales.ts';
/** This test, whose examples are lists on purpose. */
const self = 'tests/unit/codebase/locale-lists.test.ts';
const code = `(?:${localeTable.map((l) => l.code).join('|')})`;
const quoted = `['"\`]${code}['"\`]`;
/** Two or more quoted codes in a row: an array ['en', 'ru'] or a union 'en' | 'ru'. */
const quotedList = new RegExp(`(['"\`])${code}\\1(?:\\s*[,|]\\s*(['"\`])${code}\\2)+`);
/** A pattern alternation of codes, as in '/:locale(ru|az|ar)'. */
const alternation = new RegExp(`\\b${code}\\|${code}\\b`);
/** Three or more codes written as prose, as in a message "in en, ru, az, ar". */
const proseList = new RegExp(`\\b${code},\\s*${code},\\s*${code}\\b`);
/** A comparison with a quoted code: locale === 'ar', 'ru' !== l. */
const comparison = `(?:[!=]==?\\s*${quoted}|${quoted}\\s*[!=]==?)`;
/** Two such comparisons in one expression (no statement or block boundary between): a chain that picks per language. */
const comparisonChain = new RegExp(`${comparison}[^;{}]*?${comparison}`, 'g');
/** Two or more cases on codes in one switch. */
const caseChain = new RegExp(`case\\s+${quoted}\\s*:[^}]*?case\\s+${quoted}\\s*:`, 'g');
/** A catalogue named by its code: import x from '@/messages/ru.json', import('../messages/ar.json'). */
const catalogueImport = new RegExp(`['"\`][^'"\`\\n]*messages/(${code})\\.json['"\`]`, 'g');

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;
const lineAt = (source: string, index: number) => `${lineOf(source, index)}: ${source.split('\n')[lineOf(source, index) - 1]!.trim()}`;

/** The places outside the table that write out a list of locale codes, or choose by hand among them. */
function localeLists(source: string): string[] {
  const lines = source
    .split('\n')
    .map((line, i) => ({ line, at: i + 1 }))
    .filter(({ line }) => quotedList.test(line) || alternation.test(line) || proseList.test(line))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
  const chains = [...source.matchAll(comparisonChain), ...source.matchAll(caseChain)].map((m) => lineAt(source, m.index));
  // One catalogue by name is a test's sample language; two or more are a list of languages.
  const imports = [...source.matchAll(catalogueImport)];
  const perLocale = new Set(imports.map((m) => m[1])).size > 1 ? imports.map((m) => lineAt(source, m.index)) : [];
  return [...new Set([...lines, ...chains, ...perLocale])];
}

describe('one locale table', () => {
  it('finds a written-out list (the detector itself)', () => {
    expect(localeLists(`const a = ['en', 'ru'];\nconst b = 'x';\ntype L = "az" | "ar";\nconst p = 'ru|az|ar';`)).toHaveLength(3);
    expect(localeLists(`import en from '@/messages/en.json';\nconst one = 'ar';`)).toEqual([]);
    expect(localeLists('console.log(`set ${namespace} in en, ru, az, ar`);')).toHaveLength(1);
    expect(localeLists('// Pagefind stems ru, ar and en')).toEqual([]);
  });

  it('finds a choice by hand among the locales: a comparison chain or a switch', () => {
    expect(localeLists(`const own = locale === 'ar' ? ['Arabic'] : locale === 'ru' ? ['Cyrillic'] : [];`)).toHaveLength(1);
    expect(
      localeLists(`const own =\n  locale === 'ar'\n    ? ['Arabic']\n    : 'ru' === locale\n      ? ['Cyrillic']\n      : [];`)
    ).toEqual(["2: locale === 'ar'"]);
    expect(localeLists(`switch (locale) {\n  case 'ar':\n    return 1;\n  case 'ru':\n    return 2;\n}`)).toHaveLength(1);
    expect(localeLists(`if (locale === 'ar') a();\nif (x === 'ru') b();`)).toEqual([]);
    expect(localeLists(`const dir = locale === 'ar' ? 'rtl' : 'ltr';`)).toEqual([]);
  });

  it('finds a catalogue imported by hand for each locale', () => {
    const imports = `import en from '@/messages/en.json';\nimport ru from '@/messages/ru.json';\nimport ar from '../../messages/ar.json';`;
    expect(localeLists(imports)).toHaveLength(3);
    expect(localeLists(`const ru = await import('@/messages/ru.json');\nconst az = await import("@/messages/az.json");`)).toHaveLength(2);
    expect(localeLists('const own = await import(`@/messages/${locale}.json`);')).toEqual([]);
  });

  it(`lists locales only in ${table}`, () => {
    const found = sourceFiles(codeExtensions)
      .filter((file) => file !== table && file !== self)
      .flatMap((file) => localeLists(readSource(file)).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });
});

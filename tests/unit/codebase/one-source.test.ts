import { describe, expect, it } from 'vitest';
import { colorModeStorageKey } from '@/lib/browser/color-mode';
import { pages, unlistedPages } from '@/lib/routes';
import { codeExtensions, readSource, sourceFiles } from '../../helpers/source-files';

/** This test, whose detector examples are the very literals it looks for. */
const self = 'tests/unit/codebase/one-source.test.ts';
const code = sourceFiles([...codeExtensions, '.css']).filter((file) => file !== self);

/** `file:line` of every line of `files` that `matches`. */
function linesMatching(files: readonly string[], matches: (line: string) => boolean): string[] {
  return files.flatMap((file) =>
    readSource(file)
      .split('\n')
      .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
      .filter(({ line }) => matches(line))
      .map(({ at }) => at)
  );
}

const hex = '[0-9A-Fa-f]{1,6}';
/** A unicode-range value or part of one: a span (U+0600-0670), or a list (U+2116,U+0130). Not one code point named in prose (U+2068). */
const unicodeRange = new RegExp(`U\\+${hex}-${hex}\\b|U\\+${hex}\\s*,\\s*U\\+`);

/** A quoted 'en' (or "en"): the default locale, or English as such, written out. */
const quotedEn = /(['"`])en\1/;
const isComment = (line: string) => /^\s*(?:\/\/|\/?\*)/.test(line);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A quoted page path of the route list ('/contact', "/news", `/locations#…`, '/contact?to=…'), not the home's '/'. */
const quotedPagePath = new RegExp(
  `(['"\`])(?:${[...pages, ...unlistedPages]
    .map((p) => p.path)
    .filter((path) => path !== '/')
    .map(escapeRegExp)
    .join('|')})(?=['"\`/?#])`
);

describe('one source for each shared value', () => {
  it('finds a unicode-range written out (the detector itself)', () => {
    expect(unicodeRange.test("unicodeRange: 'U+0400-045F'")).toBe(true);
    expect(unicodeRange.test('value: "U+0131,U+0152"')).toBe(true);
    expect(unicodeRange.test('// the isolates U+2068 … U+2069, and U+00A0, or U+202F')).toBe(false);
    expect(unicodeRange.test('`<U+${code}>`')).toBe(false);
  });

  it(`names the colour-mode storage key (${colorModeStorageKey}) only in lib/browser/color-mode.ts`, () => {
    const found = linesMatching(
      code.filter((file) => file !== 'lib/browser/color-mode.ts'),
      (line) => line.includes(colorModeStorageKey)
    );
    expect(found).toEqual([]);
  });

  it('writes font Unicode ranges only in lib/font-ranges.mjs', () => {
    // The module, and the test of its parser, whose examples are made-up ranges.
    const exempt = ['lib/font-ranges.mjs', 'tests/unit/fonts.test.ts'];
    const found = linesMatching(
      code.filter((file) => !exempt.includes(file)),
      (line) => unicodeRange.test(line)
    );
    expect(found).toEqual([]);
  });

  it('finds a page path written out (the detector itself)', () => {
    for (const line of [`href="/contact"`, `path: '/news' }`, 'href: `/locations#office-${id}`', `'/contact?to=hseq'`, `'/contact/sent'`]) {
      expect(quotedPagePath.test(line), line).toBe(true);
    }
    for (const line of [`href="/"`, `'/newsletter'`, `'/api/contact'`, "`${pagePath('news')}/feed.xml`"]) {
      expect(quotedPagePath.test(line), line).toBe(false);
    }
  });

  it('writes the paths of pages only in lib/routes.ts: the site, its build steps and the test helpers link through pagePath()', () => {
    const linking = code.filter(
      (file) => /^(app|components|lib|scripts|tests\/helpers)\//.test(file) || /^(proxy|instrumentation|next\.config)\.ts$/.test(file)
    );
    const found = linesMatching(
      linking.filter((file) => file !== 'lib/routes.ts'),
      (line) => quotedPagePath.test(line) && !isComment(line)
    );
    expect(found).toEqual([]);
  });

  it('escapes markup only in lib/security/escape-html.ts: the HTML answers, cards, sitemaps and feeds share it', () => {
    const escaping = /(['"`])&amp;\1/;
    expect(escaping.test(`.replace(/&/g, '&amp;')`)).toBe(true);
    const found = linesMatching(
      code.filter((file) => /^(app|components|lib|scripts)\//.test(file) && file !== 'lib/security/escape-html.ts'),
      (line) => escaping.test(line)
    );
    expect(found).toEqual([]);
  });

  it("writes 'en' in the app's code only where it means English itself, not the default locale", () => {
    /** Where 'en' is English as such, and why. */
    const english: Record<string, string> = {
      // The locale table itself, and its default.
      'lib/i18n/locales.ts': 'the table',
      // The staff read their mail in English whatever the default locale.
      'lib/enquiries/mail.ts': 'the staff language',
      // Paths outside every locale show the English catalogue, so its lang is English.
      'app/not-found.tsx': 'the English catalogue'
    };
    const app = code.filter((file) => /^(app|components|lib)\//.test(file) || /^(proxy|instrumentation|next\.config)\.ts$/.test(file));
    const found = linesMatching(app, (line) => quotedEn.test(line) && !isComment(line)).map((at) => at.replace(/:\d+$/, ''));
    expect([...new Set(found)].sort()).toEqual(Object.keys(english).sort());
  });
});

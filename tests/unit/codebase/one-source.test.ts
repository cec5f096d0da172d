import { describe, expect, it } from 'vitest';
import { colorModeStorageKey } from '@/lib/browser/color-mode';
import { readSource, sourceFiles } from '../../helpers/source-files';

/**
 * The code's shared values have one home each, held there by the lint (eslint.config.mjs:
 * local/unicode-ranges, local/color-mode-key). ESLint reads no CSS, so the stylesheets are
 * checked here: their fonts' ranges come from lib/font-ranges.mjs, their colour mode from
 * the class next-themes sets, never from the storage key.
 */
const hex = '[0-9A-Fa-f]{1,6}';
/** A unicode-range value or part of one: a span (U+0600-0670), or a list (U+2116,U+0130). Not one code point named in prose (U+2068). */
const unicodeRange = new RegExp(`U\\+${hex}-${hex}\\b|U\\+${hex}\\s*,\\s*U\\+`);

describe('one source for each shared value, in the stylesheets', () => {
  it('finds a unicode-range written out (the detector itself)', () => {
    expect(unicodeRange.test('unicode-range: U+0400-045F;')).toBe(true);
    expect(unicodeRange.test('unicode-range: U+0131,U+0152;')).toBe(true);
    expect(unicodeRange.test('/* the isolates U+2068 … U+2069, and U+00A0, or U+202F */')).toBe(false);
  });

  it('writes neither font Unicode ranges nor the colour-mode storage key in CSS', () => {
    const found = sourceFiles(['.css']).flatMap((file) =>
      readSource(file)
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => unicodeRange.test(line) || line.includes(colorModeStorageKey))
        .map(({ at }) => at)
    );
    expect(found).toEqual([]);
  });
});

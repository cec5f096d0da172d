import { describe, expect, it, vi } from 'vitest';
import { fontRanges, rangeCodePoints, rangeText } from '@/lib/font-ranges.mjs';
import { readSource } from '../helpers/source-files';

// next/font/local only runs inside Next's compiler; here it hands back the options it was given.
vi.mock('next/font/local', () => ({ default: (options: unknown) => options }));
const fonts = await import('@/lib/fonts');

describe('font ranges (lib/font-ranges.mjs)', () => {
  it('reads a unicode-range value as its characters, spans and single code points alike', () => {
    expect(rangeText('U+0041-0043,U+00E9')).toBe('ABCé');
    expect(rangeText('U+0-2, U+20AC')).toBe('\u0000\u0001\u0002€');
    expect(rangeCodePoints('U+0600-0670,U+200C-200F')).toHaveLength(0x71 + 4);
    expect(() => rangeText('U+0041-0043;U+00E9')).toThrow(/Not a unicode-range part/);
  });

  it("covers every letter of each catalogue with the Latin file and the language's own", () => {
    const own = { en: '', az: fontRanges.az, ru: fontRanges.cyrillic, ar: fontRanges.arabic } as const;
    for (const [locale, range] of Object.entries(own)) {
      const covered = new Set(rangeCodePoints(`${fontRanges.latin}${range ? `,${range}` : ''}`));
      const text = readSource(`messages/${locale}.json`);
      const letters = new Set(text.match(/\p{L}|\p{M}|\p{Nd}/gu));
      const uncovered = [...letters].filter((ch) => !covered.has(ch.codePointAt(0)!));
      expect(uncovered, locale).toEqual([]);
    }
  });

  it('is what lib/fonts.ts declares: the Latin face through next/font, and every script face', () => {
    const latin = fonts.latin as unknown as { declarations: Array<{ prop: string; value: string }> };
    expect(latin.declarations).toEqual([{ prop: 'unicode-range', value: fontRanges.latin }]);
    expect(fonts.scriptFonts.az?.unicodeRange).toBe(fontRanges.az);
    expect(fonts.scriptFonts.ru?.unicodeRange).toBe(fontRanges.cyrillic);
    expect(fonts.scriptFonts.ar?.unicodeRange).toBe(fontRanges.arabic);
    expect(fonts.scriptFontFace(fonts.scriptFonts.ar!)).toContain(`unicode-range:${fontRanges.arabic}}`);
  });
});

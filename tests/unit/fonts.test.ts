import { describe, expect, it } from 'vitest';
import { fontRanges, rangeCodePoints, rangeText } from '@/lib/font-ranges.mjs';
import { webFontsCss } from '@/lib/fonts';
import { webFontFamilies, webFontsAttribute } from '@/lib/browser/web-fonts';
import fs from 'node:fs';
import { fromFile } from '@capsizecss/unpack/fs';
import { dejaVuSans, fallbackCss, fallbackMetrics, nextFontMetrics } from '../../scripts/build/font-fallbacks.mjs';
import { readSource } from '../helpers/source-files';

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

  it("is what lib/fonts.ts declares: Latin on every page, and the language's own script first where it has one", () => {
    expect(declaredFaces('en')).toEqual([[webFontFamilies.latin, fontRanges.latin]]);
    const own = { az: fontRanges.az, ru: fontRanges.cyrillic, ar: fontRanges.arabic } as const;
    for (const [locale, range] of Object.entries(own))
      expect(declaredFaces(locale as keyof typeof own)).toEqual([
        [webFontFamilies.script, range],
        [webFontFamilies.latin, fontRanges.latin]
      ]);
  });
});

/** The [family, unicode-range] of each @font-face a language's CSS declares, in order. */
function declaredFaces(locale: Parameters<typeof webFontsCss>[0]) {
  const faces = /@font-face\{font-family:'([^']+)';src:url\([^)]+\.woff2\)[^}]*unicode-range:([^}]+)\}/g;
  return [...webFontsCss(locale).matchAll(faces)].map((m) => [m[1], m[2]]);
}

describe("the web fonts' CSS (lib/fonts.ts)", () => {
  it('declares each file with the cut weights, and puts them before the system faces only once shown', () => {
    const css = webFontsCss('ar');
    expect(css.match(/font-weight:400 700;font-style:normal;font-display:swap;/g)).toHaveLength(2);
    expect(css).toContain(
      `:root[${webFontsAttribute}]{--font-body:'${webFontFamilies.script}','${webFontFamilies.latin}',var(--font-fallbacks)}`
    );
    expect(css).not.toMatch(/preload/);
    expect(webFontsCss('en')).toContain(`{--font-body:'${webFontFamilies.latin}',var(--font-fallbacks)}`);
  });
});

describe('the system faces before the web fonts (scripts/build/font-fallbacks.mjs)', () => {
  const metrics = nextFontMetrics();

  it("gives each local fallback Noto Sans's average width, and lists them before the system UI face", () => {
    const css = fallbackCss(metrics);
    const noto = metrics.notoSans!;
    for (const fallback of fallbackMetrics(metrics)) {
      const face = new RegExp(
        `font-family: "Noto Sans Fallback: ${fallback.familyName}";\\s*src: local\\('${fallback.fullName}'\\)[^}]*size-adjust: ([\\d.]+)%`
      );
      const match = face.exec(css);
      expect(match, fallback.familyName).not.toBeNull();
      const expected = (noto.xWidthAvg / noto.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm)) * 100;
      expect(Number(match![1])).toBeCloseTo(expected, 2);
    }
    expect(css).toContain(
      '--font-fallbacks: "Noto Sans Fallback: Arial", "Noto Sans Fallback: Roboto", "Noto Sans Fallback: Liberation Sans", "Noto Sans Fallback: DejaVu Sans", system-ui, sans-serif;'
    );
  });

  it('is the stylesheet the build wrote (app/globals.css imports it)', () => {
    expect(readSource('generated/fonts/fallbacks.css')).toContain(fallbackCss(metrics));
    expect(readSource('app/globals.css')).toContain("@import '../generated/fonts/fallbacks.css';");
  });
});

describe("DejaVu Sans's figures (not in Capsize's collection)", () => {
  // Debian's Chromium brings it; under CI the end-to-end tests' pages are set in it.
  const file = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
  const installed = fs.existsSync(file);

  it.skipIf(!installed && !process.env.CI)('are those of the installed file', async () => {
    const read = await fromFile(file);
    const { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg } = read;
    expect({ familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg }).toEqual({
      familyName: dejaVuSans.familyName,
      ascent: dejaVuSans.ascent,
      descent: dejaVuSans.descent,
      lineGap: dejaVuSans.lineGap,
      unitsPerEm: dejaVuSans.unitsPerEm,
      xWidthAvg: dejaVuSans.xWidthAvg
    });
  });
});

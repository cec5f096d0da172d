import { beforeAll, describe, expect, it } from 'vitest';
import { fontRanges, rangeCodePoints, rangeText } from '@/lib/font-ranges.mjs';
import { webFontsCss } from '@/lib/fonts';
import type { Locale } from '@/lib/i18n/locales';
import { webFontFamilies, webFontsAttribute } from '@/lib/browser/web-fonts';
import fs from 'node:fs';
import { fromFile } from '@capsizecss/unpack/fs';
import { fallbackCss, notoSansMetrics } from '../../scripts/build/font-fallbacks.mjs';
import { systemFaces } from '../../scripts/build/system-faces.mjs';
import { readSource } from '../helpers/source-files';

/** Each language's range beyond the Latin file, '' for none: per locale, so a new language must say. */
const ownRanges: Record<Locale, string> = { en: '', ru: fontRanges.cyrillic, az: fontRanges.az, ar: fontRanges.arabic };

describe('font ranges (lib/font-ranges.mjs)', () => {
  it('reads a unicode-range value as its characters, spans and single code points alike', () => {
    expect(rangeText('U+0041-0043,U+00E9')).toBe('ABCé');
    expect(rangeText('U+0-2, U+20AC')).toBe('\u0000\u0001\u0002€');
    expect(rangeCodePoints('U+0600-0670,U+200C-200F')).toHaveLength(0x71 + 4);
    expect(() => rangeText('U+0041-0043;U+00E9')).toThrow(/Not a unicode-range part/);
  });

  it("covers every letter of each catalogue with the Latin file and the language's own", () => {
    for (const [locale, range] of Object.entries(ownRanges)) {
      const covered = new Set(rangeCodePoints(`${fontRanges.latin}${range ? `,${range}` : ''}`));
      const text = readSource(`messages/${locale}.json`);
      const letters = new Set(text.match(/\p{L}|\p{M}|\p{Nd}/gu));
      const uncovered = [...letters].filter((ch) => !covered.has(ch.codePointAt(0)!));
      expect(uncovered, locale).toEqual([]);
    }
  });

  it("is what lib/fonts.ts declares: Latin on every page, and the language's own script first where it has one", () => {
    for (const [locale, range] of Object.entries(ownRanges))
      expect(declaredFaces(locale as Locale), locale).toEqual([
        ...(range ? [[webFontFamilies.script, range]] : []),
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
  let noto: Awaited<ReturnType<typeof notoSansMetrics>>;
  beforeAll(async () => {
    noto = await notoSansMetrics();
  });

  // Each weight the site uses, and the file of each system face that sets it.
  const weights = [
    { weight: 400, file: 'regular' },
    { weight: 600, file: 'bold' },
    { weight: 700, file: 'bold' }
  ] as const;

  it("declares a regular, a semibold and a bold face per fallback, each over its own file with Noto Sans's width at that weight", () => {
    const css = fallbackCss(noto);
    for (const face of systemFaces)
      for (const { weight, file } of weights) {
        const src = face[file].local.map((name) => `local\\('${name}'\\)`).join(', ');
        const rule = new RegExp(
          `font-family: "Noto Sans Fallback: ${face.familyName}";\\s*src: ${src};\\s*font-weight: ${weight};[^}]*size-adjust: ([\\d.]+)%`
        );
        const match = rule.exec(css);
        expect(match, `${face.familyName} ${weight}`).not.toBeNull();
        // The width comes from this file's figures and Noto Sans's at this weight.
        const { xWidthAvg, unitsPerEm } = face[file].metrics;
        const expected = (noto[weight]!.xWidthAvg / noto[weight]!.unitsPerEm / (xWidthAvg / unitsPerEm)) * 100;
        expect(Number(match![1]), `${face.familyName} ${weight}`).toBeCloseTo(expected, 2);
      }
    expect(css.match(/@font-face/g)).toHaveLength(systemFaces.length * weights.length);
    expect(css).toContain(
      '--font-fallbacks: "Noto Sans Fallback: Arial", "Noto Sans Fallback: Roboto", "Noto Sans Fallback: Liberation Sans", "Noto Sans Fallback: DejaVu Sans", system-ui, sans-serif;'
    );
  });

  it('gives Liberation Sans the overrides of Arial, which it stands for in the end-to-end tests (tests/helpers/e2e/system-faces.ts)', () => {
    const overrides = (family: string) =>
      [...fallbackCss(noto).matchAll(new RegExp(`font-family: "Noto Sans Fallback: ${family}";\\s*src: [^;]+;([^}]+)\\}`, 'g'))].map(
        (m) => m[1]
      );
    expect(overrides('Liberation Sans')).toHaveLength(weights.length);
    expect(overrides('Liberation Sans')).toEqual(overrides('Arial'));
  });

  it("reads Noto Sans's figures from the file the site ships, and nothing of Next's internals", () => {
    // Capsize's published figures for Noto Sans Regular, SemiBold and Bold (@capsizecss/metrics
    // 4.3.0): the shipped file pinned at each weight reads the same.
    const figures = { familyName: 'Noto Sans', ascent: 1069, descent: -293, lineGap: 0, unitsPerEm: 1000 };
    expect(noto).toEqual({ 400: { ...figures, xWidthAvg: 474 }, 600: { ...figures, xWidthAvg: 492 }, 700: { ...figures, xWidthAvg: 503 } });
    for (const file of ['scripts/build/font-fallbacks.mjs', 'scripts/build/system-faces.mjs', 'scripts/build/subset-fonts.mjs'])
      expect(readSource(file), file).not.toMatch(/next\/dist/);
  });

  it('is the stylesheet the build wrote (app/globals.css imports it)', () => {
    expect(readSource('generated/fonts/fallbacks.css')).toContain(fallbackCss(noto));
    expect(readSource('app/globals.css')).toContain("@import '../generated/fonts/fallbacks.css';");
  });
});

describe("the system faces' figures are those of Debian's files", () => {
  // .ci/run installs the packages; under CI a missing file fails.
  const files = systemFaces.flatMap((face) =>
    Object.entries({ regular: face.regular, bold: face.bold })
      .filter(([, file]) => file.file)
      .map(([style, file]) => ({ face: face.familyName, style, pkg: face.debianPackage, ...file }))
  );
  it.each(files)('$face $style ($pkg)', async ({ file, metrics, pkg }) => {
    if (!fs.existsSync(file!)) {
      expect(process.env.CI, `${file} is missing: apt-get install ${pkg}`).toBeFalsy();
      return;
    }
    const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromFile(file!);
    expect({ ascent, descent, lineGap, unitsPerEm, xWidthAvg }).toEqual(metrics);
  });
});

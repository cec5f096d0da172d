import localFont from 'next/font/local';
import type { Locale } from './i18n/locales';
import { fontRanges } from './font-ranges.mjs';

/**
 * Fonts: at most two files per language, both preloaded.
 * - Latin (every page): Noto Sans variable from @fontsource, its weight axis cut to
 *   400–700 at build, through next/font, preloaded, with a metric-matched local
 *   fallback so the swap shifts nothing.
 * - The language's own script, if any: Azerbaijani letters beyond Latin-1, Cyrillic
 *   or Arabic, subset at build by scripts/build/subset-fonts.mjs (npm run prebuild).
 *   Each page declares and preloads only its own language's file, which next/font
 *   cannot do from the one shared [locale] layout.
 * The ranges come from lib/font-ranges.mjs, which also decides what each file is cut to.
 */
export const latin = localFont({
  src: '../generated/fonts/noto-sans-latin.woff2',
  weight: '400 700',
  display: 'swap',
  variable: '--font-latin',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
  // next/font takes only literals here (it reads the call at compile time), so this one
  // range is written out: tests/unit/fonts.test.ts holds it equal to fontRanges.latin.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
    }
  ]
});

export type ScriptFont = { href: string; unicodeRange: string };

/** Family name of the script face; the font stack puts it before Latin (tailwind.config.ts). */
export const scriptFontFamily = 'Noto Sans Script';

export const scriptFonts: Partial<Record<Locale, ScriptFont>> = {
  az: {
    href: new URL('../generated/fonts/noto-sans-az.woff2', import.meta.url).href,
    unicodeRange: fontRanges.az
  },
  ru: {
    href: new URL('../generated/fonts/noto-sans-cyrillic.woff2', import.meta.url).href,
    unicodeRange: fontRanges.cyrillic
  },
  ar: {
    href: new URL('../generated/fonts/noto-sans-arabic.woff2', import.meta.url).href,
    unicodeRange: fontRanges.arabic
  }
};

/** The @font-face rule of a language's script face. */
export function scriptFontFace(font: ScriptFont): string {
  return `@font-face{font-family:'${scriptFontFamily}';src:url(${font.href}) format('woff2');font-weight:400 700;font-style:normal;font-display:swap;unicode-range:${font.unicodeRange}}`;
}

import type { Locale } from './i18n/locales';
import { fontRanges, fontWeights } from './font-ranges.mjs';
import { webFontFamilies, webFontsAttribute } from './browser/web-fonts';

/**
 * The site's web fonts: at most two files per language, neither preloaded
 * (lib/browser/web-fonts.ts says when they are fetched and shown).
 * - Latin (every page): Noto Sans variable from @fontsource, its weight axis cut to
 *   400–700 at build.
 * - The language's own script, if any: Azerbaijani letters beyond Latin-1, Cyrillic
 *   or Arabic.
 * Both are cut by scripts/build/subset-fonts.mjs (npm run prebuild) to the ranges of
 * lib/font-ranges.mjs, which each face declares as its unicode-range. Until the fonts are
 * shown, the text is set in the metric-matched system faces of generated/fonts/fallbacks.css
 * (the stylesheet's --font-body).
 */
type WebFont = { family: string; href: string; unicodeRange: string };

const latin: WebFont = {
  family: webFontFamilies.latin,
  href: new URL('../generated/fonts/noto-sans-latin.woff2', import.meta.url).href,
  unicodeRange: fontRanges.latin
};

/** The language's own script, where it has one beyond Latin. */
const scriptFonts: Partial<Record<Locale, Omit<WebFont, 'family'>>> = {
  az: { href: new URL('../generated/fonts/noto-sans-az.woff2', import.meta.url).href, unicodeRange: fontRanges.az },
  ru: { href: new URL('../generated/fonts/noto-sans-cyrillic.woff2', import.meta.url).href, unicodeRange: fontRanges.cyrillic },
  ar: { href: new URL('../generated/fonts/noto-sans-arabic.woff2', import.meta.url).href, unicodeRange: fontRanges.arabic }
};

/** A language's font files: Latin, then its own script's (which the stack puts first). */
function webFonts(locale: Locale): WebFont[] {
  const own = scriptFonts[locale];
  return own ? [{ family: webFontFamilies.script, ...own }, latin] : [latin];
}

/**
 * A language's @font-face rules, and the font stack that uses them once <html> carries
 * the web-fonts attribute. Declared faces cost nothing until text uses them.
 */
export function webFontsCss(locale: Locale): string {
  const fonts = webFonts(locale);
  const faces = fonts.map(
    (font) =>
      `@font-face{font-family:'${font.family}';src:url(${font.href}) format('woff2');font-weight:${fontWeights.min} ${fontWeights.max};font-style:normal;font-display:swap;unicode-range:${font.unicodeRange}}`
  );
  const families = fonts.map((font) => `'${font.family}'`).join(',');
  return `${faces.join('')}:root[${webFontsAttribute}]{--font-body:${families},var(--font-fallbacks)}`;
}

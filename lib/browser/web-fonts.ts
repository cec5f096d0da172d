/**
 * Web fonts once the page works, never under a reader's eyes.
 *
 * On a slow phone the font files (Latin and the language's own script, 21–46 KB) shared
 * the link with the page's code and held its hydration back by about a quarter of a
 * second (docs/performance.md). So no page preloads them: the text is set in a
 * metric-matched system face (generated/fonts/fallbacks.css, which
 * scripts/build/subset-fonts.mjs writes from scripts/build/font-fallbacks.mjs), the files are fetched once the page has loaded and
 * the browser is idle, and they are shown at the visitor's next navigation, when the
 * page changes anyway. Swapping them in under the page being read would move its text
 * (a layout shift on every first visit).
 *
 * The same holds for the first page of every tab: the files may be in the HTTP cache
 * by then, but a page cannot learn that before its first paint without a race against
 * it (a cache-only fetch from <head> lost it to the first frame on a fast machine, and
 * its answer then re-set the text), and nothing is stored to remember them.
 */

/** Set on <html> when the page may show its web fonts (app/[locale]/layout.tsx's @font-face rules use it). */
export const webFontsAttribute = 'data-web-fonts';

/** The families the site's own font files are declared under (lib/fonts.ts). */
export const webFontFamilies = { latin: 'Noto Sans', script: 'Noto Sans Script' } as const;

const families = new Set<string>(Object.values(webFontFamilies));

/** Fetches the page's web font files without showing them: no text uses the faces yet. */
export function loadWebFonts(): Promise<unknown> {
  const faces = [...document.fonts].filter((face) => families.has(face.family.replace(/^["']|["']$/g, '')));
  return Promise.all(faces.map((face) => face.load()));
}

export function showWebFonts() {
  document.documentElement.setAttribute(webFontsAttribute, '');
}

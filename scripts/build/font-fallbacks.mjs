// The system faces the pages are set in until their web fonts are shown
// (lib/browser/web-fonts.ts): for each font a visitor's system likely has, an
// @font-face over the local file with Capsize's overrides (size-adjust, ascent,
// descent, line gap) that give it Noto Sans's average width and vertical metrics. Text
// set in them takes the room Noto Sans will, so the switch to the web font at the
// next navigation moves nothing in the header and footer that stay.
// Written by scripts/build/subset-fonts.mjs to generated/fonts/fallbacks.css, which
// app/globals.css imports.
import { createRequire } from 'node:module';
import { createFontStack } from '@capsizecss/core';

const require = createRequire(import.meta.url);

/**
 * The font metrics Next ships for next/font's own fallbacks (Capsize's collection):
 * the same figures, without a second 170 MB copy of them.
 */
export function nextFontMetrics() {
  try {
    return require('next/dist/server/capsize-font-metrics.json');
  } catch (error) {
    const version = require('next/package.json').version;
    throw new Error(`next@${version} no longer has dist/server/capsize-font-metrics.json (docs/next-upgrade.md): ${error.message}`);
  }
}

/**
 * DejaVu Sans, the sans-serif face of most Linux systems, is not in Capsize's collection.
 * Its figures, read from DejaVuSans.ttf (fonts-dejavu-core 2.37) with Capsize's own
 * reader; tests/unit/fonts.test.ts reads the installed file again where there is one.
 */
export const dejaVuSans = {
  familyName: 'DejaVu Sans',
  fullName: 'DejaVu Sans',
  postscriptName: 'DejaVuSans',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041
};

/**
 * The fallbacks, in the order a system is likely to have them: Arial (Windows, macOS,
 * iOS), Roboto (Android, ChromeOS), Liberation Sans (Linux with Microsoft-compatible
 * fonts; Arial's metrics, under Arimo's entry), DejaVu Sans (other Linux systems).
 */
export function fallbackMetrics(metrics) {
  const { arial, roboto, arimo } = metrics;
  return [
    arial,
    roboto,
    { ...arimo, familyName: 'Liberation Sans', fullName: 'Liberation Sans', postscriptName: 'LiberationSans' },
    dejaVuSans
  ];
}

/**
 * The stylesheet: one @font-face per fallback, and --font-fallbacks, the stack that
 * names them (then the system's own UI face) for app/globals.css's --font-body.
 */
export function fallbackCss(metrics = nextFontMetrics()) {
  const { fontFaces, fontFamily } = createFontStack([metrics.notoSans, ...fallbackMetrics(metrics)]);
  const names = fontFamily
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.includes('Fallback'));
  return `${fontFaces}\n:root {\n  --font-fallbacks: ${[...names, 'system-ui', 'sans-serif'].join(', ')};\n}\n`;
}

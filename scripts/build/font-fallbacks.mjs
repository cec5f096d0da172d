// The system faces the pages are set in until their web fonts are shown
// (lib/browser/web-fonts.ts): for each font a visitor's system likely has, an
// @font-face over the local file with Capsize's overrides (size-adjust, ascent,
// descent, line gap) that give it Noto Sans's average width and vertical metrics. Text
// set in them takes the room Noto Sans will, so the switch to the web font at the
// next navigation moves nothing in the header and footer that stay.
// Written by scripts/build/subset-fonts.mjs to generated/fonts/fallbacks.css, which
// app/globals.css imports.
import fs from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { fontRanges, rangeText } from '../../lib/font-ranges.mjs';
import { systemFaces } from './system-faces.mjs';

/** The web font the fallbacks stand in for: the Latin file the site ships (subset-fonts.mjs cuts it). */
const notoSansFile = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2'
);

/**
 * Noto Sans's figures at each weight, read from the file itself: pinned at the weight by
 * the tool that cuts it (subset-font, HarfBuzz's instancer) and read by Capsize's own
 * reader. So they are the shipped font's, whatever version @fontsource brings.
 */
export async function notoSansMetrics(weights = [400]) {
  const source = fs.readFileSync(notoSansFile);
  const read = async (weight) => {
    const pinned = await subsetFont(source, rangeText(fontRanges.latin), { targetFormat: 'truetype', variationAxes: { wght: weight } });
    const { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromBuffer(pinned);
    return [weight, { familyName, ascent, descent, lineGap, unitsPerEm, xWidthAvg }];
  };
  return Object.fromEntries(await Promise.all(weights.map(read)));
}

const cssProperty = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** One @font-face rule from Capsize's style object, its src replaced by every local name of the file. */
function faceRule({ '@font-face': face }, local) {
  const properties = { ...face, src: local.map((name) => `local('${name}')`).join(', ') };
  const lines = Object.entries(properties).map(([name, value]) => `  ${cssProperty(name)}: ${value};`);
  return `@font-face {\n${lines.join('\n')}\n}`;
}

/**
 * The stylesheet: one @font-face per fallback, and --font-fallbacks, the stack that
 * names them (then the system's own UI face) for app/globals.css's --font-body.
 * `noto` is notoSansMetrics()'s answer.
 */
export function fallbackCss(noto, faces = systemFaces) {
  const { fontFaces, fontFamily } = createFontStack(
    [noto[400], ...faces.map((face) => ({ familyName: face.familyName, ...face.regular.metrics }))],
    { fontFaceFormat: 'styleObject' }
  );
  const rules = fontFaces.map((rule, i) => faceRule(rule, faces[i].regular.local));
  const names = fontFamily
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.includes('Fallback'));
  return `${rules.join('\n')}\n:root {\n  --font-fallbacks: ${[...names, 'system-ui', 'sans-serif'].join(', ')};\n}\n`;
}

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
 * The weights the site's classes use that a face of its own is declared for, and which
 * file of each system face sets them. Medium (500) text takes the regular face, as the
 * CSS font matching picks it for 500. Semibold and bold take the bold file, each with
 * overrides that give it Noto Sans's width at that weight. Without a bold face the
 * browser synthesises bold from the regular file: Firefox draws it barely heavier than
 * regular (and about 4 % wider), Chromium heavier but no wider, so neither had Noto Sans
 * Bold's width and headings wrapped differently from engine to engine.
 */
const fallbackWeights = [
  { weight: 400, file: 'regular' },
  { weight: 600, file: 'bold' },
  { weight: 700, file: 'bold' }
];

/**
 * Noto Sans's figures at each weight, read from the file itself: pinned at the weight by
 * the tool that cuts it (subset-font, HarfBuzz's instancer) and read by Capsize's own
 * reader. So they are the shipped font's, whatever version @fontsource brings.
 */
export async function notoSansMetrics(weights = fallbackWeights.map(({ weight }) => weight)) {
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
  const { fontFamily, fontWeight, ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = face;
  const src = local.map((name) => `local('${name}')`).join(', ');
  const properties = { fontFamily, src, fontWeight, ascentOverride, descentOverride, lineGapOverride, sizeAdjust };
  // Capsize leaves out an override equal to the face's own (Roboto's and DejaVu's line gap is 0, as Noto Sans's).
  const lines = Object.entries(properties)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `  ${cssProperty(name)}: ${value};`);
  return `@font-face {\n${lines.join('\n')}\n}`;
}

/**
 * The stylesheet: for each fallback one @font-face per weight of fallbackWeights, and
 * --font-fallbacks, the stack that names them (then the system's own UI face) for
 * app/globals.css's --font-body. `noto` is notoSansMetrics()'s answer.
 */
export function fallbackCss(noto, faces = systemFaces) {
  // Capsize's stack, once per weight: Noto Sans at that weight over each face's file for it.
  const stacks = fallbackWeights.map(({ weight, file }) => {
    const fallbacks = faces.map((face) => ({ familyName: face.familyName, ...face[file].metrics }));
    const stack = createFontStack([noto[weight], ...fallbacks], {
      fontFaceFormat: 'styleObject',
      fontFaceProperties: { fontWeight: weight }
    });
    return { ...stack, rules: stack.fontFaces.map((rule, i) => faceRule(rule, faces[i][file].local)) };
  });
  const rules = faces.flatMap((_, i) => stacks.map((stack) => stack.rules[i]));
  const names = stacks[0].fontFamily
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.includes('Fallback'));
  return `${rules.join('\n')}\n:root {\n  --font-fallbacks: ${[...names, 'system-ui', 'sans-serif'].join(', ')};\n}\n`;
}

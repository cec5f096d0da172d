#!/usr/bin/env node
// Before every build: cuts the fonts down to what the pages need, so every page
// needs at most two font files — Latin plus its own script (lib/fonts.ts; fetched once
// the page has loaded, lib/browser/web-fonts.ts):
// - the weights the site uses, 400 to 700 (of the variable axis' 100 to 900), which
//   shrinks each file by 40–60 % (Latin 35 → 21 KB);
// - the characters of each file's range in lib/font-ranges.mjs, which lib/fonts.ts
//   declares as the faces' unicode-range; tests/e2e/fonts.spec.ts checks that every
//   letter a page shows is covered by a face it loaded.
// Then writes generated/fonts/fallbacks.css, the metric-matched system faces the text is
// set in until the web fonts are shown (scripts/build/font-fallbacks.mjs).
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { fontRanges, fontWeights, rangeText } from '../../lib/font-ranges.mjs';
import { fallbackCss, notoSansMetrics } from './font-fallbacks.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const out = path.join(root, 'generated', 'fonts');
const source = (file) => fs.readFileSync(path.join(root, 'node_modules', file));

export const subsets = [
  {
    file: 'noto-sans-latin.woff2',
    from: '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
    text: rangeText(fontRanges.latin)
  },
  {
    file: 'noto-sans-az.woff2',
    from: '@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2',
    text: rangeText(fontRanges.az)
  },
  {
    file: 'noto-sans-cyrillic.woff2',
    from: '@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2',
    text: rangeText(fontRanges.cyrillic)
  },
  {
    file: 'noto-sans-arabic.woff2',
    from: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    text: rangeText(fontRanges.arabic)
  }
];

fs.mkdirSync(out, { recursive: true });
for (const subset of subsets) {
  const target = path.join(out, subset.file);
  const font = await subsetFont(source(subset.from), subset.text, {
    targetFormat: 'woff2',
    variationAxes: { wght: fontWeights }
  });
  fs.writeFileSync(target, font);
  console.log(`subset-fonts: ${subset.file} ${(font.length / 1024).toFixed(1)} KB`);
}

fs.writeFileSync(
  path.join(out, 'fallbacks.css'),
  `/* Written by scripts/build/subset-fonts.mjs from scripts/build/font-fallbacks.mjs. */\n${fallbackCss(await notoSansMetrics())}`
);
console.log('subset-fonts: fallbacks.css');

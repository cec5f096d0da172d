#!/usr/bin/env node
// Before every build: cuts the fonts down to what the pages need, so every page
// needs at most two font files — Latin plus its own script — both preloaded:
// - the weights the site uses, 400 to 700 (of the variable axis' 100 to 900), which
//   shrinks each file by 40–60 % (Latin 35 → 21 KB);
// - Azerbaijani: only its few letters beyond Latin-1; Cyrillic: the Russian block;
// - Arabic: the letters, marks, digits and punctuation of the Arabic language
//   (U+0600–U+0670), not the Persian, Urdu and other extensions of the block
//   (the full Noto Sans Arabic subset file is 166 KB, the whole block 66 KB, this
//   one about 25 KB).
// lib/fonts.ts declares the same ranges; tests/e2e/fonts.spec.ts checks that every
// letter a page shows is covered by a face it loaded.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..', '..');
const out = path.join(root, 'generated', 'fonts');
const source = (file) => fs.readFileSync(path.join(root, 'node_modules', file));
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** The Latin subset of @fontsource (its unicode-range, written out as text). */
const latinText =
  range(0x0000, 0x00ff) +
  '\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329' +
  range(0x2000, 0x206f) +
  '\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd';

/** The weights the site's classes use (normal, medium, semibold, bold). */
export const weightRange = { min: 400, max: 700 };

export const subsets = [
  {
    file: 'noto-sans-latin.woff2',
    from: '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
    text: latinText
  },
  {
    file: 'noto-sans-az.woff2',
    from: '@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2',
    text: 'ƏəĞğŞşİ'
  },
  {
    file: 'noto-sans-cyrillic.woff2',
    from: '@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2',
    text: range(0x0400, 0x045f) + '№'
  },
  {
    file: 'noto-sans-arabic.woff2',
    from: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    text: range(0x0600, 0x0670) + '\u200c\u200d\u200e\u200f'
  }
];

fs.mkdirSync(out, { recursive: true });
for (const subset of subsets) {
  const target = path.join(out, subset.file);
  const font = await subsetFont(source(subset.from), subset.text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weightRange }
  });
  fs.writeFileSync(target, font);
  console.log(`subset-fonts: ${subset.file} ${(font.length / 1024).toFixed(1)} KB`);
}

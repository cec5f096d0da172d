#!/usr/bin/env node
// Before every build: cuts the second script font of each language down to the
// characters it needs (Noto Sans from @fontsource, variable weight kept), so every
// page needs at most two font files — Latin plus its own script — both preloaded.
// Azerbaijani needs only its few letters beyond Latin-1; Arabic only the Arabic
// block (the full Noto Sans Arabic subset file is 166 KB, this one about 70 KB).
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'lib', 'generated-fonts');
const source = (file) => fs.readFileSync(path.join(root, 'node_modules', file));
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export const subsets = [
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
    text: range(0x0600, 0x06ff) + '\u200c\u200d\u200e\u200f'
  }
];

fs.mkdirSync(out, { recursive: true });
for (const subset of subsets) {
  const target = path.join(out, subset.file);
  const font = await subsetFont(source(subset.from), subset.text, { targetFormat: 'woff2' });
  fs.writeFileSync(target, font);
  console.log(`subset-fonts: ${subset.file} ${(font.length / 1024).toFixed(1)} KB`);
}

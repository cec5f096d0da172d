/**
 * The Unicode ranges of the site's font files: the one list that the build step
 * cutting the files (scripts/build/subset-fonts.mjs) and the @font-face rules declaring
 * them (lib/fonts.ts) both read, so a face never claims a letter its file lacks.
 * Plain JavaScript with its types beside it (font-ranges.d.mts): the build step runs
 * under plain Node, before anything is compiled.
 *
 * Every page needs at most two files, Latin plus its own script:
 * - latin: @fontsource's Latin subset (its own unicode-range);
 * - az: only the Azerbaijani letters beyond Latin-1;
 * - cyrillic: the Russian block and the numero sign;
 * - arabic: the letters, marks, digits and punctuation of the Arabic language, not the
 *   Persian, Urdu and other extensions of the block (the full Noto Sans Arabic subset
 *   file is 166 KB, the whole block 66 KB, this one about 25 KB), with the joiners and
 *   direction marks.
 */
export const fontRanges = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  az: 'U+011E-011F,U+0130,U+015E-015F,U+018F,U+0259',
  cyrillic: 'U+0400-045F,U+2116',
  arabic: 'U+0600-0670,U+200C-200F'
};

/** The weights the site's classes use (normal, medium, semibold, bold): the variable files are cut to them, and each face declares them. */
export const fontWeights = { min: 400, max: 700 };

/**
 * The code points a unicode-range value names, in its order.
 * @internal
 */
export function rangeCodePoints(unicodeRange) {
  return unicodeRange.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: "${part}"`);
    const from = parseInt(match[1], 16);
    const to = parseInt(match[2] ?? match[1], 16);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/** Every character a unicode-range value names, as one string (the text a font is cut to). */
export function rangeText(unicodeRange) {
  return String.fromCodePoint(...rangeCodePoints(unicodeRange));
}

/**
 * The rules for a CV's file name: a name's extension, when it is one we know, must agree
 * with the content, and the name shown to staff and put in a Content-Disposition is
 * cleaned. Not read in the sandbox's child: names are short strings, bounded before any
 * regex runs.
 */
import type { CvFormat } from './check/formats';

/** What follows the last "/" or "\\": no regex, so linear in the name's length. */
const lastPathPart = (name: string) => name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);

/**
 * Extensions that say what a file is. A name ending in one of them must match the
 * content (a Word file named .pdf, an .rtf named .doc, a .docm renamed .docx are refused);
 * other endings ("Jane.Smith") are just part of the name.
 */
const knownExtensions = new Set([
  'pdf',
  'doc',
  'docx',
  'odt',
  'rtf',
  'docm',
  'dot',
  'dotx',
  'dotm',
  'xls',
  'xlsx',
  'xlsm',
  'xlsb',
  'xltm',
  'ppt',
  'pptx',
  'pptm',
  'ods',
  'odp',
  'ott',
  'fodt',
  'txt',
  'htm',
  'html',
  'xhtml',
  'mht',
  'mhtml',
  'svg',
  'xml',
  'js',
  'vbs',
  'hta',
  'exe',
  'dll',
  'scr',
  'com',
  'bat',
  'cmd',
  'ps1',
  'msi',
  'lnk',
  'jar',
  'php',
  'zip',
  'rar',
  '7z',
  'iso',
  'img',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'heic'
]);

/** Why a name's extension disagrees with the content's format, or null when it does not (or says nothing). */
export function extensionMismatch(name: string, format: CvFormat): string | null {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(lastPathPart(name).trim())?.[1]?.toLowerCase();
  if (!ext || !knownExtensions.has(ext) || ext === format) return null;
  return `named .${ext}, content is ${format}`;
}

const unsafeNameChars = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069"*/:<>?\\|;]/g;
/**
 * What changes how a name reads without being seen: format characters (Cf: LRM, RLM,
 * ALM, ZWSP, ZWJ, BOM, soft hyphen, the bidi controls) and the other default-ignorable
 * ones (Hangul fillers, variation selectors). Removed; a ZWNJ a Persian name needed
 * goes too, which leaves it readable.
 */
const invisibleChars = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/**
 * Characters drawn like "/" or "\\" (division, fraction, fullwidth and big solidus, box
 * and mathematical diagonals, set minus, small and fullwidth reverse solidus): a name
 * holding one looks like a path ("reports∕cv.pdf") but is not one. Made spaces, as the
 * real separators are.
 */
const lookAlikeSlashes = /[\u1735\u2044\u2215\u2571\u27CB\u29F8\u2F03\u3033\uFF0F\u{1D23A}\u2216\u2572\u27CD\u29F5\u29F9\uFE68\uFF3C]/gu;

/**
 * Code points of a file name kept before it is cleaned: a file system allows 255 per
 * name, and every step after this one (regexes included) then works on a bounded input,
 * whatever a caller sends (the contact route refuses names over 1024 characters; other
 * callers may not).
 */
const maxNameCodePoints = 255;

/** The first `max` code points of `text` (a surrogate pair is never split); the loop stops there. */
function firstCodePoints(text: string, max: number): string {
  let kept = '';
  let count = 0;
  for (const char of text) {
    if (count++ === max) break;
    kept += char;
  }
  return kept;
}

/**
 * Dots and spaces removed at both ends, by index: `[.\s]+$` retried from every dot of a
 * run that does not reach the end costs the square of its length (a name of 100,000
 * dots held the event loop for 9 s).
 */
function trimDotsAndSpaces(text: string): string {
  const isTrimmed = (char: string | undefined) => char === '.' || char === ' ';
  let start = 0;
  let end = text.length;
  while (start < end && isTrimmed(text[start])) start++;
  while (end > start && isTrimmed(text[end - 1])) end--;
  return text.slice(start, end);
}

/**
 * The visitor's file name made safe to show and to put in a Content-Disposition
 * (RFC 6266): no path, no control, bidi or invisible characters, no quotes, separators
 * or look-alikes of them,
 * bounded length, and the extension of what the content really is. Linear in the
 * name's length, and bounded before any regex runs.
 */
export function cleanDisplayName(original: string, format: CvFormat): string {
  let stem = firstCodePoints(lastPathPart(original), maxNameCodePoints)
    .normalize('NFC')
    .replace(unsafeNameChars, ' ')
    .replace(lookAlikeSlashes, ' ')
    .replace(invisibleChars, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.(pdf|docx?|odt|rtf)$/i, '');
  stem = trimDotsAndSpaces(stem);
  if ([...stem].length > 100) stem = firstCodePoints(stem, 100).trim();
  return `${stem || 'cv'}.${format}`;
}

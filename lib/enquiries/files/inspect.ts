/**
 * Decides what an uploaded CV is from its content, then whether it is safe to hand to
 * staff: the container's structure is read with bounded parsers (yauzl for DOCX/ODT,
 * SheetJS cfb for DOC) and each format's checks (lib/enquiries/files/*) refuse macros,
 * scripts, embedded objects, outside content, encryption and damaged files. The name's
 * extension, when it is one we know, must agree with the content.
 */
import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { isCfb } from './cfb';
import type { FieldErrorCode } from '../codes';
import { checkDoc } from './doc';
import { checkOdt } from './odt';
import { checkDocx } from './ooxml';
import { checkPdf } from './pdf';
import { checkRtf } from './rtf';
import { refuse, type Verdict } from './verdict';
import { cvMimeTypes, maxFileBytes, type CvFormat } from '../limits';
import type { CvFile } from '../store/types';
import { sniffCvSandboxed } from '../sandbox';
import { readZip } from './zip';

const startsWith = (buf: Buffer, text: string) => buf.subarray(0, text.length).toString('latin1') === text;

/**
 * A ZIP archive at the end of the file, where ZIP readers look for it: a PDF, DOC or RTF
 * that is also a ZIP (a polyglot) is two files in one, and the other may be anything.
 */
function hasTrailingZip(buf: Buffer): boolean {
  if (!buf.includes('PK\x03\x04', 0, 'latin1')) return false;
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50 && i + 22 + buf.readUInt16LE(i + 20) === buf.length) return true;
  }
  return false;
}

/** Keeps the XML parts, the relationships and the ODF mimetype: what the checks read. */
const keptZipEntry = (name: string) => /\.(xml|rels)$/i.test(name) || name === 'mimetype';

async function sniffZip(buf: Buffer): Promise<Verdict> {
  const zip = await readZip(buf, keptZipEntry);
  if (!zip.ok) return zip;
  if (zip.entries.has('mimetype')) return checkOdt(zip.names, zip.entries);
  if (zip.names.some((n) => n.toLowerCase() === '[content_types].xml')) return checkDocx(zip.names, zip.entries);
  return refuse('file_type', 'zip container of no document type');
}

/** The format of a CV file, or why it is not one we take. */
export async function sniffCv(buf: Buffer): Promise<Verdict> {
  if (buf.length === 0) return refuse('file_type', 'empty');
  if (buf.length < 8) return refuse('file_damaged', `${buf.length} bytes: too short for any document`);
  const pdfAt = buf.subarray(0, 1024).indexOf('%PDF-', 0, 'latin1');
  if (pdfAt > 0) return refuse('file_unsafe_content', `PDF header at byte ${pdfAt} after other content (polyglot)`);

  if (startsWith(buf, 'PK\x03\x04')) return sniffZip(buf);
  const inner: CvFormat | null = isCfb(buf) ? 'doc' : startsWith(buf, '%PDF-') ? 'pdf' : startsWith(buf, '{\\rtf') ? 'rtf' : null;
  if (inner) {
    if (hasTrailingZip(buf)) return refuse('file_unsafe_content', `${inner}: a ZIP archive is appended (polyglot)`);
    return inner === 'doc' ? checkDoc(buf) : inner === 'pdf' ? checkPdf(buf) : await checkRtf(buf);
  }
  const detected = (await fileTypeFromBuffer(buf))?.ext;
  return refuse('file_type', `content is ${detected ?? 'unknown'}`);
}

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

function extensionMismatch(name: string, format: CvFormat): string | null {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(name.trim())?.[1]?.toLowerCase();
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
 * whatever a post sends (the handler refuses names over maxFileNameChars; other callers
 * of inspectCv may not).
 */
const maxNameCodePoints = 255;

/** What follows the last "/" or "\\": no regex, so linear in the name's length. */
const lastPathPart = (name: string) => name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);

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
 * @internal
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

/** `unavailable`: the check could not run now (the host busy, the queue full); nothing is wrong with the file. */
export type CvInspection = { ok: true; file: CvFile } | { ok: false; code: FieldErrorCode | 'unavailable'; reason: string };

/**
 * Inspects an uploaded file: size, then content, then whether its name agrees. The
 * content is read in the sandbox (../sandbox.ts): a file too complex to check there is refused.
 */
export async function inspectCv(file: File, options: { signal?: AbortSignal; network?: string } = {}): Promise<CvInspection> {
  if (file.size === 0) return { ok: false, code: 'file_empty', reason: 'empty file' };
  if (file.size > maxFileBytes) return { ok: false, code: 'file_too_large', reason: `${file.size} bytes` };
  // The File itself: the sandbox copies its bytes once the check's turn comes, so an
  // upload waiting in the queue holds its body once.
  const sniffed = await sniffCvSandboxed(file, options);
  if (!sniffed.ok) return sniffed;
  const base = lastPathPart(file.name);
  const mismatch = extensionMismatch(base, sniffed.format);
  if (mismatch) return { ok: false, code: 'file_name_mismatch', reason: mismatch };
  const content = Buffer.from(await file.arrayBuffer());
  return {
    ok: true,
    file: {
      storedName: `cv-${randomUUID()}.${sniffed.format}`,
      displayName: cleanDisplayName(file.name, sniffed.format),
      format: sniffed.format,
      mime: cvMimeTypes[sniffed.format],
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content
    }
  };
}

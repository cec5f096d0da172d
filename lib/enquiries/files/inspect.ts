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
 * The visitor's file name made safe to show and to put in a Content-Disposition
 * (RFC 6266): no path, no control or bidi characters, no quotes or separators,
 * bounded length, and the extension of what the content really is.
 * @internal
 */
export function cleanDisplayName(original: string, format: CvFormat): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  let stem = base
    .normalize('NFC')
    .replace(unsafeNameChars, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.(pdf|docx?|odt|rtf)$/i, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if ([...stem].length > 100) stem = [...stem].slice(0, 100).join('').trim();
  return `${stem || 'cv'}.${format}`;
}

/** `unavailable`: the check could not run now (the host busy, the queue full); nothing is wrong with the file. */
export type CvInspection = { ok: true; file: CvFile } | { ok: false; code: FieldErrorCode | 'unavailable'; reason: string };

/**
 * Inspects an uploaded file: size, then content, then whether its name agrees. The
 * content is read in the sandbox (./sandbox): a file too complex to check there is refused.
 */
export async function inspectCv(file: File, options: { signal?: AbortSignal } = {}): Promise<CvInspection> {
  if (file.size === 0) return { ok: false, code: 'file_empty', reason: 'empty file' };
  if (file.size > maxFileBytes) return { ok: false, code: 'file_too_large', reason: `${file.size} bytes` };
  // The File itself: the sandbox copies its bytes once the check's turn comes, so an
  // upload waiting in the queue holds its body once.
  const sniffed = await sniffCvSandboxed(file, options);
  if (!sniffed.ok) return sniffed;
  const base = file.name.split(/[/\\]/).pop() ?? '';
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

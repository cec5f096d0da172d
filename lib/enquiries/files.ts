/**
 * Decides what an uploaded CV is from its content, never from its name or declared
 * type: magic bytes (file-type), and for DOCX/ODT the ZIP's own type entry read
 * within bounds, for DOC the compound file's WordDocument stream.
 */
import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { isCfb, readCfbDirectory } from './cfb';
import { cvMimeTypes, maxFileBytes, type CvFormat } from './limits';
import { readZip } from './zip';
import type { CvFile } from './store/types';
import type { FieldErrorCode } from './codes';

const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const VBA_PROJECT = 'application/vnd.ms-office.vbaProject';
const ODT_MIME = 'application/vnd.oasis.opendocument.text';

export type SniffResult = { ok: true; format: CvFormat } | { ok: false; reason: string };

function startsWith(buf: Buffer, text: string): boolean {
  return buf.subarray(0, text.length).toString('latin1') === text;
}

/** The format of a CV file, or why it is not one we take. */
export async function sniffCv(buf: Buffer): Promise<SniffResult> {
  if (buf.length === 0) return { ok: false, reason: 'empty' };

  // ZIP containers first, with our own bounded reader: a zip bomb never reaches anything else.
  if (buf.readUInt32LE(0) === 0x04034b50) {
    const zip = readZip(buf, ['[Content_Types].xml', 'mimetype']);
    if (!zip.ok) return { ok: false, reason: `zip: ${zip.reason}` };
    const detected = (await fileTypeFromBuffer(buf))?.ext;
    const contentTypes = zip.entries.get('[Content_Types].xml')?.toString('utf8');
    const mimetype = zip.entries.get('mimetype')?.toString('latin1').trim();
    if (detected === 'docx' && contentTypes) {
      // The main part must be a Word document: not a macro-enabled one, not a template.
      if (contentTypes.includes(DOCX_MAIN) && !contentTypes.includes(VBA_PROJECT)) return { ok: true, format: 'docx' };
      return { ok: false, reason: 'docx: main part is not a plain Word document' };
    }
    if (detected === 'odt' && mimetype === ODT_MIME) return { ok: true, format: 'odt' };
    return { ok: false, reason: `zip container of type ${detected ?? 'unknown'}` };
  }

  if (isCfb(buf)) {
    const dir = readCfbDirectory(buf);
    if (!dir.ok) return { ok: false, reason: `cfb: ${dir.reason}` };
    if (!dir.streams.has('WordDocument')) return { ok: false, reason: 'cfb: not a Word document' };
    // Macros in a CV are never needed and a classic way to harm the reader.
    if (dir.streams.has('Macros') || dir.streams.has('_VBA_PROJECT_CUR') || dir.streams.has('VBA')) {
      return { ok: false, reason: 'doc: contains macros' };
    }
    return { ok: true, format: 'doc' };
  }

  const detected = (await fileTypeFromBuffer(buf))?.ext;
  if ((detected === 'pdf' || detected === 'ai') && startsWith(buf, '%PDF-')) return { ok: true, format: 'pdf' };
  if (detected === 'rtf' && startsWith(buf, '{\\rtf')) {
    // Embedded OLE objects are how RTF files carry exploits; a CV has no need of them.
    if (buf.includes('\\objdata') || buf.includes('\\objupdate')) return { ok: false, reason: 'rtf: embedded object' };
    return { ok: true, format: 'rtf' };
  }
  return { ok: false, reason: `content is ${detected ?? 'unknown'}` };
}

const unsafeNameChars = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069"*/:<>?\\|;]/g;

/**
 * The visitor's file name made safe to show and to put in a Content-Disposition
 * (RFC 6266): no path, no control or bidi characters, no quotes or separators,
 * bounded length, and the extension of what the content really is.
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

export type CvInspection = { ok: true; file: CvFile } | { ok: false; code: FieldErrorCode; reason: string };

/** Inspects an uploaded file: size, then content. */
export async function inspectCv(file: File): Promise<CvInspection> {
  if (file.size === 0) return { ok: false, code: 'file_empty', reason: 'empty file' };
  if (file.size > maxFileBytes) return { ok: false, code: 'file_too_large', reason: `${file.size} bytes` };
  const content = Buffer.from(await file.arrayBuffer());
  const sniffed = await sniffCv(content);
  if (!sniffed.ok) return { ok: false, code: 'file_type', reason: sniffed.reason };
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

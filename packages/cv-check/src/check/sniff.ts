/**
 * Decides what an uploaded CV is from its content: the container's structure is read
 * with bounded parsers (yauzl for DOCX/ODT, SheetJS cfb for DOC) and each format's
 * checks (the other modules of this folder) refuse macros, scripts, embedded objects,
 * outside content, encryption and damaged files.
 */
import { fileTypeFromBuffer } from 'file-type';
import { isCfb } from './cfb';
import { checkDoc } from './doc';
import type { CvFormat } from './formats';
import { checkOdt } from './odt';
import { checkDocx } from './ooxml';
import { checkPdf } from './pdf';
import { checkRtf } from './rtf';
import { refuse, type Verdict } from './verdict';
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
  if (buf.length === 0) return refuse('file_empty', 'empty');
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

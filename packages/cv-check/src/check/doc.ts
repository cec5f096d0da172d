/**
 * A Word 97–2003 document (.doc): an OLE compound file with a WordDocument stream.
 * Refused: macros (the Macros / _VBA_PROJECT_CUR / VBA storages in any letter case),
 * embedded or linked OLE objects (children of ObjectPool, Ole10Native packages),
 * encrypted documents, encrypted OOXML packages (EncryptionInfo/EncryptedPackage) and
 * rights-managed ones (IRM: the real content is encrypted in \x06DataSpaces), fields that
 * pull outside content in or run programs (DDE, DDEAUTO, INCLUDETEXT, … read from the
 * document's text through its piece table), templates, Word 6/95 documents (an older
 * format, refused as a type, not as damage), and compound files that are not Word
 * documents (.xls, .msi, …).
 */
import { readCfb, type CfbEntry } from './cfb';
import { dangerousFieldWords, unsafeFieldLink } from './markup';
import { accept, refuse, type Refusal, type Verdict } from './verdict';

const macroStorages = new Set(['macros', '_vba_project_cur', '_vba_project', 'vba']);
/** The File Information Block's signature and flags (MS-DOC 2.5.2). */
const FIB_IDENT = 0xa5ec;
/** Word 6.0 and Word 95 wrote this signature (their FIB is laid out differently). */
const FIB_IDENT_WORD6 = 0xa5dc;
const F_DOT = 0x0001;
const F_ENCRYPTED = 0x0100;
const F_WHICH_TABLE = 0x0200;
/** Where FibRgFcLcb97 keeps fcClx and lcbClx: the piece table's place in the table stream. */
const FC_CLX = 0x01a2;
/** Field characters in the text (MS-DOC 2.8.25): begin, separator, end. */
const FIELD_BEGIN = 0x13;

/** What a compound file's storages carry that a CV must not: shared with RTF's OLE data. */
export function cfbHazard(entries: CfbEntry[]): Refusal | null {
  const paths = entries.map((e) => e.path);
  const segments = paths.flatMap((p) => p.split('/'));
  if (paths.includes('encryptedpackage') || paths.includes('encryptioninfo')) {
    return refuse('file_encrypted', 'cfb: encrypted Office package');
  }
  if (segments.includes('\u0006dataspaces')) return refuse('file_encrypted', 'cfb: rights-managed (IRM) content in \\x06DataSpaces');
  if (segments.some((s) => macroStorages.has(s))) return refuse('file_macros', 'doc: contains macros');
  if (paths.some((p) => p.startsWith('objectpool/')) || segments.some((s) => s.startsWith('\u0001ole10native'))) {
    return refuse('file_unsafe_content', 'doc: embedded OLE object');
  }
  return null;
}

/**
 * The document's text, piece by piece, as the piece table (MS-DOC 2.9.38 Clx) lays it out:
 * each piece is either 8-bit (cp1252, "compressed") or UTF-16. Null when the table is not
 * where the FIB says or does not fit the streams.
 */
function documentText(word: Buffer, table: Buffer | undefined): string | null {
  if (!table || word.length < FC_CLX + 8) return null;
  const fcClx = word.readUInt32LE(FC_CLX);
  const lcbClx = word.readUInt32LE(FC_CLX + 4);
  if (lcbClx === 0 || fcClx + lcbClx > table.length) return null;
  let at = fcClx;
  const end = fcClx + lcbClx;
  // Prc entries (formatting) come first; each is skipped by its size.
  while (at < end && table[at] === 0x01) at += 3 + table.readUInt16LE(at + 1);
  if (at + 5 > end || table[at] !== 0x02) return null;
  const lcb = table.readUInt32LE(at + 1);
  const plc = at + 5;
  if (plc + lcb > end || lcb < 4 || (lcb - 4) % 12 !== 0) return null;
  const count = (lcb - 4) / 12;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cpStart = table.readUInt32LE(plc + i * 4);
    const cpEnd = table.readUInt32LE(plc + (i + 1) * 4);
    const length = cpEnd - cpStart;
    if (length < 0 || length > word.length) return null;
    const fc = table.readUInt32LE(plc + (count + 1) * 4 + i * 8 + 2);
    const compressed = (fc & 0x40000000) !== 0;
    const offset = compressed ? (fc & 0x3fffffff) / 2 : fc & 0x3fffffff;
    const bytes = compressed ? length : length * 2;
    if (offset + bytes > word.length) return null;
    const raw = word.subarray(offset, offset + bytes);
    parts.push(compressed ? raw.toString('latin1') : raw.toString('utf16le'));
  }
  return parts.join('');
}

/** The instruction part of every field: from each field-begin mark to the next field mark. */
function fieldInstructions(text: string): string {
  const found: string[] = [];
  for (let at = text.indexOf(String.fromCharCode(FIELD_BEGIN)); at >= 0;) {
    const next = text.slice(at + 1).search(/[\u0013\u0014\u0015]/);
    const stop = next < 0 ? text.length : at + 1 + next;
    found.push(text.slice(at + 1, stop));
    at = next < 0 ? -1 : text.indexOf(String.fromCharCode(FIELD_BEGIN), stop);
  }
  return found.join(' ');
}

export function checkDoc(buf: Buffer): Verdict {
  const cfb = readCfb(buf);
  if (!cfb.ok) return cfb;
  const hazard = cfbHazard(cfb.entries);
  if (hazard) return hazard;
  const word = cfb.stream('worddocument');
  if (!word) return refuse('file_type', 'cfb: not a Word document');
  if (word.length >= 2 && word.readUInt16LE(0) === FIB_IDENT_WORD6) return refuse('file_old_format', 'doc: Word 6.0/95 format');
  if (word.length < 12 || word.readUInt16LE(0) !== FIB_IDENT) return refuse('file_damaged', 'doc: no file information block');
  const flags = word.readUInt16LE(0x0a);
  if (flags & F_ENCRYPTED) return refuse('file_encrypted', 'doc: encrypted');
  if (flags & F_DOT) return refuse('file_type', 'doc: a template, not a document');
  const text = documentText(word, cfb.stream(flags & F_WHICH_TABLE ? '1table' : '0table'));
  if (text === null) return refuse('file_damaged', 'doc: no readable piece table');
  const instructions = fieldInstructions(text);
  const field = dangerousFieldWords.exec(instructions);
  if (field) return refuse('file_unsafe_content', `doc: ${field[1]} field`);
  const link = unsafeFieldLink(instructions);
  if (link) return refuse('file_unsafe_content', `doc: HYPERLINK field to ${link}`);
  return accept('doc');
}

/**
 * A Word 97–2003 document (.doc): an OLE compound file with a WordDocument stream.
 * Refused: macros (the Macros / _VBA_PROJECT_CUR / VBA storages in any letter case),
 * embedded or linked OLE objects (children of ObjectPool, Ole10Native packages),
 * encrypted documents and encrypted OOXML packages (EncryptionInfo/EncryptedPackage),
 * templates, and compound files that are not Word documents (.xls, .msi, …).
 */
import 'server-only';
import { readCfb } from '../cfb';
import { accept, refuse, type Verdict } from './verdict';

const macroStorages = new Set(['macros', '_vba_project_cur', '_vba_project', 'vba']);
/** The File Information Block's signature and flags (MS-DOC 2.5.2). */
const FIB_IDENT = 0xa5ec;
const F_DOT = 0x0001;
const F_ENCRYPTED = 0x0100;

export function checkDoc(buf: Buffer): Verdict {
  const cfb = readCfb(buf);
  if (!cfb.ok) return cfb;
  const paths = cfb.entries.map((e) => e.path);
  const segments = paths.flatMap((p) => p.split('/'));
  if (paths.includes('encryptedpackage') || paths.includes('encryptioninfo')) {
    return refuse('file_encrypted', 'cfb: encrypted Office package');
  }
  if (segments.some((s) => macroStorages.has(s))) return refuse('file_unsafe_content', 'doc: contains macros');
  if (paths.some((p) => p.startsWith('objectpool/')) || segments.some((s) => s.startsWith('\u0001ole10native'))) {
    return refuse('file_unsafe_content', 'doc: embedded OLE object');
  }
  const word = cfb.stream('worddocument');
  if (!word) return refuse('file_type', 'cfb: not a Word document');
  if (word.length < 12 || word.readUInt16LE(0) !== FIB_IDENT) return refuse('file_damaged', 'doc: no file information block');
  const flags = word.readUInt16LE(0x0a);
  if (flags & F_ENCRYPTED) return refuse('file_encrypted', 'doc: encrypted');
  if (flags & F_DOT) return refuse('file_type', 'doc: a template, not a document');
  return accept('doc');
}

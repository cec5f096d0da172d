/**
 * A PDF's cross-reference data, read as a reader reads it: from the last `startxref`,
 * classic tables and cross-reference streams (PDF 1.5), a hybrid file's /XRefStm, and each
 * earlier section through /Prev, newest first (a newer section's entry wins). A section
 * that cannot be read ends the chain: the object table falls back to the scan's objects.
 */
import { parseValue, type PdfValue } from './pdf-crypt';

/** Type 1: an object at a byte offset; type 2: the `index`th object of object stream `stream`. */
export type XrefEntry = { type: 1; offset: number; gen: number } | { type: 2; stream: number; index: number };
type Dict = { [key: string]: PdfValue };
/** A cross-reference stream's dictionary and decoded data, or why it cannot be read. */
export type StreamReader = (at: number) => { dict: Dict; data: Buffer } | string;

/** Sections read at most: a /Prev chain longer than this is not a CV's. */
const maxSections = 64;
const ws = /[\0\t\n\f\r ]*/y;

function skipSpace(text: string, at: number): number {
  ws.lastIndex = at;
  ws.test(text);
  return ws.lastIndex;
}

/** A classic table's entries from `at` (after `xref`), and where its trailer's dictionary starts. */
function readTable(text: string, at: number, entries: Map<number, XrefEntry>): number | null {
  const header = /[\0\t\n\f\r ]*(\d+)[\0\t\n\f\r ]+(\d+)/y;
  const row = /[\0\t\n\f\r ]*(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+([nf])/y;
  let i = at;
  for (;;) {
    const next = skipSpace(text, i);
    if (text.startsWith('trailer', next)) return next + 'trailer'.length;
    header.lastIndex = i;
    const h = header.exec(text);
    if (!h) return null;
    const first = Number(h[1]);
    const count = Number(h[2]);
    i = header.lastIndex;
    if (count > (text.length - i) / 18) return null;
    for (let k = 0; k < count; k++) {
      row.lastIndex = i;
      const r = row.exec(text);
      if (!r) return null;
      i = row.lastIndex;
      if (r[3] === 'n' && !entries.has(first + k)) entries.set(first + k, { type: 1, offset: Number(r[1]), gen: Number(r[2]) });
      else if (!entries.has(first + k)) entries.set(first + k, { type: 1, offset: -1, gen: 0 });
    }
  }
}

const readNumber = (data: Buffer, at: number, width: number) => {
  let n = 0;
  for (let k = 0; k < width; k++) n = n * 256 + data[at + k]!;
  return n;
};

/** A cross-reference stream's entries (ISO 32000-2 7.5.8). */
function readStream(dict: Dict, data: Buffer, entries: Map<number, XrefEntry>): string | null {
  const w = Array.isArray(dict.W) ? dict.W.map(Number) : [];
  if (w.length !== 3 || !w.every((n) => Number.isInteger(n) && n >= 0 && n <= 8)) return 'cross-reference stream /W';
  const size = w[0]! + w[1]! + w[2]!;
  const index = Array.isArray(dict.Index) ? dict.Index.map(Number) : [0, Number(dict.Size)];
  let at = 0;
  for (let s = 0; s + 1 < index.length; s += 2) {
    const first = index[s]!;
    const count = index[s + 1]!;
    if (!Number.isInteger(first) || !Number.isInteger(count) || count < 0) return 'cross-reference stream /Index';
    for (let k = 0; k < count && at + size <= data.length; k++, at += size) {
      const type = w[0] ? readNumber(data, at, w[0]) : 1;
      const a = readNumber(data, at + w[0]!, w[1]!);
      const b = readNumber(data, at + w[0]! + w[1]!, w[2]!);
      if (entries.has(first + k)) continue;
      if (type === 1) entries.set(first + k, { type: 1, offset: a, gen: b });
      else if (type === 2) entries.set(first + k, { type: 2, stream: a, index: b });
      else entries.set(first + k, { type: 1, offset: -1, gen: 0 });
    }
  }
  return null;
}

/**
 * Every entry the file's cross-reference sections give (a free one as offset -1), or why
 * the chain stopped; entries read before a broken section stay.
 */
export function readXref(text: string, readStreamAt: StreamReader): { entries: Map<number, XrefEntry>; broken: string | null } {
  const entries = new Map<number, XrefEntry>();
  const start = /startxref[\0\t\n\f\r ]+(\d+)/.exec(text.slice(text.lastIndexOf('startxref')));
  const pending = start ? [Number(start[1])] : [];
  const seen = new Set<number>();
  if (!start) return { entries, broken: 'no startxref' };
  while (pending.length > 0) {
    const offset = pending.shift()!;
    if (seen.has(offset)) continue;
    if (seen.size >= maxSections) return { entries, broken: `over ${maxSections} sections` };
    seen.add(offset);
    const at = skipSpace(text, offset);
    let trailer: PdfValue;
    if (text.startsWith('xref', at)) {
      const trailerAt = readTable(text, at + 'xref'.length, entries);
      if (trailerAt === null) return { entries, broken: `table at ${offset}` };
      trailer = parseValue(text, trailerAt).value;
      const hybrid = (trailer as Dict | null)?.XRefStm;
      if (typeof hybrid === 'number') pending.unshift(hybrid);
    } else {
      const stream = readStreamAt(at);
      if (typeof stream === 'string') return { entries, broken: `stream at ${offset}: ${stream}` };
      const problem = readStream(stream.dict, stream.data, entries);
      if (problem) return { entries, broken: problem };
      trailer = stream.dict;
    }
    const prev =
      trailer && typeof trailer === 'object' && !Array.isArray(trailer) && !Buffer.isBuffer(trailer) ? (trailer as Dict).Prev : null;
    if (typeof prev === 'number') pending.push(prev);
  }
  return { entries, broken: null };
}

/**
 * A PDF's object table: each object found where the cross-reference data (./pdf-xref.ts)
 * says it is, and where the xref is broken for it (no entry, or an offset that does not
 * hold that object) where the scan last saw it, as readers repair a file. Indirect values
 * resolve through it, and object streams decode through it: every stream with /N and
 * /First, typed /ObjStm, or named by a cross-reference stream's type-2 entries, whatever
 * its /Type, through its whole filter chain with its /Filter, /DecodeParms and /Length
 * resolved. Encrypted streams are decrypted first (./pdf-crypt.ts).
 */
import { parseValue, type Decryptor, type PdfValue } from './pdf-crypt';
import { decodeStream, pdfLimits, type Budget } from './pdf-filters';
import { type ObjectId, type Scan, type ScannedStream } from './pdf-scan';
import { readXref, type XrefEntry } from './pdf-xref';

type Dict = { [key: string]: PdfValue };
/** A resolved value, with the object it was read from (the key its strings are decrypted with) or null inside an object stream. */
type Resolved = { value: PdfValue; from: ObjectId | null };
type ObjectStream = { stream: ScannedStream; text: string; offsets: Map<number, number> };

/** References followed in a row at most (`1 0 R` → `2 0 R` → …): a loop ends there. */
const maxReferenceChain = 16;

const isDict = (value: PdfValue | undefined): value is Dict =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value) && !('ref' in value);
const isRef = (value: PdfValue | undefined): value is { ref: number } =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value) && 'ref' in value;
const objectHeader = /[\0\t\n\f\r ]*(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+obj/y;

export type PdfTable = ReturnType<typeof openTable>;

export function openTable(text: string, top: Scan, decryptor: Decryptor | null) {
  const scanned = new Map<number, { gen: number; at: number }>();
  top.objects.nums.forEach((num, k) => scanned.set(num, { gen: top.objects.gens[k]!, at: top.objects.ats[k]! }));
  const streamsAt = new Map(top.streams.map((s) => [s.dictAt, s]));
  const budget: Budget = { left: pdfLimits.maxInflatedBytes };
  let entries = new Map<number, XrefEntry>();
  const decoded = new Map<ScannedStream, ObjectStream | string>();
  const resolving = new Set<ScannedStream>();

  /** Where object `num` starts (after its `obj`) by the xref, if the xref is right about it. */
  function xrefPlace(num: number): { gen: number; at: number } | null {
    const entry = entries.get(num);
    if (entry?.type !== 1 || entry.offset < 0) return null;
    objectHeader.lastIndex = entry.offset;
    const m = objectHeader.exec(text);
    return m && Number(m[1]) === num ? { gen: Number(m[2]), at: objectHeader.lastIndex } : null;
  }

  function lookup(num: number): Resolved | undefined {
    const entry = entries.get(num);
    if (entry?.type === 2) {
      const holder = streamOf(entry.stream);
      const stream = holder ? objectStream(holder) : null;
      const at = stream && typeof stream !== 'string' ? stream.offsets.get(num) : undefined;
      if (stream && typeof stream !== 'string' && at !== undefined) return { value: parseValue(stream.text, at).value, from: null };
    }
    const place = xrefPlace(num) ?? scanned.get(num);
    if (place) return { value: parseValue(text, place.at).value, from: { num, gen: place.gen } };
    for (const stream of decoded.values()) {
      const at = typeof stream === 'string' ? undefined : stream.offsets.get(num);
      if (at !== undefined && typeof stream !== 'string') return { value: parseValue(stream.text, at).value, from: null };
    }
    return undefined;
  }

  /** `value` with references followed; null for a missing object, as readers take it. */
  function resolve(value: PdfValue | undefined, from: ObjectId | null = null): Resolved {
    let current: Resolved = { value: value ?? null, from };
    for (let k = 0; isRef(current.value); k++) {
      if (k === maxReferenceChain) return { value: null, from: null };
      current = lookup(current.value.ref) ?? { value: null, from: null };
    }
    return current;
  }

  /** A value with the references inside an array resolved too (a /Filter [8 0 R /FlateDecode]). */
  const resolveList = (value: PdfValue | undefined) => {
    const resolved = resolve(value).value;
    return Array.isArray(resolved) ? resolved.map((item) => resolve(item).value) : resolved;
  };

  function streamOf(num: number): ScannedStream | undefined {
    const place = xrefPlace(num) ?? scanned.get(num);
    return place ? streamsAt.get(place.at) : undefined;
  }

  const dictOf = (stream: ScannedStream): Dict => {
    const value = parseValue(text, stream.dictAt).value;
    return isDict(value) ? value : {};
  };

  /** A stream's data as its dictionary says, decrypted and decoded; or why it cannot be read. */
  function streamData(stream: ScannedStream, dict: Dict, encrypted: boolean): Buffer | string {
    const length = resolve(dict.Length).value;
    let end = stream.dataAt + stream.data.length;
    if (typeof length === 'number' && /^[\0\t\n\f\r ]*endstream/.test(text.slice(stream.dataAt + length, stream.dataAt + length + 64))) {
      end = stream.dataAt + length;
    }
    let data: Buffer | null = Buffer.from(text.slice(stream.dataAt, end), 'latin1');
    if (encrypted && decryptor) data = decryptor.stream(stream.num, stream.gen, data);
    if (!data) return 'does not decrypt';
    return decodeStream(data, resolveList(dict.Filter), resolveList(dict.DecodeParms), budget);
  }

  function objectStream(stream: ScannedStream): ObjectStream | string {
    const known = decoded.get(stream);
    if (known) return known;
    if (resolving.has(stream)) return 'its filters depend on itself';
    resolving.add(stream);
    const dict = dictOf(stream);
    const data = streamData(stream, dict, true);
    resolving.delete(stream);
    let result: ObjectStream | string = typeof data === 'string' ? data : { stream, text: data.toString('latin1'), offsets: new Map() };
    if (typeof result !== 'string') {
      const first = resolve(dict.First).value;
      const count = resolve(dict.N).value;
      const header = parseHeader(result.text, typeof first === 'number' ? first : 0, typeof count === 'number' ? count : 0);
      result = { ...result, offsets: header };
    }
    decoded.set(stream, result);
    return result;
  }

  const xref = readXref(text, (at) => {
    objectHeader.lastIndex = at;
    const stream = objectHeader.test(text) ? streamsAt.get(objectHeader.lastIndex) : undefined;
    if (!stream) return 'no stream there';
    const dict = dictOf(stream);
    const data = streamData(stream, dict, false);
    return typeof data === 'string' ? data : { dict, data };
  });
  entries = xref.entries;
  const inObjectStreams = new Set([...entries.values()].flatMap((e) => (e.type === 2 ? [e.stream] : [])));

  /** The streams to read as object streams, by their dictionaries and by the xref. */
  function objectStreams(): ScannedStream[] {
    return top.streams.filter((stream) => {
      if (inObjectStreams.has(stream.num) && streamOf(stream.num) === stream) return true;
      if (!stream.names.includes('ObjStm') && !(stream.names.includes('N') && stream.names.includes('First'))) return false;
      const dict = dictOf(stream);
      const type = resolve(dict.Type).value;
      return type === 'ObjStm' || ('N' in dict && 'First' in dict);
    });
  }

  /** Objects the xref places where the scan did not pass (inside another stream's data), and their text. */
  function unscannedObjects(): (ObjectId & { text: string })[] {
    const found: (ObjectId & { text: string })[] = [];
    const starts = new Set(top.objects.ats);
    for (const num of entries.keys()) {
      const place = xrefPlace(num);
      if (!place || starts.has(place.at)) continue;
      const end = text.indexOf('endobj', place.at);
      found.push({ num, gen: place.gen, text: text.slice(place.at, end < 0 ? text.length : end) });
    }
    return found;
  }

  return { resolve, objectStream, objectStreams, unscannedObjects, xrefBroken: xref.broken };
}

/** An object stream's header: `N` pairs of object number and offset (from `first`). */
function parseHeader(text: string, first: number, count: number): Map<number, number> {
  const offsets = new Map<number, number>();
  const pair = /[\0\t\n\f\r ]*(\d+)[\0\t\n\f\r ]+(\d+)/y;
  for (let k = 0; k < Math.min(count, 1_000_000); k++) {
    const m = pair.exec(text);
    if (!m || pair.lastIndex > first) break;
    if (!offsets.has(Number(m[1]))) offsets.set(Number(m[1]), first + Number(m[2]));
  }
  return offsets;
}

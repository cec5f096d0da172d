/**
 * A PDF read as a sequence of tokens, the way a reader repairing a file walks it: strings,
 * comments and stream data skipped, names with #xx escapes decoded (/J#61vaScript is
 * /JavaScript). It gives every name, where each object starts, each stream with its
 * dictionary's place, and the targets that follow a /URI, direct or indirect. The object
 * table (./pdf-objects.ts) resolves what it cannot: indirect values and object streams.
 */
import { parseValue } from './pdf-crypt';

export type ObjectId = { num: number; gen: number };
export type ScannedStream = ObjectId & { dictAt: number; dataAt: number; data: string; names: string[] };
export type Scan = {
  names: string[];
  /** Where each `N G obj` ends, as parallel arrays: a file of small objects has hundreds of thousands. */
  objects: { nums: number[]; gens: number[]; ats: number[] };
  streams: ScannedStream[];
  uris: (ObjectId & { value: Buffer })[];
  /** Links whose /URI is a reference (`/URI 7 0 R`), with the object that holds the reference. */
  uriRefs: (ObjectId & { ref: ObjectId })[];
};

/** By character code (the text is Latin-1): 1 for white space, 2 for a delimiter, 0 for a regular character. */
const kinds = new Uint8Array(256).map((_, code) =>
  '\0\t\n\f\r '.includes(String.fromCharCode(code)) ? 1 : '()<>[]{}/%'.includes(String.fromCharCode(code)) ? 2 : 0
);
// Most names have no escape and are taken as they are: the regular expression was most of
// the CPU of an object stream of 32 MiB of "/" (32 million names).
const decodeName = (raw: string) =>
  raw.includes('#') ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : raw;
const reference = /(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+R(?![^\0\t\n\f\r ()<>[\]{}/%])/y;

/** The reference `N G R` at `at`, if there is one. */
function referenceAt(text: string, at: number): { ref: ObjectId; end: number } | null {
  reference.lastIndex = at;
  const m = reference.exec(text);
  return m ? { ref: { num: Number(m[1]), gen: Number(m[2]) }, end: reference.lastIndex } : null;
}

/**
 * Where the string (literal or hex) at `at` ends, its bytes not decoded: what the scan
 * needs of every string but a link's. A page's text can be one string of megabytes, and
 * decoding each only to skip it cost a 4 MB CV over 100 MB; the escapes that matter
 * here are those of a parenthesis or a backslash.
 */
function stringEnd(text: string, at: number): number {
  if (text[at] === '<') {
    const end = text.indexOf('>', at);
    return end < 0 ? text.length : end + 1;
  }
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * `inObject`: the object the text belongs to (an object stream's members are not numbered
 * by `obj`). Only the file's own text records where its objects are: an object stream of
 * 32 MiB of "1 0 obj a a …" would record a million of them.
 */
export function scan(text: string, inObject?: ObjectId): Scan {
  const out: Scan = { names: [], objects: { nums: [], gens: [], ats: [] }, streams: [], uris: [], uriRefs: [] };
  let objectNames: string[] = [];
  let current = inObject ?? { num: 0, gen: 0 };
  let objectAt = 0;
  let afterUri = false;
  let link: ReturnType<typeof referenceAt> = null;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (kinds[text.charCodeAt(i)] === 1 || c === '>' || c === '[' || c === ']' || c === '{' || c === '}' || c === ')') {
      i++;
    } else if (c === '%') {
      const end = text.slice(i, i + 4096).search(/[\r\n]/);
      i = end < 0 ? i + 4096 : i + end;
    } else if (c === '(' || (c === '<' && text[i + 1] !== '<')) {
      // Only a link's target is decoded; other strings (a page's text) are skipped.
      let end: number;
      if (afterUri) {
        const string = parseValue(text, i);
        if (Buffer.isBuffer(string.value)) out.uris.push({ ...current, value: string.value });
        end = string.end;
      } else end = stringEnd(text, i);
      afterUri = false;
      i = Math.max(i + 1, end);
    } else if (c === '<') {
      i += 2;
    } else if (afterUri && (link = referenceAt(text, i))) {
      out.uriRefs.push({ ...current, ref: link.ref });
      afterUri = false;
      i = link.end;
    } else {
      let j = i + 1;
      while (j < text.length && kinds[text.charCodeAt(j)] === 0) j++;
      const from = c === '/' ? i + 1 : i;
      const length = j - from;
      i = j;
      afterUri = false;
      if (c === '/') {
        const name = decodeName(text.slice(from, j));
        out.names.push(name);
        objectNames.push(name);
        afterUri = name === 'URI';
      } else if (length === 3 && text.startsWith('obj', from)) {
        objectNames = [];
        // Its number and generation, read back from it: keeping every word before it, a string
        // and an array each, was most of the CPU of an object stream of 32 MiB of short words.
        const [, num, gen] = /(\d+)\s+(\d+)\s*$/.exec(text.slice(Math.max(0, from - 48), from)) ?? [];
        current = { num: Number(num) || 0, gen: Number(gen) || 0 };
        objectAt = j;
        if (num !== undefined && !inObject) {
          out.objects.nums.push(current.num);
          out.objects.gens.push(current.gen);
          out.objects.ats.push(j);
        }
      } else if (length === 6 && text.startsWith('stream', from)) {
        const start = i + (text.startsWith('\r\n', i) ? 2 : text[i] === '\n' || text[i] === '\r' ? 1 : 0);
        const end = text.indexOf('endstream', start);
        const data = text.slice(start, end < 0 ? text.length : end);
        out.streams.push({ ...current, dictAt: objectAt, dataAt: start, data, names: objectNames });
        objectNames = [];
        i = end < 0 ? text.length : end + 'endstream'.length;
      }
    }
  }
  return out;
}

/**
 * A PDF, read as a sequence of PDF tokens (strings, comments and stream data skipped,
 * names with #xx escapes decoded, as a reader decodes them: /J#61vaScript is
 * /JavaScript), with compressed object streams (PDF 1.5+) inflated within a bound and
 * read the same way. Refused: encryption (/Encrypt: nothing inside can be checked),
 * scripts (/JS, /JavaScript, /XFA forms), actions that start programs or fetch or send
 * data (/Launch, /GoToR, /GoToE, /ImportData, /SubmitForm), embedded files and media
 * (/EmbeddedFile(s), /RichMedia), object streams we cannot read, and truncated files
 * (no %%EOF at the end). Links (/URI) and page destinations (/OpenAction to a page) stay.
 */
import 'server-only';
import zlib from 'node:zlib';
import { isSafeLink } from './markup';
import { emptyPasswordDecryptor, parseValue, type Decryptor, type PdfValue } from './pdf-crypt';
import { refuse, accept, type Verdict } from './verdict';

const unsafeNames = new Set([
  'JS',
  'JavaScript',
  'XFA',
  'Launch',
  'GoToR',
  'GoToE',
  'ImportData',
  'SubmitForm',
  'EmbeddedFile',
  'EmbeddedFiles',
  // A file specification's embedded file (/EF) and the annotation that shows one: either
  // carries an attachment even when the optional /Type /EmbeddedFile is left out.
  'EF',
  'FileAttachment',
  'RichMedia'
]);
const flate = new Set(['FlateDecode', 'Fl']);
const filters = new Set([
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'Crypt',
  'DecodeParms',
  'DP',
  'JBIG2Decode',
  'DCTDecode',
  'JPXDecode',
  'CCITTFaxDecode'
]);
/** Object streams may unpack to at most this much in all. */
const maxInflatedBytes = 32 * 1024 * 1024;

/** By character code (the text is Latin-1): 1 for white space, 2 for a delimiter, 0 for a regular character. */
const kinds = new Uint8Array(256).map((_, code) =>
  '\0\t\n\f\r '.includes(String.fromCharCode(code)) ? 1 : '()<>[]{}/%'.includes(String.fromCharCode(code)) ? 2 : 0
);
const decodeName = (raw: string) => raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

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

type ObjectId = { num: number; gen: number };
type Scan = { names: string[]; streams: (ObjectId & { dict: string[]; data: string })[]; uris: (ObjectId & { value: Buffer })[] };

/**
 * The names of a PDF's objects, its streams with the names of their dictionaries, and the
 * strings that follow a /URI (link targets), each with the object it is in (the key an
 * encrypted file's strings and streams are decrypted with).
 */
function scan(text: string, inObject: ObjectId = { num: 0, gen: 0 }): Scan {
  const out: Scan = { names: [], streams: [], uris: [] };
  let objectNames: string[] = [];
  let current = inObject;
  let afterUri = false;
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
      } else if (length === 6 && text.startsWith('stream', from)) {
        const start = i + (text.startsWith('\r\n', i) ? 2 : text[i] === '\n' || text[i] === '\r' ? 1 : 0);
        const end = text.indexOf('endstream', start);
        out.streams.push({ ...current, dict: objectNames, data: text.slice(start, end < 0 ? text.length : end) });
        objectNames = [];
        i = end < 0 ? text.length : end + 'endstream'.length;
      }
    }
  }
  return out;
}

function unsafeIn(names: Iterable<string>): string | undefined {
  for (const name of names) if (unsafeNames.has(name)) return name;
  return undefined;
}

/**
 * Objects hidden in a stream's data (a reader repairing a file with a wrong /Length
 * parses them). Only the long names are looked for there: a short one like /JS occurs
 * by chance in a few megabytes of image data, /JavaScript does not.
 */
function hiddenInStreams(streams: Scan['streams']): string | undefined {
  for (const stream of streams) {
    if (stream.dict.includes('ObjStm')) continue;
    const found = unsafeIn(scan(stream.data).names.filter((n) => n.length >= 6));
    if (found) return found;
  }
  return undefined;
}

/**
 * A link target a CV may carry: web, e-mail, phone, or a host name without a scheme
 * (readers take "www.example.com/x" as a web address). file:, smb: and other schemes, UNC
 * paths (\\\\host\\share, //host/share) and relative paths ("../../C:/x.lnk", which a
 * reader resolves against the PDF's own folder) open local files or send the reader's
 * credentials.
 */
function unsafeUri(value: Buffer): string | null {
  const utf16 = value[0] === 0xfe && value[1] === 0xff;
  const uri = (utf16 ? Buffer.from(value.subarray(2)).swap16().toString('utf16le') : value.toString('latin1')).trim();
  if (isSafeLink(uri) || /^[a-z0-9-]+(\.[a-z0-9-]+)+(?=[/?#]|$)/i.test(uri)) return null;
  return uri.slice(0, 80) || '(empty)';
}

/** The file's encryption opened with the empty user password, or why it cannot be. */
function openEncryption(text: string): Decryptor | string {
  const at = text.lastIndexOf('/Encrypt');
  const ref = /\/Encrypt\s*(\d+)\s+(\d+)\s+R/y;
  ref.lastIndex = at;
  const target = ref.exec(text);
  let dictAt = at + '/Encrypt'.length;
  if (target) {
    const objects = [...text.matchAll(new RegExp(`(?<![0-9])${target[1]}\\s+${target[2]}\\s+obj\\b`, 'g'))];
    const object = objects.at(-1);
    if (!object) return 'encryption dictionary not found';
    dictAt = object.index + object[0].length;
  }
  const dict = parseValue(text, dictAt).value;
  if (!dict || typeof dict !== 'object' || Array.isArray(dict) || Buffer.isBuffer(dict)) return 'no encryption dictionary';
  const idAt = text.lastIndexOf('/ID');
  const ids = idAt >= 0 ? parseValue(text, idAt + 3).value : null;
  const id = Array.isArray(ids) && Buffer.isBuffer(ids[0]) ? ids[0] : Buffer.alloc(0);
  return emptyPasswordDecryptor(dict as { [key: string]: PdfValue }, id);
}

export function checkPdf(buf: Buffer): Verdict {
  const text = buf.toString('latin1');
  if (!text.slice(-1024).includes('%%EOF')) return refuse('file_damaged', 'pdf: no %%EOF at the end (truncated?)');
  const top = scan(text);
  let decryptor: Decryptor | null = null;
  if (top.names.includes('Encrypt')) {
    const opened = openEncryption(text);
    if (typeof opened === 'string') return refuse('file_encrypted', `pdf: encrypted (${opened})`);
    decryptor = opened;
  }
  const found = unsafeIn(top.names) ?? hiddenInStreams(top.streams);
  if (found) return refuse('file_unsafe_content', `pdf: /${found}`);
  for (const uri of top.uris) {
    const value = decryptor ? decryptor.string(uri.num, uri.gen, uri.value) : uri.value;
    if (!value) return refuse('file_unsafe_content', 'pdf: a link that does not decrypt');
    const bad = unsafeUri(value);
    if (bad) return refuse('file_unsafe_content', `pdf: link to ${bad}`);
  }

  let budget = maxInflatedBytes;
  for (const stream of top.streams.filter((s) => s.dict.includes('ObjStm'))) {
    const other = stream.dict.find((n) => filters.has(n));
    if (other) return refuse('file_unsafe_content', `pdf: object stream with /${other}`);
    let data: Buffer | null = Buffer.from(stream.data, 'latin1');
    if (decryptor) data = decryptor.stream(stream.num, stream.gen, data);
    if (!data) return refuse('file_unsafe_content', 'pdf: an object stream that does not decrypt');
    if (stream.dict.some((n) => flate.has(n))) {
      try {
        // Into one buffer as large as the budget left (touched only as far as it inflates), not
        // chunks joined at the end, which held the stream twice: past the resident limit at 32 MiB.
        const room = Math.max(1, budget);
        data = zlib.inflateSync(data, {
          maxOutputLength: room,
          chunkSize: Math.max(zlib.constants.Z_MIN_CHUNK, room),
          finishFlush: zlib.constants.Z_SYNC_FLUSH
        });
      } catch (error) {
        return refuse('file_unsafe_content', `pdf: unreadable object stream (${(error as Error).message})`);
      }
    }
    budget -= data.length;
    const inner = data.toString('latin1');
    const inside = scan(inner, stream);
    const hidden = unsafeIn(inside.names);
    if (hidden) return refuse('file_unsafe_content', `pdf: /${hidden} in an object stream`);
    const link = inside.uris.map((u) => unsafeUri(u.value)).find(Boolean);
    if (link) return refuse('file_unsafe_content', `pdf: link to ${link} in an object stream`);
  }
  return accept('pdf');
}

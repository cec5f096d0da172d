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

const whitespace = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const delimiters = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const isRegular = (c: string) => !whitespace.has(c) && !delimiters.has(c);
const decodeName = (raw: string) => raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

type Scan = { names: string[]; streams: { dict: string[]; data: string }[] };

/** The names of a PDF's objects, and its streams with the names of their dictionaries. */
function scan(text: string): Scan {
  const out: Scan = { names: [], streams: [] };
  let objectNames: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (whitespace.has(c) || c === '>' || c === '[' || c === ']' || c === '{' || c === '}' || c === ')') {
      i++;
    } else if (c === '%') {
      const end = text.slice(i, i + 4096).search(/[\r\n]/);
      i = end < 0 ? i + 4096 : i + end;
    } else if (c === '(') {
      let depth = 1;
      for (i++; i < text.length && depth > 0; i++) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') depth++;
        else if (text[i] === ')') depth--;
      }
    } else if (c === '<') {
      if (text[i + 1] === '<') i += 2;
      else i = text.indexOf('>', i) < 0 ? text.length : text.indexOf('>', i) + 1;
    } else {
      let j = i + 1;
      while (j < text.length && isRegular(text[j]!)) j++;
      const word = text.slice(c === '/' ? i + 1 : i, j);
      i = j;
      if (c === '/') {
        const name = decodeName(word);
        out.names.push(name);
        objectNames.push(name);
      } else if (word === 'obj') {
        objectNames = [];
      } else if (word === 'stream') {
        const start = i + (text.startsWith('\r\n', i) ? 2 : text[i] === '\n' || text[i] === '\r' ? 1 : 0);
        const end = text.indexOf('endstream', start);
        out.streams.push({ dict: objectNames, data: text.slice(start, end < 0 ? text.length : end) });
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

export function checkPdf(buf: Buffer): Verdict {
  const text = buf.toString('latin1');
  if (!text.slice(-1024).includes('%%EOF')) return refuse('file_damaged', 'pdf: no %%EOF at the end (truncated?)');
  const top = scan(text);
  if (top.names.includes('Encrypt')) return refuse('file_encrypted', 'pdf: encrypted');
  const found = unsafeIn(top.names) ?? hiddenInStreams(top.streams);
  if (found) return refuse('file_unsafe_content', `pdf: /${found}`);

  let budget = maxInflatedBytes;
  for (const stream of top.streams.filter((s) => s.dict.includes('ObjStm'))) {
    const other = stream.dict.find((n) => filters.has(n));
    if (other) return refuse('file_unsafe_content', `pdf: object stream with /${other}`);
    let data: Buffer = Buffer.from(stream.data, 'latin1');
    if (stream.dict.some((n) => flate.has(n))) {
      try {
        data = zlib.inflateSync(data, { maxOutputLength: Math.max(1, budget), finishFlush: zlib.constants.Z_SYNC_FLUSH });
      } catch (error) {
        return refuse('file_unsafe_content', `pdf: unreadable object stream (${(error as Error).message})`);
      }
    }
    budget -= data.length;
    const inner = data.toString('latin1');
    const hidden = unsafeIn(scan(inner).names);
    if (hidden) return refuse('file_unsafe_content', `pdf: /${hidden} in an object stream`);
  }
  return accept('pdf');
}

/**
 * A PDF stream's filter chain applied as a reader applies it, within the check's bounds:
 * the filters an object or cross-reference stream is written with (Flate, with its PNG
 * predictors, and the two ASCII encodings), at most `pdfLimits.maxFilterChain` of them.
 * Any other filter, or a longer chain, is not decoded: the caller refuses the stream.
 */
import zlib from 'node:zlib';
import type { PdfValue } from './pdf-crypt';

export const pdfLimits = {
  /** Object and cross-reference streams may unpack to at most this much in all. */
  maxInflatedBytes: 32 * 1024 * 1024,
  /** Filters in one stream's chain: writers use one; two (a stream deflated twice) are still read. */
  maxFilterChain: 2
};

/** What is left of the decoding budget, shared by every stream of one file. */
export type Budget = { left: number };
type Params = { [key: string]: PdfValue };

const aliases: Record<string, string> = { Fl: 'FlateDecode', AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode' };
const asList = (value: PdfValue | undefined): PdfValue[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
const isParams = (value: PdfValue | undefined): value is Params =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value) && !('ref' in value);

function inflate(data: Buffer, budget: Budget): Buffer {
  // Into one buffer as large as the budget left (touched only as far as it inflates), not
  // chunks joined at the end, which held the stream twice: past the resident limit at 32 MiB.
  const room = Math.max(1, budget.left);
  return zlib.inflateSync(data, {
    maxOutputLength: room,
    chunkSize: Math.max(zlib.constants.Z_MIN_CHUNK, room),
    finishFlush: zlib.constants.Z_SYNC_FLUSH
  });
}

/** PNG predictors (ISO 32000-2 7.4.4.4), as cross-reference streams use them; TIFF's is not read. */
function unpredict(data: Buffer, params: Params | undefined): Buffer | string {
  const predictor = Number(params?.Predictor ?? 1);
  if (predictor === 1) return data;
  if (predictor < 10) return `predictor ${predictor}`;
  const colors = Number(params?.Colors ?? 1);
  const bits = Number(params?.BitsPerComponent ?? 8);
  const columns = Number(params?.Columns ?? 1);
  if (![colors, bits, columns].every((n) => Number.isInteger(n) && n > 0 && n < 1 << 16)) return 'predictor parameters';
  const pixel = Math.max(1, Math.ceil((colors * bits) / 8));
  const row = Math.ceil((colors * bits * columns) / 8);
  const rows = Math.floor(data.length / (row + 1));
  const out = Buffer.alloc(rows * row);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (row + 1)]!;
    const line = data.subarray(r * (row + 1) + 1, (r + 1) * (row + 1));
    const at = r * row;
    for (let i = 0; i < row; i++) {
      const left = i >= pixel ? out[at + i - pixel]! : 0;
      const up = r > 0 ? out[at - row + i]! : 0;
      const upLeft = r > 0 && i >= pixel ? out[at - row + i - pixel]! : 0;
      const p = left + up - upLeft;
      const paeth =
        Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft)
          ? left
          : Math.abs(p - up) <= Math.abs(p - upLeft)
            ? up
            : upLeft;
      const base = [0, left, up, (left + up) >> 1, paeth][type];
      if (base === undefined) return `PNG predictor row type ${type}`;
      out[at + i] = (line[i]! + base) & 0xff;
    }
  }
  return out;
}

function asciiHex(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const hex = (end < 0 ? text : text.slice(0, end)).replace(/[^0-9A-Fa-f]/g, '');
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

function ascii85(data: Buffer): Buffer | string {
  const text = data.toString('latin1');
  const end = text.indexOf('~>');
  const body = (end < 0 ? text : text.slice(0, end)).replace(/[\0\t\n\f\r ]/g, '');
  const out = Buffer.alloc(Math.ceil((body.length * 4) / 5) + body.split('z').length * 4);
  let length = 0;
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    for (let k = 0; k < count; k++) out[length++] = Math.floor(value / 256 ** (3 - k)) & 0xff;
    group = [];
  };
  for (const char of body) {
    if (char === 'z' && group.length === 0) length += 4;
    else {
      const digit = char.charCodeAt(0) - 33;
      if (digit < 0 || digit > 84) return `ASCII85 character ${JSON.stringify(char)}`;
      group.push(digit);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return out.subarray(0, length);
}

/**
 * `data` through its `/Filter` chain, `/DecodeParms` beside it (both already resolved),
 * or why it cannot be read. Each stage's output counts against `budget`.
 */
export function decodeStream(data: Buffer, filter: PdfValue | undefined, parms: PdfValue | undefined, budget: Budget): Buffer | string {
  const filters = asList(filter);
  const params = asList(parms);
  if (filters.length > pdfLimits.maxFilterChain) return `a chain of ${filters.length} filters`;
  let out = data;
  for (const [index, raw] of filters.entries()) {
    const name = typeof raw === 'string' ? (aliases[raw] ?? raw) : null;
    const param = params[index];
    try {
      if (name === 'FlateDecode') {
        const result = unpredict(inflate(out, budget), isParams(param) ? param : undefined);
        if (typeof result === 'string') return result;
        out = result;
      } else if (name === 'ASCIIHexDecode') out = asciiHex(out);
      else if (name === 'ASCII85Decode') {
        const result = ascii85(out);
        if (typeof result === 'string') return result;
        out = result;
      } else return `/${typeof raw === 'string' ? raw : 'Filter that is not a name'}`;
    } catch (error) {
      return `unreadable (${(error as Error).message})`;
    }
    budget.left -= out.length;
    if (budget.left < 0) return 'more than the check unpacks';
  }
  return out;
}

/**
 * The PDF standard security handler (ISO 32000-2 7.6.4), revisions 2 to 6 (RC4 40–128 bit,
 * AES-128 and AES-256), opened with the empty user password: the password every reader
 * tries first, which "permissions-only" files (no printing, no copying) are saved with.
 * A file that needs a real password gives null, and stays refused. Node's crypto does MD5,
 * SHA-2 and AES; RC4 is not in OpenSSL 3's default provider, so it is written out here.
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/** A parsed PDF object, just what an encryption dictionary holds. */
export type PdfValue = number | boolean | null | string | Buffer | PdfValue[] | { [key: string]: PdfValue } | { ref: number };

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

/** @internal */
export function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

const hash = (algorithm: string, ...parts: Buffer[]) => createHash(algorithm).update(Buffer.concat(parts)).digest();

function aesDecrypt(key: Buffer, data: Buffer): Buffer | null {
  if (data.length < 32 || data.length % 16 !== 0) return data.length === 16 ? Buffer.alloc(0) : null;
  try {
    const decipher = createDecipheriv(`aes-${key.length * 8}-cbc`, key, data.subarray(0, 16));
    return Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
  } catch {
    return null;
  }
}

/** Algorithm 2.B (revision 6): SHA-256/384/512 rounds chosen by AES-128 output. */
function hash2B(password: Buffer, salt: Buffer, userKey: Buffer): Buffer {
  let k = hash('sha256', password, salt, userKey);
  for (let round = 0; ;) {
    const block = Buffer.concat([password, k, userKey]);
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    const e = Buffer.concat([cipher.update(Buffer.concat(Array.from({ length: 64 }, () => block))), cipher.final()]);
    // The first 16 bytes as a big-endian number, modulo 3: 256 ≡ 1 (mod 3), so their sum will do.
    const choice = e.subarray(0, 16).reduce((sum, b) => sum + b, 0) % 3;
    k = hash(['sha256', 'sha384', 'sha512'][choice]!, e);
    round++;
    if (round >= 64 && e[e.length - 1]! <= round - 32) break;
  }
  return k.subarray(0, 32);
}

type Method = 'rc4' | 'aes' | 'none';
export type Decryptor = {
  stream(num: number, gen: number, data: Buffer): Buffer | null;
  string(num: number, gen: number, data: Buffer): Buffer | null;
};

const bytes = (v: PdfValue | undefined) => (Buffer.isBuffer(v) ? v : null);

/**
 * A decryptor for the empty user password, or a reason why there is none: another
 * security handler, an unknown revision, or a file that needs a real password.
 */
export function emptyPasswordDecryptor(dict: { [key: string]: PdfValue }, id: Buffer): Decryptor | string {
  if (dict.Filter !== 'Standard') return `security handler /${String(dict.Filter)}`;
  const v = Number(dict.V ?? 0);
  const r = Number(dict.R);
  const o = bytes(dict.O);
  const u = bytes(dict.U);
  const p = Number(dict.P);
  if (!o || !u || !Number.isInteger(p)) return 'encryption dictionary without /O, /U or /P';
  const methodOf = (filterName: PdfValue | undefined): Method | string => {
    if (v < 4) return 'rc4';
    if (filterName === undefined || filterName === 'Identity') return 'none';
    const cf = (dict.CF as { [key: string]: PdfValue } | undefined)?.[String(filterName)] as { [key: string]: PdfValue } | undefined;
    const cfm = cf?.CFM;
    return cfm === 'V2' ? 'rc4' : cfm === 'AESV2' || cfm === 'AESV3' ? 'aes' : cfm === 'None' ? 'none' : `crypt filter ${String(cfm)}`;
  };
  const streamMethod = methodOf(dict.StmF);
  const stringMethod = methodOf(dict.StrF);
  if (streamMethod.length > 4) return streamMethod;
  if (stringMethod.length > 4) return stringMethod;

  let fileKey: Buffer;
  let perObject = true;
  if (r === 5 || r === 6) {
    const ue = bytes(dict.UE);
    if (u.length < 48 || !ue || ue.length < 32) return 'encryption dictionary without a 48-byte /U and /UE';
    const empty = Buffer.alloc(0);
    const check = r === 6 ? hash2B(empty, u.subarray(32, 40), empty) : hash('sha256', u.subarray(32, 40));
    if (!check.equals(u.subarray(0, 32))) return 'needs a user password';
    const intermediate = r === 6 ? hash2B(empty, u.subarray(40, 48), empty) : hash('sha256', u.subarray(40, 48));
    const decipher = createDecipheriv('aes-256-cbc', intermediate, Buffer.alloc(16));
    decipher.setAutoPadding(false);
    fileKey = Buffer.concat([decipher.update(ue.subarray(0, 32)), decipher.final()]);
    perObject = false;
  } else if (r >= 2 && r <= 4) {
    const n = r === 2 ? 5 : Math.min(16, Math.max(5, Number(dict.Length ?? 40) / 8));
    const pBytes = Buffer.alloc(4);
    pBytes.writeInt32LE(p | 0);
    const noMetadata = r >= 4 && dict.EncryptMetadata === false ? Buffer.from([0xff, 0xff, 0xff, 0xff]) : Buffer.alloc(0);
    fileKey = hash('md5', PAD, o.subarray(0, 32), pBytes, id, noMetadata).subarray(0, n);
    if (r >= 3) for (let i = 0; i < 50; i++) fileKey = hash('md5', fileKey).subarray(0, n);
    let check: Buffer;
    if (r === 2) check = rc4(fileKey, PAD);
    else {
      check = rc4(fileKey, hash('md5', PAD, id));
      for (let i = 1; i <= 19; i++) check = rc4(Buffer.from(fileKey.map((b) => b ^ i)), check);
    }
    const compared = r === 2 ? 32 : 16;
    if (!check.subarray(0, compared).equals(u.subarray(0, compared))) return 'needs a user password';
  } else {
    return `security handler revision ${r}`;
  }

  // Under /V 4, Acrobat extends an RC4 key shorter than 128 bits to 16 bytes with zeros
  // before deriving each object's key (pdf.js does the same; such files are in
  // https://github.com/mozilla/pdf.js/issues/19484):
  // /U still checks against the short key, the strings and streams need the extended one.
  const baseKey = v === 4 && fileKey.length < 16 ? Buffer.concat([fileKey, Buffer.alloc(16 - fileKey.length)]) : fileKey;
  const objectKey = (num: number, gen: number, method: Method) => {
    if (!perObject) return fileKey;
    const salt = method === 'aes' ? Buffer.from('sAlT') : Buffer.alloc(0);
    const numGen = Buffer.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, gen & 0xff, (gen >> 8) & 0xff]);
    return hash('md5', baseKey, numGen, salt).subarray(0, Math.min(baseKey.length + 5, 16));
  };
  const decrypt = (method: Method) => (num: number, gen: number, data: Buffer) =>
    method === 'none' ? data : method === 'rc4' ? rc4(objectKey(num, gen, method), data) : aesDecrypt(objectKey(num, gen, method), data);
  return { stream: decrypt(streamMethod as Method), string: decrypt(stringMethod as Method) };
}

/** Reads one PDF object at `at` (a dictionary, array, name, number, string, reference). */
export function parseValue(text: string, at: number, depth = 0): { value: PdfValue; end: number } {
  const skip = (i: number) => {
    while (i < text.length) {
      if (/[\0\t\n\f\r ]/.test(text[i]!)) i++;
      else if (text[i] === '%') while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
      else break;
    }
    return i;
  };
  let i = skip(at);
  if (depth > 32) return { value: null, end: i };
  if (text.startsWith('<<', i)) {
    const dict: { [key: string]: PdfValue } = {};
    i = skip(i + 2);
    while (i < text.length && !text.startsWith('>>', i)) {
      const key = parseValue(text, i, depth + 1);
      if (typeof key.value !== 'string' || key.end <= i) return { value: dict, end: text.length };
      const val = parseValue(text, key.end, depth + 1);
      dict[key.value] = val.value;
      i = skip(val.end);
    }
    return { value: dict, end: i + 2 };
  }
  if (text[i] === '[') {
    const list: PdfValue[] = [];
    i = skip(i + 1);
    while (i < text.length && text[i] !== ']') {
      const item = parseValue(text, i, depth + 1);
      if (item.end <= i) return { value: list, end: text.length };
      list.push(item.value);
      i = skip(item.end);
    }
    return { value: list, end: i + 1 };
  }
  if (text[i] === '/') {
    const m = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/y;
    m.lastIndex = i;
    const name = m.exec(text)![1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return { value: name, end: m.lastIndex };
  }
  if (text[i] === '<') {
    const end = text.indexOf('>', i);
    const hex = text.slice(i + 1, end < 0 ? text.length : end).replace(/[^0-9A-Fa-f]/g, '');
    return { value: Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'), end: end < 0 ? text.length : end + 1 };
  }
  if (text[i] === '(') return literalString(text, i);
  const ref = /(\d+)\s+(\d+)\s+R\b/y;
  ref.lastIndex = i;
  const r = ref.exec(text);
  if (r) return { value: { ref: Number(r[1]) }, end: ref.lastIndex };
  const word = /[^\0\t\n\f\r ()<>[\]{}/%]+/y;
  word.lastIndex = i;
  const w = word.exec(text)?.[0];
  if (!w) return { value: null, end: i + 1 };
  return { value: w === 'true' ? true : w === 'false' ? false : w === 'null' ? null : Number(w), end: word.lastIndex };
}

const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };

/** A literal string's bytes, escapes decoded (ISO 32000-2 7.3.4.2). */
function literalString(text: string, at: number): { value: Buffer; end: number } {
  const out: number[] = [];
  let depth = 1;
  let i = at + 1;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') {
      const next = text[i + 1] ?? '';
      if (next in escapes) {
        out.push(escapes[next]!);
        i += 2;
      } else if (/[0-7]/.test(next)) {
        const octal = /[0-7]{1,3}/y;
        octal.lastIndex = i + 1;
        const digits = octal.exec(text)![0];
        out.push(parseInt(digits, 8) & 0xff);
        i += 1 + digits.length;
      } else if (next === '\r') i += text[i + 2] === '\n' ? 3 : 2;
      else i += next === '\n' ? 2 : 1;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return { value: Buffer.from(out), end: i + 1 };
    out.push(c.charCodeAt(0) & 0xff);
    i++;
  }
  return { value: Buffer.from(out), end: text.length };
}

/**
 * Reads a ZIP container (DOCX, ODT) without trusting it: the central directory is
 * parsed with bounds, every entry is inflated with a cap on its output, and the
 * declared sizes must match what is really there. A zip bomb, an encrypted or ZIP64
 * archive, or one with duplicate names is refused before anything big is allocated.
 */
import zlib from 'node:zlib';
import { zipLimits } from './limits';

export type ZipResult = { ok: true; entries: Map<string, Buffer> } | { ok: false; reason: string };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  return -1;
}

/**
 * Unpacks the archive in memory within `zipLimits`, keeping only the entries whose
 * names are in `keep` (the others are inflated to check their size, then dropped).
 */
export function readZip(buf: Buffer, keep: readonly string[]): ZipResult {
  if (buf.length < 22) return { ok: false, reason: 'too short' };
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) return { ok: false, reason: 'no central directory' };
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return { ok: false, reason: 'ZIP64' };
  if (count > zipLimits.maxEntries) return { ok: false, reason: `${count} entries` };
  if (cdOffset + cdSize > eocd) return { ok: false, reason: 'central directory out of bounds' };

  const names = new Set<string>();
  const kept = new Map<string, Buffer>();
  let declaredTotal = 0;
  let unpackedTotal = 0;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CENTRAL) return { ok: false, reason: 'bad central entry' };
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    if (p + 46 + nameLength > eocd) return { ok: false, reason: 'bad entry name' };
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    p += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x1) return { ok: false, reason: 'encrypted entry' };
    if (method !== 0 && method !== 8) return { ok: false, reason: `compression method ${method}` };
    if (names.has(name)) return { ok: false, reason: `duplicate entry ${name}` };
    names.add(name);
    declaredTotal += size;
    if (declaredTotal > zipLimits.maxUnpackedBytes) return { ok: false, reason: 'declared unpacked size too large' };

    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== LOCAL) return { ok: false, reason: 'bad local header' };
    const start = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (start + compressed > buf.length) return { ok: false, reason: 'entry data out of bounds' };
    const data = buf.subarray(start, start + compressed);

    let content: Buffer;
    if (method === 0) {
      if (compressed !== size) return { ok: false, reason: 'stored entry size mismatch' };
      content = data;
    } else {
      try {
        // One byte more than declared: an entry that lies about its size fails here.
        content = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, size + 1) });
      } catch {
        return { ok: false, reason: `entry ${name} does not inflate within its declared size` };
      }
      if (content.length !== size) return { ok: false, reason: `entry ${name} size mismatch` };
    }
    unpackedTotal += content.length;
    if (unpackedTotal > zipLimits.maxUnpackedBytes) return { ok: false, reason: 'unpacked size too large' };
    if (keep.includes(name)) {
      if (content.length > zipLimits.maxTypeEntryBytes) return { ok: false, reason: `${name} too large` };
      kept.set(name, Buffer.from(content));
    }
  }
  return { ok: true, entries: kept };
}

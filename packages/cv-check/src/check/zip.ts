/**
 * Reads a ZIP container (DOCX, ODT) with yauzl, a vetted reader, inside our own limits:
 * the entry count is checked before any entry is read, the declared sizes and the
 * compression ratio before an entry is inflated, and yauzl (validateEntrySizes) stops an
 * entry that inflates past its declared size. A zip bomb, honest or lying, is refused
 * before anything big is allocated; encrypted entries and names repeated in another
 * letter case (OPC part names are case-insensitive) are refused too.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { zipLimits } from './limits';
import { refuse, type Refusal } from './verdict';

export type ZipResult = { ok: true; names: string[]; entries: Map<string, Buffer> } | Refusal;

/** yauzl's errors for an entry that inflates to more than it declared: a lying zip bomb. */
const oversized = /too many bytes|expected \d+/i;

/**
 * An entry's bytes (or, not kept, their count), read into one buffer of the size it
 * declares: gathered in chunks and joined, a 30 MB part cost twice that at once.
 */
async function drain(stream: Readable, keep: boolean, declared: number, budget: number): Promise<Buffer | number> {
  const out = keep ? Buffer.allocUnsafe(Math.min(declared, budget)) : null;
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (bytes + chunk.length > budget) {
      stream.destroy();
      return bytes + chunk.length;
    }
    if (out) {
      // More than it declared: what yauzl's own size check says, a lying zip bomb.
      if (bytes + chunk.length > out.length) throw new Error(`too many bytes in the stream, expected ${declared}`);
      chunk.copy(out, bytes);
    }
    bytes += chunk.length;
  }
  return out ? out.subarray(0, bytes) : bytes;
}

/**
 * Unpacks the archive in memory within `zipLimits`, keeping the entries for which `keep`
 * is true (the others are inflated to check their real size, then dropped).
 */
export async function readZip(buf: Buffer, keep: (name: string) => boolean): Promise<ZipResult> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buf, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    return refuse('file_damaged', `zip: ${(error as Error).message}`);
  }
  if (zip.entryCount > zipLimits.maxEntries) return refuse('file_type', `zip: ${zip.entryCount} entries`);

  const names: string[] = [];
  const seen = new Set<string>();
  const kept = new Map<string, Buffer>();
  let declared = 0;
  let unpacked = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (entry.isEncrypted()) return refuse('file_encrypted', `zip: entry ${name} is encrypted`);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        return refuse('file_type', `zip: compression method ${entry.compressionMethod}`);
      }
      if (seen.has(name.toLowerCase())) return refuse('file_damaged', `zip: duplicate entry ${name}`);
      seen.add(name.toLowerCase());
      names.push(name);
      declared += entry.uncompressedSize;
      if (declared > zipLimits.maxUnpackedBytes) return refuse('file_type', 'zip: declared unpacked size too large');
      if (
        entry.uncompressedSize > zipLimits.ratioFloorBytes &&
        entry.uncompressedSize > zipLimits.maxRatio * Math.max(1, entry.compressedSize)
      ) {
        return refuse('file_type', `zip: entry ${name} compressed over ${zipLimits.maxRatio}:1`);
      }
      const stream = await zip.openReadStreamPromise(entry);
      const content = await drain(stream, keep(name), entry.uncompressedSize, zipLimits.maxUnpackedBytes - unpacked);
      unpacked += typeof content === 'number' ? content : content.length;
      if (unpacked > zipLimits.maxUnpackedBytes) return refuse('file_type', 'zip: unpacked size too large');
      if (typeof content !== 'number') kept.set(name, content);
    }
  } catch (error) {
    const message = (error as Error).message;
    if (oversized.test(message)) return refuse('file_type', `zip: an entry does not inflate within its declared size (${message})`);
    return refuse('file_damaged', `zip: ${message}`);
  } finally {
    zip.close();
  }
  return { ok: true, names, entries: kept };
}

/**
 * Reads the directory of an OLE compound file (the container of .doc) within
 * bounds, to tell a Word document (it has a "WordDocument" stream) from any other
 * compound file (.xls, .msi, …) and to spot VBA macros.
 */

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const MAX_REGULAR_SECTOR = 0xfffffffa;

export type CfbResult = { ok: true; streams: Set<string> } | { ok: false; reason: string };

export function isCfb(buf: Buffer): boolean {
  return buf.length >= 512 && buf.subarray(0, 8).equals(SIGNATURE);
}

/** Names of the directory entries (streams and storages) of a compound file. */
export function readCfbDirectory(buf: Buffer): CfbResult {
  if (!isCfb(buf)) return { ok: false, reason: 'not a compound file' };
  const shift = buf.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return { ok: false, reason: `sector shift ${shift}` };
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((buf.length - sectorSize) / sectorSize);
  const sectorOffset = (s: number) => (s + 1) * sectorSize;

  // The sector allocation table, from the header's first 109 DIFAT entries (enough
  // for any file within the upload limit).
  const fat: number[] = [];
  for (let i = 0; i < 109; i++) {
    const s = buf.readUInt32LE(0x4c + i * 4);
    if (s >= MAX_REGULAR_SECTOR) continue;
    if (s >= sectorCount) return { ok: false, reason: 'FAT sector out of bounds' };
    const off = sectorOffset(s);
    for (let j = 0; j < sectorSize / 4; j++) fat.push(buf.readUInt32LE(off + j * 4));
  }

  const streams = new Set<string>();
  const seen = new Set<number>();
  let s = buf.readUInt32LE(0x30);
  while (s !== END_OF_CHAIN) {
    if (s >= sectorCount || seen.has(s)) return { ok: false, reason: 'bad directory chain' };
    seen.add(s);
    const off = sectorOffset(s);
    for (let e = 0; e < sectorSize / 128; e++) {
      const entry = off + e * 128;
      const type = buf[entry + 0x42];
      if (type === 0) continue;
      const nameBytes = Math.min(64, buf.readUInt16LE(entry + 0x40));
      const name = buf.toString('utf16le', entry, entry + Math.max(0, nameBytes - 2));
      streams.add(name);
    }
    const next = fat[s];
    if (next === undefined) return { ok: false, reason: 'directory chain outside the FAT' };
    s = next;
  }
  return { ok: true, streams };
}

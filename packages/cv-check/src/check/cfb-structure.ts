/**
 * A cheap look at an OLE compound file's structure before SheetJS `cfb` reads it: `cfb`
 * trusts the structure, and loops or grows without bound when it is crafted (a cyclic
 * directory, a chain starting past the end, chains it walks in n² steps). Checked here,
 * each in time linear in the file: the FAT sectors are in the file; `cfb`'s own walk over
 * the FAT chains stays within a budget; the directory chain is loop-free; each directory
 * entry is reached once from the root, within a bounded depth; every stream starts
 * inside the file. The sandbox's child runs it (../child.ts, through ./check.ts); a file
 * that fails is refused as damaged in milliseconds rather than costing a killed child.
 */

const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
/** Storages inside storages: Word nests a few levels; this is far beyond any document. */
const maxDepth = 64;
/** `cfb` visits FAT entries this many times the sector count at most, on a sane file once or twice. */
const walkBudgetPerSector = 4;

/** Why the structure cannot be trusted, or null when it can. */
export function cfbStructureProblem(buf: Buffer): string | null {
  try {
    return problemOf(buf);
  } catch (error) {
    // A read past the end (a last sector cut short): the file is damaged.
    return `unreadable structure (${(error as Error).message})`;
  }
}

function problemOf(buf: Buffer): string | null {
  if (buf.length < 512) return 'shorter than its header';
  const shift = buf.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return `sector shift ${shift}`;
  const size = 1 << shift;
  const sectors = Math.ceil((buf.length - size) / size);
  const sectorAt = (i: number) => size + i * size;
  const inFile = (i: number) => i < sectors;

  // The FAT: sector numbers from the header's list (and the DIFAT chain after it).
  const fatCount = buf.readUInt32LE(44);
  if (fatCount > sectors) return `${fatCount} FAT sectors in a file of ${sectors}`;
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(109, fatCount); i++) fatSectors.push(buf.readUInt32LE(76 + 4 * i));
  const seenDifat = new Set<number>();
  for (let d = buf.readUInt32LE(68); fatSectors.length < fatCount && d !== END_OF_CHAIN && d !== NO_STREAM;) {
    if (!inFile(d) || seenDifat.has(d)) return 'DIFAT chain loops or leaves the file';
    seenDifat.add(d);
    for (let j = 0; j < size / 4 - 1 && fatSectors.length < fatCount; j++) fatSectors.push(buf.readUInt32LE(sectorAt(d) + 4 * j));
    d = buf.readUInt32LE(sectorAt(d) + size - 4);
  }
  if (fatSectors.some((s) => !inFile(s))) return 'a FAT sector outside the file';
  const next = (i: number): number => {
    const at = Math.floor((i * 4) / size);
    return at < fatSectors.length ? buf.readUInt32LE(sectorAt(fatSectors[at]!) + ((i * 4) % size)) : END_OF_CHAIN;
  };

  // `cfb` follows the chain from every sector not yet seen, stopping only at a repeat
  // within that chain: chains running downwards cost it n². Replay its walk, counted.
  const dirStart = buf.readUInt32LE(48);
  if (!inFile(dirStart)) return 'directory starts outside the file';
  const checked = new Uint8Array(sectors);
  let budget = walkBudgetPerSector * sectors + 1024;
  for (let n = 0; n < sectors; n++) {
    const k = (n + dirStart) % sectors;
    if (checked[k]) continue;
    const seen = new Set<number>();
    for (let j = k; j < sectors && !seen.has(j); j = next(j)) {
      if (--budget < 0) return 'FAT chains that take quadratic time to read';
      seen.add(j);
      checked[j] = 1;
    }
  }

  // The directory: its chain, loop-free and in the file.
  const dir: number[] = [];
  const seenDir = new Set<number>();
  for (let s = dirStart; s !== END_OF_CHAIN; s = next(s)) {
    if (!inFile(s) || seenDir.has(s)) return 'directory chain loops or leaves the file';
    seenDir.add(s);
    dir.push(s);
  }
  const entries = (dir.length * size) / 128;
  const entry = (i: number) => sectorAt(dir[Math.floor((i * 128) / size)]!) + ((i * 128) % size);
  const miniCutoff = buf.readUInt32LE(56);

  // Every entry reached from the root at most once (siblings and children), not too deep.
  const reached = new Uint8Array(entries);
  const stack: [number, number][] = [[0, 0]];
  while (stack.length > 0) {
    const [i, depth] = stack.pop()!;
    if (i === NO_STREAM) continue;
    if (i >= entries) return `directory entry ${i} of ${entries}`;
    if (reached[i]) return `directory entry ${i} reached twice`;
    reached[i] = 1;
    const at = entry(i);
    const type = buf[at + 66];
    if (type === 1 || type === 5) {
      if (depth > maxDepth) return `storages nested over ${maxDepth} deep`;
      stack.push([buf.readUInt32LE(at + 76), depth + 1]);
    }
    if (i !== 0) stack.push([buf.readUInt32LE(at + 68), depth], [buf.readUInt32LE(at + 72), depth]);
    const start = buf.readUInt32LE(at + 116);
    const length = buf.readUInt32LE(at + 120);
    const inMini = type === 2 && length < miniCutoff;
    if ((type === 2 || type === 5) && length > 0 && !inMini && !inFile(start)) return `stream of entry ${i} starts outside the file`;
  }
  return null;
}

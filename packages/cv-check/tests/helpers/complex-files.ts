/**
 * Files whose structure makes a parser loop or grow without bound: the table of
 * docs/security.md ("The CV check runs in a child process"). Written byte by byte here, so no binary is committed; each
 * one is small and the CV check must still answer it within its limits.
 */
import zlib from 'node:zlib';
import { maxCvBytes } from '../../src/check/formats';
import { docx, pdf } from './documents';

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

type DirEntry = { name: string; type: 1 | 2 | 5; left?: number; right?: number; child?: number; start?: number; size?: number };

function dirEntry(e: DirEntry): Buffer {
  const buf = Buffer.alloc(128, 0);
  const name = Buffer.from(`${e.name}\0`, 'utf16le');
  name.copy(buf, 0, 0, Math.min(64, name.length));
  buf.writeUInt16LE(Math.min(64, name.length), 64);
  buf.writeUInt8(e.type, 66);
  buf.writeUInt8(1, 67); // black
  buf.writeUInt32LE(e.left ?? NO_STREAM, 68);
  buf.writeUInt32LE(e.right ?? NO_STREAM, 72);
  buf.writeUInt32LE(e.child ?? NO_STREAM, 76);
  buf.writeUInt32LE(e.start ?? END_OF_CHAIN, 116);
  buf.writeUInt32LE(e.size ?? 0, 120);
  return buf;
}

/**
 * An OLE compound file (version 3, 512-byte sectors): `data` sectors first, then the
 * directory, then the FAT. `fat` may rewrite the allocation table before it is written.
 */
function compound(entries: DirEntry[], data = 0, fat: (table: Uint32Array, dirStart: number) => void = () => {}): Buffer {
  const dirSectors = Math.ceil(entries.length / 4);
  const dirStart = data;
  let fatSectors = 1;
  while (fatSectors * (SECTOR / 4) < data + dirSectors + fatSectors) fatSectors++;
  if (fatSectors > 109) throw new Error('compound(): more FAT sectors than the header holds');
  const fatStart = data + dirSectors;
  const table = new Uint32Array(fatSectors * (SECTOR / 4)).fill(FREE);
  for (let i = 0; i < dirSectors; i++) table[dirStart + i] = i + 1 < dirSectors ? dirStart + i + 1 : END_OF_CHAIN;
  for (let i = 0; i < fatSectors; i++) table[fatStart + i] = FAT_SECTOR;
  fat(table, dirStart);

  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(fatSectors, 44);
  header.writeUInt32LE(dirStart, 48);
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i < fatSectors ? fatStart + i : FREE, 76 + 4 * i);

  const dir = Buffer.alloc(dirSectors * SECTOR, 0);
  entries.forEach((e, i) => dirEntry(e).copy(dir, i * 128));
  const fatBytes = Buffer.from(table.buffer);
  return Buffer.concat([header, Buffer.alloc(data * SECTOR, 0x20), dir, fatBytes]);
}

/** Two directory entries, each the other's sibling (1.5 KB). */
export const cyclicSiblings = () =>
  compound([
    { name: 'Root Entry', type: 5, child: 1 },
    { name: 'WordDocument', type: 2, right: 2 },
    { name: '1Table', type: 2, right: 1 }
  ]);

/** A FAT chain pointing to itself, its stream starting past the end of the file (1.5 KB). */
export const selfPointingChain = () =>
  compound(
    [
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'WordDocument', type: 2, start: 100, size: 1 << 20 }
    ],
    0,
    (table) => {
      table[100] = 100;
    }
  );

/** `depth` storages, each inside the one before (16,000: 2 MB). */
export function nestedStorages(depth = 16_000): Buffer {
  const entries: DirEntry[] = [{ name: 'Root Entry', type: 5, child: 1 }];
  for (let i = 1; i <= depth; i++) entries.push({ name: `S${i}`, type: 1, ...(i < depth ? { child: i + 1 } : {}) });
  return compound(entries);
}

/** `n` data sectors whose FAT chains all run downwards to sector 0: reading every chain is n² (4,000: 2 MB). */
export const downwardChains = (n = 4000) =>
  compound(
    [
      { name: 'Root Entry', type: 5, child: 1 },
      { name: 'WordDocument', type: 2, start: n - 1, size: n * SECTOR }
    ],
    n,
    (table) => {
      table[0] = END_OF_CHAIN;
      for (let i = 1; i < n; i++) table[i] = i - 1;
    }
  );

/** A PDF whose one object stream inflates to `mebibytes` MiB of `fill`, repeated. */
function pdfObjectStream(fill: string, mebibytes: number): Buffer {
  // Just inside the inflating budget, so the scan reads all of it.
  const inflated = Buffer.concat([Buffer.from('7 0 '), Buffer.alloc(mebibytes * 1024 * 1024 - 64, fill)]);
  const packed = zlib.deflateSync(inflated, { level: 9 }).toString('latin1');
  return pdf('Curriculum vitae', {
    objects: [`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`]
  });
}

/** A PDF whose object stream inflates to 32 MiB of "/" (33 KB). */
export const pdfSlashStream = (mebibytes = 32) => pdfObjectStream('/', mebibytes);

/**
 * A CPU hog that stays small in memory, within the form's size limit: an RTF whose every
 * group is a \\themedata package (a small DOCX, as hex) holding a relationships part of
 * `relationships` entries, each package unpacked and its relationships read as a
 * X
 * limit) at under 100 MB resident, measured on a 2-core VM on Node 24. Its first form
 * had no relationships part: 2.8 s for 5 MB on an older VM, but 1.2 s for 4 MiB on a
 * newer one, within the limit, so the test that it is refused failed there.
 */
export function rtfThemePackages(relationships = 400): Buffer {
  const relationship =
    '<Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>';
  const rels = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationship.repeat(relationships)}</Relationships>`;
  const theme = docx([{ name: 'word/_rels/document.xml.rels', data: Buffer.from(rels) }]);
  const group = `{\\*\\themedata ${theme.toString('hex')}}`;
  return Buffer.from(`{\\rtf1\\ansi ${group.repeat(Math.floor((maxCvBytes - 100) / group.length))}}`);
}

/**
 * A valid PDF that keeps its check busy: an object stream of 32 MiB of small objects of
 * words, "1 0 obj a a …" (about 0.65 s of CPU, 82 KB). It was 32 MiB of "a " alone, 0.75 s
 * until the scan stopped keeping each word it passed (0.3 s since), too quick to be the
 * slow file the queue and deadline tests need.
 */
export const pdfWordStream = () => pdfObjectStream(`1 0 obj ${'a '.repeat(12)}`, 32);
/** A DOCX with `count` XML parts of just under 1 MiB each: every one below the ratio floor (68 KB). */
function manyLargeParts(count = 31): Buffer {
  const part = Buffer.concat([Buffer.from('<x>'), Buffer.alloc(1024 * 1024 - 8, '<'), Buffer.from('</x>')]);
  return docx(Array.from({ length: count }, (_, i) => ({ name: `word/part${i}.xml`, data: part })));
}

/** The table's files, each with the label the suites report. */
export function complexFiles(): { label: string; name: string; content: Buffer }[] {
  return [
    { label: 'two OLE directory entries, each the other sibling', name: 'cv.doc', content: cyclicSiblings() },
    { label: 'a FAT chain pointing to itself, stream past the end', name: 'cv.doc', content: selfPointingChain() },
    { label: '16,000 nested OLE storages', name: 'cv.doc', content: nestedStorages() },
    { label: 'FAT chains running downwards, N = 4,000', name: 'cv.doc', content: downwardChains() },
    { label: 'a PDF object stream inflating to 32 MiB of "/"', name: 'cv.pdf', content: pdfSlashStream() },
    { label: '31 DOCX parts of 1 MiB each', name: 'cv.docx', content: manyLargeParts() }
  ];
}

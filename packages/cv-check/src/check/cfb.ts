/**
 * Reads an OLE compound file (the container of .doc, and of encrypted Office files)
 * with SheetJS `cfb`, a vetted reader, and gives its entries with their full paths
 * lower-cased: CFB names compare case-insensitively, so "mACROS" is the "Macros" storage.
 */
import * as CFB from 'cfb';
import { refuse, type Refusal } from './verdict';

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const STREAM = 2;

export type CfbEntry = { path: string; stream: boolean; content: Buffer };
export type CfbResult = { ok: true; entries: CfbEntry[]; stream(path: string): Buffer | undefined } | Refusal;

export function isCfb(buf: Buffer): boolean {
  return buf.length >= 8 && buf.subarray(0, 8).equals(SIGNATURE);
}

/** The entries of a compound file below the root, as "storage/stream" paths in lower case. */
export function readCfb(buf: Buffer): CfbResult {
  if (buf.length < 512) return refuse('file_damaged', 'cfb: shorter than its header');
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(buf, { type: 'buffer' });
  } catch (error) {
    return refuse('file_damaged', `cfb: ${(error as Error).message}`);
  }
  const entries: CfbEntry[] = [];
  container.FileIndex.forEach((entry, i) => {
    // FullPaths start with the root's own name ("Root Entry/"); drop it.
    const path = (container.FullPaths[i] ?? '')
      .replace(/^[^/]*\//, '')
      .replace(/\/$/, '')
      .toLowerCase();
    if (!path) return;
    const content = entry.content ? Buffer.from(entry.content as Uint8Array) : Buffer.alloc(0);
    entries.push({ path, stream: entry.type === STREAM, content });
  });
  return {
    ok: true,
    entries,
    stream: (path) => entries.find((e) => e.stream && e.path === path.toLowerCase())?.content
  };
}

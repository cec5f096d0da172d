/**
 * Bundles the sandbox's child (./child.ts) into one plain script, for a build to ship: a
 * server bundles its code into chunks of its own, so a file to start as a process has to
 * be made apart, and runs then with no TypeScript loader. Written whole under another
 * name and then renamed, so that a check starting meanwhile never reads half a file.
 * esbuild is a dev dependency: only a build step (and the tests) import this entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';

/** The child's source, the bundle's one entry point. */
export const childSource = path.join(import.meta.dirname, 'child.ts');

/** The child's bundle, in memory; its metafile says which modules went into it. */
export async function bundleCheckChild(): Promise<{ contents: Uint8Array; metafile: Metafile }> {
  const result = await build({
    entryPoints: [childSource],
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    metafile: true,
    logLevel: 'warning',
    write: false
  });
  return { contents: result.outputFiles[0]!.contents, metafile: result.metafile };
}

/** Writes the child's bundle to `outfile`. */
export async function writeCheckChild(outfile: string): Promise<void> {
  const { contents } = await bundleCheckChild();
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  const partial = `${outfile}.${process.pid}.tmp`;
  fs.writeFileSync(partial, contents);
  fs.renameSync(partial, outfile);
}

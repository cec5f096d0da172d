/**
 * Prebuild: bundles the CV sandbox's child (lib/enquiries/sandbox-child.ts) into one
 * plain script (lib/next-build/cv-sandbox-file.ts says where). Next bundles server code
 * into chunks of its own, so a file to start as a process has to be made here; the
 * server runs this one (lib/enquiries/sandbox.ts), with no TypeScript loader needed in
 * production. Written whole under another name and then renamed, so that a check
 * starting meanwhile (tests build it while others run) never reads half a file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { sandboxBundle } from '../../lib/next-build/cv-sandbox-file';

const root = path.resolve(import.meta.dirname, '..', '..');
const outfile = path.resolve(root, sandboxBundle);

const result = await build({
  entryPoints: [path.join(root, 'lib/enquiries/sandbox-child.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  // Server code, as in Next: `server-only` is satisfied.
  alias: { 'server-only': path.join(root, 'node_modules/server-only/empty.js') },
  logLevel: 'warning',
  write: false
});
fs.mkdirSync(path.dirname(outfile), { recursive: true });
const partial = `${outfile}.${process.pid}.tmp`;
fs.writeFileSync(partial, result.outputFiles[0]!.contents);
fs.renameSync(partial, outfile);
console.log(`CV sandbox: ${path.relative(root, outfile)}`);

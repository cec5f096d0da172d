/**
 * Postbuild: bundles the CV sandbox's child (lib/enquiries/sandbox-child.ts) into one
 * plain script, <distDir>/cv-sandbox.cjs. `next start` bundles server code into chunks
 * of its own, so a file to start as a process has to be made here; the server runs
 * this one (lib/enquiries/sandbox.ts), with no TypeScript loader needed in production.
 */
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..', '..');
const outfile = path.resolve(root, process.env.NEXT_DIST_DIR || '.next', 'cv-sandbox.cjs');

await build({
  entryPoints: [path.join(root, 'lib/enquiries/sandbox-child.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  // Server code, as in Next: `server-only` is satisfied.
  alias: { 'server-only': path.join(root, 'node_modules/server-only/empty.js') },
  logLevel: 'warning'
});
console.log(`CV sandbox: ${path.relative(root, outfile)}`);

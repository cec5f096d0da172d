/**
 * The end-to-end tests' servers (playwright.config.ts's webServer, which needs a command
 * that keeps running): `next start` on 127.0.0.1:<port> from NEXT_DIST_DIR (else `.next`),
 * started by the one launcher, scripts/common/next-server.mjs, with the environment
 * Playwright gives it. Its output goes on to this process's, for Playwright to show; it
 * is stopped with this process (Playwright kills the process group, SIGTERM or Ctrl-C by
 * hand).
 *
 * Usage: node scripts/test/e2e-server.mjs <port>
 */
import { startNext } from '../common/next-server.mjs';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('Usage: node scripts/test/e2e-server.mjs <port>');

const server = await startNext({ port });
// What it printed while coming up, then the rest as it comes.
console.log(server.output.join('\n'));
server.child.stdout.pipe(process.stdout);
server.child.stderr.pipe(process.stderr);
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.once(signal, () => void server.stop());
await server.exited;
process.exitCode = server.child.exitCode ?? 1;

// The one way this repository starts `next start`: for the build's self-check
// (scripts/build/verify-build.ts), the bench, the screenshots and colour comparison, the
// end-to-end tests (scripts/test/e2e-server.mjs) and every other test that needs a real
// server. Start on 127.0.0.1 at a port, wait until a path answers, keep the server's last
// lines of output, stop. One copy, so that a fix (a readiness check, a port already
// taken, output to show on failure) reaches every caller.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepOutput, stopChild } from './local-servers.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

/**
 * The build folder a server starts from when none is given: NEXT_DIST_DIR, else `.next`.
 * @internal Named outside this module only by the tests, in their messages about a missing build.
 */
export const defaultDistDir = process.env.NEXT_DIST_DIR || '.next';

/** True when `distDir` (relative to the project, or absolute) holds a finished production build. */
export function hasBuild(distDir = defaultDistDir) {
  return fs.existsSync(path.join(path.resolve(root, distDir), 'BUILD_ID'));
}

/**
 * Starts `next start` on 127.0.0.1:`port` from `distDir` (of the app in `appDir`, the site
 * by default) and resolves once `probePath` answers with a 2xx and `ready`, when given,
 * holds. The server is the child process itself (Node running Next's bin), so its pid
 * is the server's. Refuses a port where something already answers: that server would
 * answer the probe in this one's place.
 * @param {import('./next-server.d.mts').NextServerOptions} options
 * @returns {Promise<import('./next-server.d.mts').NextServer>}
 */
export async function startNext({
  port,
  distDir = defaultDistDir,
  appDir,
  env = {},
  probePath = '/',
  ready,
  timeoutMs = 60_000,
  echo = false
}) {
  const url = `http://127.0.0.1:${port}`;
  const taken = await fetch(url).then(
    () => true,
    () => false
  );
  if (taken) throw new Error(`Port ${port} is taken: stop what listens there (the tests' ports move with E2E_PORT).`);
  const child = spawn(process.execPath, [nextBin, 'start', ...(appDir ? [appDir] : []), '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env, NEXT_DIST_DIR: distDir }
  });
  if (echo) child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const { output, exited } = keepOutput(child);
  const server = {
    url,
    port,
    child,
    output,
    exited,
    stop: () => stopChild(child, 'SIGTERM'),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`next start on ${port} exited with ${child.exitCode ?? child.signalCode}:\n${output.join('\n')}`);
    const answered = await fetch(url + probePath).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false
    );
    if (answered && (!ready || (await ready(child)))) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(
        `next start did not answer ${url}${probePath}${ready ? ' and get ready' : ''} within ${timeoutMs / 1000} s:\n${output.join('\n')}`
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

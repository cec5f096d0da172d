// Production build and `next start` for the bench and the screenshots, in a build folder
// of their own (never `.next`), so a developer's build or dev server is left alone.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stopChild } from '../scripts/common/local-servers.mjs';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

/**
 * A production build into `distDir`. next build adds `<distDir>/types/**` to tsconfig.json's
 * "include"; for a throw-away build folder that edit is noise in the working tree, so it
 * is undone afterwards (only when it is the sole change, never someone else's edit).
 * @param {string} distDir
 * @param {Record<string, string>} [env]
 */
export function buildInto(distDir, env = {}) {
  const tsconfigPath = path.join(root, 'tsconfig.json');
  const before = fs.readFileSync(tsconfigPath, 'utf8');
  console.log(`Building the site into ${distDir} …`);
  // `npm run build`, not `next build`: the project's postbuild steps (e.g. the per-page
  // CSP hashes) belong to a production build.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, NEXT_DIST_DIR: distDir }
  });
  const after = fs.readFileSync(tsconfigPath, 'utf8');
  if (after !== before) {
    try {
      const a = JSON.parse(after);
      const b = JSON.parse(before);
      a.include = (a.include ?? []).filter((/** @type {string} */ p) => !p.startsWith(`${distDir}/`));
      if (JSON.stringify(a) === JSON.stringify(b)) fs.writeFileSync(tsconfigPath, before);
    } catch {
      // Not plain JSON any more (someone is editing it): leave it as it is.
    }
  }
  if (result.status !== 0) throw new Error(`npm run build failed (exit code ${result.status}); see its output above.`);
}

/** True when `distDir` holds a finished production build. */
export function hasBuild(distDir) {
  return fs.existsSync(path.join(root, distDir, 'BUILD_ID'));
}

/** The floor app (bench/floor): the framework alone, built with the project's own next and react. */
export const floorDir = 'bench/floor';

/** `next build bench/floor` (a few seconds); its build folder is bench/floor/.next. */
export function buildFloor() {
  console.log(`Building the floor app (${floorDir}) …`);
  const result = spawnSync(process.execPath, [nextBin, 'build', floorDir], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  });
  if (result.status !== 0) throw new Error(`next build ${floorDir} failed (exit code ${result.status}); see its output above.`);
}

/**
 * Starts `next start` on 127.0.0.1:`port` from `distDir` (of the app in `appDir`, the
 * site by default) and waits until `probePath` answers. Returns its URL and a stop
 * function that ends this one process.
 * @param {{ distDir: string, port: number, probePath?: string, appDir?: string, env?: Record<string, string> }} options
 */
export async function startNext({ distDir, port, probePath = '/hseq', appDir, env = {} }) {
  const child = spawn(process.execPath, [nextBin, 'start', ...(appDir ? [appDir] : []), '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env, NEXT_DIST_DIR: distDir }
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`next start exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    try {
      const response = await fetch(url + probePath);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`next start did not answer ${url}${probePath} within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    output: () => output,
    stop: () => stopChild(child, 'SIGTERM')
  };
}

// Production builds for the bench and the screenshots, in a build folder of their own
// (never `.next`), so a developer's build or dev server is left alone. They are served by
// `startNext` of scripts/common/next-server.mjs, the one launcher of `next start`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/common/next-server.mjs';

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

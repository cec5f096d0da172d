// What a bench run leaves behind: the framework's runtime as the build wrote it, and the
// JSON report in bench/results/ (git-ignored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { frameworkRuntimeFiles } from '../lib/next-build/output';
import { root } from '../scripts/common/next-server.mjs';

/**
 * What any App Router page loads before a line of the site's own code: Next.js and
 * React's runtime (lib/next-build/output.ts finds it), gzipped as `next start` sends it.
 */
export function frameworkRuntime(distDir) {
  const dir = path.resolve(root, distDir);
  const files = frameworkRuntimeFiles(dir);
  const gzipBytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length, 0);
  return { files, gzipBytes };
}

/** The machine the figures were measured on. */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version
  };
}

/**
 * Writes `report` to bench/results/bench-<start time>.json and bench/results/latest.json.
 * @param {{ startedAt: string }} report
 * @returns {string} the first file's path, relative to the repository
 */
export function writeReport(report) {
  const resultsDir = path.join(root, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), JSON.stringify(report, null, 2));
  return path.relative(root, file);
}

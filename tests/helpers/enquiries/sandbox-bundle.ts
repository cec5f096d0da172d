/**
 * The CV sandbox's children run the bundle the build makes, as under `next start` (and
 * start in a fraction of the time the TypeScript source takes through tsx): built here
 * into a temporary NEXT_DIST_DIR before a test file's first check, removed after it.
 * Also: the sandbox children of this process, counted from /proc.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

export function buildSandboxBundle(): void {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-sandbox-'));
  beforeAll(() => {
    execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build/cv-sandbox-bundle.mts'], {
      cwd: root,
      env: { ...process.env, NEXT_DIST_DIR: dist },
      stdio: 'ignore'
    });
    Object.assign(process.env, { NEXT_DIST_DIR: dist, NODE_ENV: 'production' });
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
}

function read(file: string): string {
  try {
    return fs.readFileSync(file, 'latin1');
  } catch {
    return '';
  }
}

/** The child processes of `pid` (none when it is gone). */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => read(`/proc/${pid}/task/${tid}/children`).trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

const isZombie = (pid: number) => {
  const stat = read(`/proc/${pid}/stat`);
  return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
};

/** Living (not zombie) descendants of `pid` that run the sandbox's child. */
export function sandboxChildren(pid = process.pid): number[] {
  const children = childrenOf(pid);
  const own = children.filter((child) => read(`/proc/${child}/cmdline`).includes('cv-sandbox') && !isZombie(child));
  return [...own, ...children.flatMap((child) => sandboxChildren(child))];
}

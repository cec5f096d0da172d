/**
 * The CV sandbox's children run the bundle the build makes, as under `next start` (and
 * start in a fraction of the time the TypeScript source takes through tsx): made here
 * from the current source before a test file's first check (lib/next-build/cv-sandbox-file.ts
 * says where). Also: the sandbox children of this process, counted from /proc.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

export function buildSandboxBundle(): void {
  beforeAll(() => {
    execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build/cv-sandbox-bundle.mts'], { cwd: root, stdio: 'ignore' });
    Object.assign(process.env, { NODE_ENV: 'production' });
  });
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

/**
 * The sandbox's children in the package's tests run the bundle a build ships (and start
 * in a fraction of the time the TypeScript source takes through tsx): made here from the
 * current source before a test file's first check, into a folder of this process's own.
 * Also: the sandbox children of a process, counted from /proc.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll } from 'vitest';
import { writeCheckChild } from '../../src/bundle';
import type { SandboxSettings } from '../../src/sandbox/pool';

/** Named like a site's bundle (cv-sandbox…): sandboxChildren finds the children by it. */
const bundle = path.join(os.tmpdir(), `cv-check-tests-${process.pid}`, 'cv-sandbox.cjs');

/** How the tests run the sandbox: from the bundle, warm unless `keepWarm` says otherwise. */
export const sandbox = (keepWarm = true): SandboxSettings => ({ bundle, keepWarm });

export function buildSandboxBundle(): void {
  beforeAll(() => writeCheckChild(bundle));
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

/** A sandbox child's command line names its bundle (cv-sandbox…) or, run through tsx, its source. */
const isSandboxChild = (pid: number) => /cv-sandbox|cv-check\/src\/child\.ts/.test(read(`/proc/${pid}/cmdline`));

/** Living (not zombie) descendants of `pid` that run the sandbox's child. */
export function sandboxChildren(pid = process.pid): number[] {
  const children = childrenOf(pid);
  const own = children.filter((child) => isSandboxChild(child) && !isZombie(child));
  return [...own, ...children.flatMap((child) => sandboxChildren(child))];
}

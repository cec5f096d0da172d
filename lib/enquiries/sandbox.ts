/**
 * Runs the CV check (sniffCv) in a child process, so that no uploaded file can take the
 * site down: a parser that loops, or grows without bound, on a crafted structure
 * (a cyclic OLE directory, a FAT chain pointing to itself, an object stream inflating
 * to tens of MB) costs one child, killed on a breach, never the server. A worker thread
 * is not enough: V8's out-of-memory in a worker still aborts the whole process.
 *
 * Limits per check: a V8 heap cap (--max-old-space-size), a resident-size watch read
 * from /proc (Buffers live outside the heap), and a time limit. On any breach, or if the
 * child dies, the file is refused as `file_too_complex`. A child per concurrent check is
 * kept warm, so a check costs an IPC round trip, not a Node start-up; a child that grew is retired.
 * docs/security.md describes it; tests/unit/enquiries/sandbox.test.ts holds it.
 */
import 'server-only';
import childProcess, { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Verdict } from './files/verdict';

export type SandboxVerdict = Verdict | { ok: false; code: 'file_too_complex'; reason: string };

/** @internal */
export const sandboxLimits = {
  /** Wall time of one check, from the moment the child has the file. */
  timeMs: 1500,
  /** V8's old space in the child. */
  heapMb: 96,
  /** Resident size of the child at which it is killed (the heap cap misses Buffers). */
  residentMb: 160,
  /** A child resident over this after a check is retired rather than kept warm. */
  retireMb: 120,
  /** Checks that may run at once; more wait their turn. As many children are kept warm. */
  concurrency: 2,
  /** The children's CPU priority (Unix nice value): below the server's 0. */
  nice: 10,
  /** A child that has not started by then (a machine under heavy load) fails the check. */
  startMs: 10_000
} as const;

const watchEveryMs = 20;

type Slot = { child: ChildProcess; ready: Promise<void>; started: boolean };

/**
 * How to start the child: the bundle the build writes (scripts/build/cv-sandbox-bundle.mts)
 * when this is the production server, else the TypeScript source through tsx (tests,
 * `next dev`, the staff command line).
 */
function childEntry(): { file: string; execArgv: string[] } {
  const root = process.cwd();
  const bundled = path.resolve(root, process.env.NEXT_DIST_DIR || '.next', 'cv-sandbox.cjs');
  const heap = [`--max-old-space-size=${sandboxLimits.heapMb}`, '--max-semi-space-size=4'];
  if (process.env.NODE_ENV === 'production' && fs.existsSync(bundled)) return { file: bundled, execArgv: heap };
  return {
    file: path.join(root, 'lib/enquiries/sandbox-child.ts'),
    execArgv: [...heap, '--require', path.join(root, 'scripts/staff/server-context.cjs'), '--import', 'tsx']
  };
}

/** Resident size of a process in MB (Linux /proc); null where it cannot be read. */
function residentMb(pid: number): number | null {
  try {
    const pages = Number(fs.readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]);
    return (pages * 4096) / (1024 * 1024);
  } catch {
    return null;
  }
}

/**
 * The pool: warm children, turns and ids. On globalThis (under a Symbol.for key), not in
 * module variables: `next start` loads this module once for instrumentation.ts (which
 * warms the children at boot) and again for the route, and module state would leave the
 * route a pool of its own, starting two more children cold while the warm ones idled.
 */
type Pool = { idle: Slot[]; running: number; waiting: (() => void)[]; nextId: number };
const key = Symbol.for('enquiries.sandbox');
const holder = globalThis as { [key]?: Pool };
const pool: Pool = (holder[key] ??= { idle: [], running: 0, waiting: [], nextId: 0 });
const { idle, waiting } = pool;

/**
 * child_process.fork, looked up at run time: the bundler resolves a path given to a
 * fork() it can see, and the child's file only exists after the build (or is TypeScript).
 */
const forkAtRunTime = Reflect.get(childProcess, 'fork') as typeof childProcess.fork;

function spawnSlot(): Slot {
  const { file, execArgv } = childEntry();
  // The child's stderr is kept, not shown: a parser dying of V8's out-of-memory writes
  // pages of it. It is logged only when a child fails to start (a missing bundle).
  const child = forkAtRunTime(file, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  (child.stderr as Socket | null)?.unref();
  const slot = { child, started: false } as Slot;
  slot.ready = new Promise<void>((resolve) => {
    const onReady = (message: unknown) => {
      if ((message as { ready?: boolean }).ready) {
        slot.started = true;
        child.off('message', onReady);
        resolve();
      }
    };
    child.on('message', onReady);
    child.once('exit', (code) => {
      if (!slot.started) console.error(`[enquiries] the CV check process (${file}) did not start (exit ${code}): ${stderr.trim()}`);
      resolve();
    });
  });
  child.on('error', () => {});
  // Below the server's CPU priority: a long check slows only itself, not the pages.
  try {
    if (child.pid) os.setPriority(child.pid, sandboxLimits.nice);
  } catch {
    // not permitted here: the check runs at the server's priority
  }
  // A warm child waiting for work must not keep a script (the staff CLI, a test) alive.
  child.unref();
  child.channel?.unref();
  return slot;
}

const alive = (slot: Slot) => !slot.child.killed && slot.child.exitCode === null && slot.child.signalCode === null && slot.child.connected;

/** A warm child, one that has started first. */
function takeSlot(): Slot {
  for (let i = idle.length - 1; i >= 0; i--) if (!alive(idle[i]!)) idle.splice(i, 1);
  const at = idle.findIndex((slot) => slot.started);
  if (at >= 0) return idle.splice(at, 1)[0]!;
  return idle.shift() ?? spawnSlot();
}

/** After a check: keep a healthy child warm, up to one per concurrent check; end the rest. */
function release(slot: Slot) {
  const size = residentMb(slot.child.pid ?? 0);
  if (alive(slot) && idle.length < sandboxLimits.concurrency && (size === null || size < sandboxLimits.retireMb)) {
    slot.child.unref();
    slot.child.channel?.unref();
    idle.push(slot);
  } else if (alive(slot)) {
    slot.child.kill('SIGKILL');
  }
}

async function turn(): Promise<void> {
  if (pool.running < sandboxLimits.concurrency) {
    pool.running++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
  pool.running++;
}

function endTurn() {
  pool.running--;
  waiting.shift()?.();
}

/**
 * One check in `slot`'s child. The time limit starts when the child has the file: a
 * child's start-up is kept off the visitor's path by the warm ones, and a slow start
 * on a loaded machine says nothing about the file.
 */
function runIn(slot: Slot, content: Buffer): Promise<SandboxVerdict> {
  const { child } = slot;
  const id = ++pool.nextId;
  return new Promise<SandboxVerdict>((resolve) => {
    let settled = false;
    const finish = (verdict: SandboxVerdict, kill: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (kill) child.kill('SIGKILL');
      resolve(verdict);
    };
    const tooComplex = (reason: string) => finish({ ok: false, code: 'file_too_complex', reason }, true);
    const onMessage = (message: unknown) => {
      const answer = message as { id?: number; verdict?: SandboxVerdict };
      if (answer.id === id && answer.verdict) finish(answer.verdict, false);
    };
    const onExit = (code: number | null, signal: string | null) => tooComplex(`check process ended (${signal ?? `exit ${code}`})`);
    let timer = setTimeout(() => tooComplex(`check process not started within ${sandboxLimits.startMs} ms`), sandboxLimits.startMs);
    const watch = setInterval(() => {
      const size = residentMb(child.pid ?? 0);
      if (size !== null && size > sandboxLimits.residentMb) tooComplex(`check grew to ${Math.round(size)} MB resident`);
    }, watchEveryMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
    // While a check waits on it, the child keeps this process alive (a script awaiting it).
    child.ref();
    child.channel?.ref();
    void slot.ready.then(() => {
      if (settled) return;
      if (!alive(slot)) return tooComplex('check process could not start');
      clearTimeout(timer);
      timer = setTimeout(() => tooComplex(`check took over ${sandboxLimits.timeMs} ms`), sandboxLimits.timeMs);
      child.send({ id, content }, (error) => {
        if (error) tooComplex(`check process unreachable: ${error.message}`);
      });
    });
  });
}

/** The format of a CV file, or why it is not one we take: sniffCv, run in the sandbox. */
export async function sniffCvSandboxed(content: Buffer): Promise<SandboxVerdict> {
  await turn();
  try {
    const slot = takeSlot();
    const verdict = await runIn(slot, content);
    release(slot);
    warmSandbox();
    return verdict;
  } finally {
    endTurn();
  }
}

/** Starts the warm children ahead of the uploads (instrumentation.ts, at server start; after each check). */
export function warmSandbox(): void {
  while (idle.length < sandboxLimits.concurrency) idle.push(spawnSlot());
}

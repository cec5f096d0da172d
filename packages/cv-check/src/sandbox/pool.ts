/**
 * Runs the CV check (checkCv) in a child process, so that no uploaded file can take the
 * site down: a parser that loops, or grows without bound, on a crafted structure
 * (a cyclic OLE directory, a FAT chain pointing to itself, an object stream inflating
 * to tens of MB) costs one child, killed on a breach, never the server. A worker thread
 * is not enough: V8's out-of-memory in a worker still aborts the whole process.
 *
 * Limits per check (./limits.ts): a V8 heap cap (--max-old-space-size), and a watch
 * of the child's resident size (Buffers live outside the heap) and CPU time, read from
 * /proc (./run.ts). On a breach, or if the child crashes, the file is refused as
 * `file_too_complex`; what says nothing about the file (no turn in the bounded queue,
 * the wall-clock backstop, a child killed from outside twice) is `unavailable`. A child
 * per concurrent check is kept warm, so a check costs an IPC round trip, not a Node
 * start-up; a child that grew is retired. The site's docs/security.md describes it;
 * the package's tests/integration/sandbox*.test.ts hold it.
 *
 * Where the child comes from and whether children are kept warm are the caller's to say
 * (SandboxSettings): the package reads no environment of its own.
 */
import childProcess from 'node:child_process';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { queueLimits, sandboxLimits } from './limits';
import { sampleProcess } from './proc';
import { createCheckQueue, type CheckQueue } from './queue';
import { alive, runCheck, type SandboxVerdict, type Slot } from './run';

export type SandboxSettings = {
  /**
   * The child's bundle (../bundle.ts makes it) when the caller runs from a build, else
   * null: the child's TypeScript source then runs through tsx (tests, `next dev`, a
   * command line), which must be installed where the process runs.
   */
  bundle: string | null;
  /**
   * Whether healthy children are kept warm between checks, one per concurrent check. Not
   * on a serverless host, which freezes a process between requests, children and all:
   * there each check gets a child of its own, ended after it.
   */
  keepWarm: boolean;
};

/**
 * How to start the child: `settings.bundle`, or the TypeScript source through tsx. The
 * source is found through the package's install (node_modules/@site/cv-check, npm's link
 * to the workspace) from the process's folder: a bundler that compiled this module into
 * a chunk leaves no path of its own to start from. @internal (exported for the tests
 * that start a child as the pool does)
 */
export function sandboxChildEntry(settings: Pick<SandboxSettings, 'bundle'>): { file: string; execArgv: string[] } {
  const heap = [`--max-old-space-size=${sandboxLimits.heapMb}`, '--max-semi-space-size=4'];
  if (settings.bundle) return { file: settings.bundle, execArgv: heap };
  // Not traced from here (a path from a variable would trace the whole project).
  const source = path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules/@site/cv-check/src/child.ts');
  return { file: source, execArgv: [...heap, '--import', 'tsx'] };
}

/**
 * The pool: warm children and the queue of checks. On globalThis (under a Symbol.for
 * key), not in module variables: `next start` loads this module once for its
 * instrumentation hook (which warms the children at boot) and again for the route, and
 * module state would leave the route a pool of its own, starting two more children cold
 * while the warm ones idled, and a queue that bounded only its own half.
 */
type Pool = { idle: Slot[]; queue: CheckQueue };
const key = Symbol.for('@site/cv-check.sandbox');
const holder = globalThis as { [key]?: Pool };
const pool: Pool = (holder[key] ??= {
  idle: [],
  queue: createCheckQueue({ concurrency: sandboxLimits.concurrency, ...queueLimits })
});
const { idle } = pool;

/**
 * child_process.fork, looked up at run time: the bundler resolves a path given to a
 * fork() it can see, and the child's file only exists after the build (or is TypeScript).
 */
const forkAtRunTime = Reflect.get(childProcess, 'fork') as typeof childProcess.fork;

function spawnSlot(settings: SandboxSettings): Slot {
  const { file, execArgv } = sandboxChildEntry(settings);
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
      if (!slot.started) console.error(`[cv-check] the CV check process (${file}) did not start (exit ${code}): ${stderr.trim()}`);
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

/**
 * A warm child, one that has started first; one that died or was stopped (SIGSTOP) while
 * idle is ended and dropped, including one killed so recently that Node has not yet
 * reported its exit (the kernel already shows it ended).
 */
function takeSlot(settings: SandboxSettings): Slot {
  for (let i = idle.length - 1; i >= 0; i--) {
    const slot = idle[i]!;
    const sample = sampleProcess(slot.child.pid);
    if (alive(slot) && !sample?.stopped && !sample?.exited) continue;
    slot.child.kill('SIGKILL');
    idle.splice(i, 1);
  }
  const at = idle.findIndex((slot) => slot.started);
  if (at >= 0) return idle.splice(at, 1)[0]!;
  return idle.shift() ?? spawnSlot(settings);
}

/** After a check: keep a healthy child warm, up to one per concurrent check (none on serverless); end the rest. */
function release(slot: Slot, settings: SandboxSettings) {
  const size = sampleProcess(slot.child.pid)?.residentMb;
  const room = settings.keepWarm && idle.length < sandboxLimits.concurrency;
  if (alive(slot) && room && (size === undefined || size < sandboxLimits.retireMb)) {
    slot.child.unref();
    slot.child.channel?.unref();
    idle.push(slot);
  } else if (alive(slot)) {
    slot.child.kill('SIGKILL');
  }
}

/** The checks running and waiting now. */
export const sandboxLoad = () => pool.queue.load();

/** One check in a warm child (or a new one), which is kept warm again if it is healthy. */
async function checkInChild(settings: SandboxSettings, content: Buffer, signal?: AbortSignal, fresh = false) {
  const slot = fresh ? spawnSlot(settings) : takeSlot(settings);
  const outcome = await runCheck(slot, content, signal);
  release(slot, settings);
  warmSandbox(settings);
  return outcome;
}

/**
 * The format of a CV file, or why it is not one we take: checkCv, run in the sandbox.
 * `unavailable` (503: try again, never the file's fault) when no turn comes (the queue
 * full, or no turn within its wait), and when a check whose child was killed or stopped
 * from outside (or a reused child outgrew the memory or CPU limit) is interrupted again in a
 * fresh child. `network` is the sender's, for the queue's turn kept for networks that have
 * not sent one lately (./queue.ts). `signal` aborting (the request
 * ended) leaves the queue, or ends the check. A Blob (the uploaded File) is read only
 * once the check has its turn: while it waits, its bytes are not held twice.
 */
export async function checkCvInSandbox(
  file: Buffer | Blob,
  settings: SandboxSettings,
  { signal, network }: { signal?: AbortSignal; network?: string } = {}
): Promise<SandboxVerdict> {
  const turn = await pool.queue.take(signal, network);
  if (!turn.ok) return { ok: false, code: 'unavailable', reason: turn.reason };
  try {
    const content = Buffer.isBuffer(file) ? file : Buffer.from(await file.arrayBuffer());
    const first = await checkInChild(settings, content, signal);
    return first.interrupted && !signal?.aborted ? (await checkInChild(settings, content, signal, true)).verdict : first.verdict;
  } finally {
    turn.done();
  }
}

/**
 * Starts the warm children ahead of the uploads (at a server's start; after each check),
 * unless `settings.keepWarm` is false: then each check starts its own child, under the
 * same limits, and ends it.
 */
export function warmSandbox(settings: SandboxSettings): void {
  if (!settings.keepWarm) return;
  while (idle.length < sandboxLimits.concurrency) idle.push(spawnSlot(settings));
}

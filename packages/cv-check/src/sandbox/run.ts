/**
 * One CV check in a child of the sandbox (./pool.ts). The child is watched every
 * 20 ms from /proc (./proc.ts): past its CPU time or its resident size it is
 * killed and the file refused as `file_too_complex`. The limit is CPU time, not wall
 * time: at nice 10 on a busy host a valid file can wait seconds for a core without
 * costing a millisecond more, and was refused as too complex when the limit was 1.5 s
 * of wall time. A wall-clock backstop still bounds the visitor's wait; tripping it (or
 * a child that cannot start) says the host is busy, not that the file is bad, so it
 * answers `unavailable` (503, try again), never 422. So does a child killed or stopped
 * by someone else (the OOM killer, an operator, a debugger): that check is
 * `interrupted`, and the caller tries it once more in another child.
 */
import type { ChildProcess } from 'node:child_process';
import { sandboxLimits } from './limits';
import type { Verdict } from '../check/verdict';
import { sampleProcess } from './proc';

export type SandboxVerdict = Verdict | { ok: false; code: 'file_too_complex' | 'unavailable'; reason: string };

/** `checks`: how many checks the child has run (a warm child is reused). */
export type Slot = { child: ChildProcess; ready: Promise<void>; started: boolean; checks?: number };

/**
 * A check's verdict; `interrupted` when its child was killed or stopped from outside, or
 * outgrew the memory or CPU limit after earlier checks: not the file's doing alone.
 */
export type CheckOutcome = { verdict: SandboxVerdict; interrupted: boolean };

/**
 * Signals a process sends itself when it crashes: V8's out-of-memory aborts (SIGABRT), a
 * native fault. A child dying of one died of what it was reading. Any other signal
 * (SIGKILL, SIGTERM, …) came from outside: only SIGKILL after the verdict comes from here.
 */
const crashSignals = new Set(['SIGABRT', 'SIGSEGV', 'SIGBUS', 'SIGILL', 'SIGFPE', 'SIGTRAP']);

export const alive = (slot: Slot) =>
  !slot.child.killed && slot.child.exitCode === null && slot.child.signalCode === null && slot.child.connected;

const watchEveryMs = 20;
let nextId = 0;

/**
 * One check in `slot`'s child. The limits start when the child has the file: a child's
 * start-up is kept off the visitor's path by the warm ones, and has its own bound.
 */
export function runCheck(slot: Slot, content: Buffer, signal?: AbortSignal): Promise<CheckOutcome> {
  const { child } = slot;
  const id = ++nextId;
  // A reused child's resident size includes what earlier checks left (up to the retire
  // size, more when a busy host delays its garbage collection): its memory breach is
  // tried again in a fresh child before the file is blamed.
  const reused = (slot.checks ?? 0) > 0;
  slot.checks = (slot.checks ?? 0) + 1;
  return new Promise<CheckOutcome>((resolve) => {
    let settled = false;
    /** CPU time the child had used when it got the file (a warm child has run before); null until then. */
    let cpuAtStart: number | null = null;
    /** Since when the child has been seen stopped (SIGSTOP: state T), if it is. */
    let stoppedSince: number | null = null;
    const finish = (verdict: SandboxVerdict, kill: boolean, interrupted = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      child.off('message', onMessage);
      child.off('exit', onExit);
      signal?.removeEventListener('abort', onAbort);
      if (kill) child.kill('SIGKILL');
      resolve({ verdict, interrupted });
    };
    const tooComplex = (reason: string) => finish({ ok: false, code: 'file_too_complex', reason }, true);
    const unavailable = (reason: string) => finish({ ok: false, code: 'unavailable', reason }, true);
    const interrupted = (reason: string) => finish({ ok: false, code: 'unavailable', reason }, true, true);
    const onMessage = (message: unknown) => {
      const answer = message as { id?: number; verdict?: SandboxVerdict };
      if (answer.id === id && answer.verdict) finish(answer.verdict, false);
    };
    const onExit = (code: number | null, killedBy: string | null) => {
      if (killedBy && !crashSignals.has(killedBy)) interrupted(`check process killed from outside (${killedBy})`);
      else tooComplex(`check process ended (${killedBy ?? `exit ${code}`})`);
    };
    // Nobody waits for the verdict any more: the turn and the core go to the next check.
    const onAbort = () => unavailable('the request ended during its check');
    let timer = setTimeout(() => unavailable(`check process not started within ${sandboxLimits.startMs} ms`), sandboxLimits.startMs);
    const watch = setInterval(() => {
      const sample = sampleProcess(child.pid);
      if (!sample) return;
      if (sample.residentMb > sandboxLimits.residentMb) {
        const reason = `check grew to ${Math.round(sample.residentMb)} MB resident`;
        return reused ? interrupted(`${reason} in a reused child`) : tooComplex(reason);
      }
      // A reused child can spend the file's CPU on what earlier checks left (its garbage
      // collected now): its breach too is tried again in a fresh child before the file is blamed.
      if (cpuAtStart !== null && sample.cpuMs - cpuAtStart > sandboxLimits.cpuMs) {
        const reason = `check used over ${sandboxLimits.cpuMs} ms of CPU`;
        return reused ? interrupted(`${reason} in a reused child`) : tooComplex(reason);
      }
      // Stopped, it uses no CPU and would wait for the backstop: given up sooner, and retried.
      stoppedSince = sample.stopped ? (stoppedSince ?? Date.now()) : null;
      if (stoppedSince !== null && Date.now() - stoppedSince >= sandboxLimits.stoppedMs) interrupted('check process stopped from outside');
    }, watchEveryMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
    // While a check waits on it, the child keeps this process alive (a script awaiting it).
    child.ref();
    child.channel?.ref();
    void slot.ready.then(() => {
      if (settled) return;
      if (!alive(slot)) return interrupted('check process could not start');
      clearTimeout(timer);
      cpuAtStart = sampleProcess(child.pid)?.cpuMs ?? null;
      timer = setTimeout(() => {
        const used = cpuAtStart === null ? null : (sampleProcess(child.pid)?.cpuMs ?? cpuAtStart) - cpuAtStart;
        unavailable(
          `no verdict within ${sandboxLimits.backstopMs} ms (${used === null ? 'CPU unknown' : `${Math.round(used)} ms of CPU`})`
        );
      }, sandboxLimits.backstopMs);
      child.send({ id, content }, (error) => {
        if (error) interrupted(`check process unreachable: ${error.message}`);
      });
    });
  });
}

/**
 * Turns for the CV checks (./sandbox.ts): `concurrency` run at once, at most `waiting`
 * wait, each for at most `waitMs`, first come first served. Beyond a bound the caller
 * is refused at once, with the reason, instead of joining a queue that only grows: a
 * flood of uploads then costs its senders a 503, not every other visitor half a minute.
 */
import 'server-only';

type Turn = { ok: true; done: () => void } | { ok: false; reason: string };

type Limits = { concurrency: number; waiting: number; waitMs: number };
type Waiter = { grant: () => void };

export type CheckQueue = {
  /** A turn, or why there is none; `signal` aborting leaves the queue. Call `done` once finished. */
  take: (signal?: AbortSignal) => Promise<Turn>;
  /** Running and waiting now (for the tests and the logs). */
  load: () => { running: number; waiting: number };
};

export function createCheckQueue(limits: Limits): CheckQueue {
  let running = 0;
  const waiters: Waiter[] = [];

  function grant(): Turn {
    running++;
    let finished = false;
    return {
      ok: true,
      done: () => {
        if (finished) return;
        finished = true;
        running--;
        if (running < limits.concurrency) waiters.shift()?.grant();
      }
    };
  }

  function take(signal?: AbortSignal): Promise<Turn> {
    if (signal?.aborted) return Promise.resolve({ ok: false, reason: 'the request ended before its turn' });
    if (running < limits.concurrency && waiters.length === 0) return Promise.resolve(grant());
    if (waiters.length >= limits.waiting) return Promise.resolve({ ok: false, reason: `queue full (${limits.waiting} waiting)` });
    return new Promise<Turn>((resolve) => {
      const leave = (reason: string) => {
        const at = waiters.indexOf(waiter);
        if (at < 0) return;
        waiters.splice(at, 1);
        cleanUp();
        resolve({ ok: false, reason });
      };
      const onAbort = () => leave('the request ended before its turn');
      const timer = setTimeout(() => leave(`no turn within ${limits.waitMs} ms`), limits.waitMs);
      const cleanUp = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        grant: () => {
          cleanUp();
          resolve(grant());
        }
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiters.push(waiter);
    });
  }

  return { take, load: () => ({ running, waiting: waiters.length }) };
}

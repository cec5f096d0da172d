/**
 * Turns for the CV checks (./pool.ts): `concurrency` run at once, at most `waiting`
 * wait, each for at most `waitMs`, first come first served. Beyond a bound the caller
 * is refused at once, with the reason, instead of joining a queue that only grows: a
 * flood of uploads then costs its senders a 503, not every other visitor half a minute.
 *
 * A network that had a check within `recentMs` is recent: it may hold all but
 * `freshTurns` of the turns and all but `freshPlaces` of the waiting places, and the
 * turn kept goes to the first fresh caller waiting. So one network keeping the queue
 * full (from ever new /64s) leaves everyone else a turn. A caller that names no
 * network (the staff command line, the tests) is fresh.
 */

type Turn = { ok: true; done: () => void } | { ok: false; reason: string };

type Limits = {
  concurrency: number;
  waiting: number;
  waitMs: number;
  freshTurns?: number;
  freshPlaces?: number;
  recentMs?: number;
  rememberedNetworks?: number;
};
type Waiter = { fresh: boolean; grant: () => void };

export type CheckQueue = {
  /** A turn, or why there is none; `signal` aborting leaves the queue. Call `done` once finished. */
  take: (signal?: AbortSignal, network?: string) => Promise<Turn>;
  /** Running and waiting now (for the tests and the logs). */
  load: () => { running: number; waiting: number };
};

export function createCheckQueue(limits: Limits, now: () => number = Date.now): CheckQueue {
  const { freshTurns = 0, freshPlaces = 0, recentMs = 0, rememberedNetworks = 10_000 } = limits;
  let running = 0;
  let recentRunning = 0;
  const waiters: Waiter[] = [];
  /** When each network last asked for a turn, oldest first (a network asking again moves to the end). */
  const lastAsked = new Map<string, number>();

  /** Whether `network` asked within recentMs; records that it asks now. */
  function isRecent(network: string | undefined): boolean {
    if (network === undefined) return false;
    const at = now();
    for (const [key, asked] of lastAsked) {
      if (asked > at - recentMs && lastAsked.size < rememberedNetworks) break;
      lastAsked.delete(key);
    }
    const recent = (lastAsked.get(network) ?? -Infinity) > at - recentMs;
    lastAsked.delete(network);
    lastAsked.set(network, at);
    return recent;
  }

  const mayRun = (fresh: boolean) => running < limits.concurrency && (fresh || recentRunning < limits.concurrency - freshTurns);

  function grant(fresh: boolean): Turn {
    running++;
    if (!fresh) recentRunning++;
    let finished = false;
    return {
      ok: true,
      done: () => {
        if (finished) return;
        finished = true;
        running--;
        if (!fresh) recentRunning--;
        // The first waiter that may run: a fresh one passes recent ones the kept turn cannot go to.
        const next = waiters.find((w) => mayRun(w.fresh));
        next?.grant();
      }
    };
  }

  function take(signal?: AbortSignal, network?: string): Promise<Turn> {
    if (signal?.aborted) return Promise.resolve({ ok: false, reason: 'the request ended before its turn' });
    const fresh = !isRecent(network);
    // Whoever waits now cannot run (each turn that frees goes to the first that can), so a caller that may run runs.
    if (mayRun(fresh)) return Promise.resolve(grant(fresh));
    const recentWaiting = waiters.filter((w) => !w.fresh).length;
    if (waiters.length >= limits.waiting || (!fresh && recentWaiting >= limits.waiting - freshPlaces))
      return Promise.resolve({ ok: false, reason: `queue full (${waiters.length} waiting${fresh ? '' : ', from a recent network'})` });
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
        fresh,
        grant: () => {
          waiters.splice(waiters.indexOf(waiter), 1);
          cleanUp();
          resolve(grant(fresh));
        }
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiters.push(waiter);
    });
  }

  return { take, load: () => ({ running, waiting: waiters.length }) };
}

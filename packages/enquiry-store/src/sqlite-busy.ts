/**
 * Waiting for SQLite's write lock without stopping the server. better-sqlite3 is
 * synchronous: its busy timeout sleeps inside the calling thread, which is the event
 * loop, so while another connection (the sqlite3 shell, a backup, the staff command
 * line's erase) held the lock, no request at all was answered. The connection runs with
 * no busy timeout instead: a statement that meets the lock fails at once with
 * SQLITE_BUSY, and it is tried again from a timer, so everything else goes on meanwhile.
 */

/**
 * How long one store call waits for another connection's lock before it gives up (the
 * visitor then gets 503 and Retry-After): longer than any of our own transactions,
 * short enough that a post is answered well within the proxy's timeout.
 */
const lockWaitMs = 5000;

/** The longest pause between two tries: the delay a released lock can go unnoticed. */
const maxPauseMs = 50;

/** SQLITE_BUSY and its extended codes (_RECOVERY, _SNAPSHOT, _TIMEOUT): another connection has the lock. */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^SQLITE_BUSY/.test(code);
}

/**
 * Runs `attempt` until it does not fail with SQLITE_BUSY, pausing between tries on a
 * timer (2 ms, doubling, at most 50 ms, with jitter so that waiting processes do not try
 * in step), and throws the last SQLITE_BUSY once `lockWaitMs` has passed. A busy
 * statement has changed nothing (a transaction that met the lock was rolled back whole),
 * so trying it again is safe.
 */
export async function whenUnlocked<T>(attempt: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  let pause = 2;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || performance.now() - start + pause > lockWaitMs) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random() / 2)));
    pause = Math.min(pause * 2, maxPauseMs);
  }
}

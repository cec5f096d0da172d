/**
 * How much one CV check may take, and how many run or wait at once, so that nothing an
 * uploader sends can stall the process that asks for checks. Changing one here changes
 * the code, the tests and what the site's docs/security.md table describes.
 */

/** Limits of one CV check in its child process (./pool.ts). */
export const sandboxLimits = {
  /**
   * CPU time (user + system, read from /proc/<pid>/stat) one check may use. CPU, not
   * wall time: on a busy host a valid file waits for a core without costing more.
   */
  cpuMs: 1500,
  /**
   * Wall time after which a check is given up whatever its CPU: a host so busy that the
   * child gets no core, or a child stopped from outside. It says nothing about the
   * file, so it answers 503 `unavailable`, not 422.
   */
  backstopMs: 10_000,
  /** A child seen stopped (SIGSTOP, state T) this long is given up, and the check retried in another. */
  stoppedMs: 500,
  /** V8's old space in the child. */
  heapMb: 96,
  /** Resident size of the child at which it is killed (the heap cap misses Buffers). */
  residentMb: 160,
  /** A child resident over this after a check is retired rather than kept warm. */
  retireMb: 120,
  /** Checks that may run at once; more wait their turn (queueLimits). As many children are kept warm. */
  concurrency: 2,
  /**
   * The children's CPU priority (Unix nice value): below the server's 0, so the pages
   * win a core from a check about 3 to 1. Not 10 (1 to 9): next to two busy processes
   * of the server's priority, a check then got a tenth of a core or less, and a valid
   * file at the CPU limit would need 15 s or more, past the backstop.
   */
  nice: 5,
  /** A child that has not started by then (a machine under heavy load) fails the check. */
  startMs: 10_000
} as const;

/**
 * The queue of checks waiting for one of the `concurrency` turns. Each waiting upload
 * holds its body in memory, and its visitor waits: beyond either bound the post is
 * answered 503 `unavailable` with Retry-After at once, and the visitor sends it again.
 * Unbounded, 40 posts of a slow 30 KB PDF had other visitors wait 22–31 s, and with 100
 * they got the proxy's 504 while their enquiries were stored after all.
 */
export const queueLimits = {
  /** Checks that may wait at once, besides the running ones. */
  waiting: 8,
  /**
   * The longest one waits for its turn: with a check's CPU limit after it, a visitor who
   * gets a turn still has their 2xx within 10 s. At 10 s, a visitor's small CV that got
   * its turn just in time was answered 200 after up to 10.1 s, under a flood through
   * nginx (the site's tests/integration/enquiries/flood-nginx.test.ts).
   */
  waitMs: 8_000,
  /**
   * Of the `concurrency` turns, this many are kept for networks that have not had a check
   * within `recentMs` (a /24 or a /48: the caller names it), and of the waiting places this
   * many: one network sending slow files from fresh /64s held all ten places, and 12 of
   * 16 other visitors' CVs got 503. A first post of a network passes it by; its next ones
   * share what is left.
   */
  freshTurns: 1,
  freshPlaces: 2,
  recentMs: 60 * 60 * 1000,
  /** Networks remembered as recent at most (the oldest forgotten first): the memory stays bounded whatever sends. */
  rememberedNetworks: 10_000
} as const;

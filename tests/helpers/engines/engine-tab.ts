/**
 * What the cross-engine smoke suite (tests/suites/engines/) asks of a browser tab,
 * whichever protocol drives it: Firefox over WebDriver BiDi (firefox.ts), WebKitGTK
 * over classic WebDriver (webkit.ts). Only what both can do is here, so the suite reads
 * the same for each engine.
 */

/** What marks Next's React Server Component requests (navigations and prefetches): a cache-busting query parameter. */
export const rscMarker = '_rsc=';

/** Something a page reported: a console error or warning, a CSP violation, an uncaught error, a failed response. */
export type Report = { kind: string; text: string; url: string };

export interface EngineTab {
  /** The engine and its version, as the browser states it ("Firefox 153.8.0", "WebKitGTK 2.50.6"). */
  readonly name: string;
  /** Loads `url` and resolves once its `load` event has fired. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page with JSON-serialisable arguments and resolves with its (awaited) JSON result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real pointer click in the middle of the first element `selector` matches. */
  click(selector: string): Promise<void>;
  /** Types `text` into the first element `selector` matches, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses Escape where the focus is. */
  pressEscape(): Promise<void>;
  /** Chooses `file` (a path on this machine) in the file input `selector` matches. */
  upload(selector: string, file: string): Promise<void>;
  /** Sets the size of the page's viewport in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** What the pages reported since the last call, oldest first. */
  takeReports(): Promise<Report[]>;
  /**
   * Starts watching the tab's React Server Component requests (their URL has `_rsc=`),
   * from now on and across navigations, soft or full; the returned function gives the
   * URLs requested so far, in order.
   */
  watchRscRequests(): Promise<() => Promise<string[]>>;
  close(): Promise<void>;
}

/** How an engine is started: the smoke suite calls it once per engine. */
export type EngineLauncher = () => Promise<EngineTab>;

/**
 * Polls `fn` in the page every 100 ms until it returns a truthy value, which it resolves
 * with. The suite waits on states, not on timers (docs/testing.md); `what` names the
 * state in the error when it does not come within `timeoutMs`.
 */
export async function waitFor<A extends unknown[], R>(
  tab: EngineTab,
  what: string,
  fn: (...args: A) => R,
  args: A,
  timeoutMs = 10_000
): Promise<Awaited<R>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await tab.evaluate(fn, ...args);
      if (value) return value;
      last = value;
    } catch (error) {
      // A navigation in progress destroys the context the script ran in: try again.
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${tab.name}: timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

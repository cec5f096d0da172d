import { env } from '../env';

/**
 * V8's explicit compile hint for a whole file (Chrome 136 and later): a script whose
 * first line is this comment has every function in it compiled eagerly, on the thread
 * that streams the script in while it downloads.
 *
 * Without it, V8 only pre-parses a function and compiles it on the main thread the
 * first time it is called. Turbopack wraps each module in a function that is called
 * when the module is first required, so a page's start-up compiled all of React DOM,
 * Next's client and our own modules inside one long main-thread task: most of a page's
 * blocking time on a slow phone. With the hint, that compiling is done before the
 * scripts run (docs/performance.md has the figures).
 *
 * It goes only on the chunks a page runs at start-up (lib/next-build/startup-chunks.ts):
 * their modules are all required while the page hydrates. Chunks loaded on demand (the
 * map, the toasts, the consent banner) keep V8's lazy default. Browsers without the
 * hint read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * `source` with the compile hint as its first line (once: running twice changes nothing).
 * The chunks carry no source maps (productionBrowserSourceMaps is off); with them, the
 * added line would shift every mapping by one.
 */
export function withCompileHint(source: string): string {
  return source.startsWith(`${compileHint}\n`) ? source : `${compileHint}\n${source}`;
}

/** What the compile-hint step did to a build, recorded in it for the postbuild check. */
export type CompileHintRecord = { applied: true; chunks: number } | { applied: false; reason: string };

/**
 * The hint is an optional step: on unless BUILD_COMPILE_HINT=off, and skipped, with a
 * warning, when Next's pages are not in the shape it reads. A Next release that writes
 * its scripts differently then ships pages as Next made them (correct, only slower to
 * start on a slow phone) rather than failing the build and holding the upgrade back.
 */
export const compileHintWanted = () => env('BUILD_COMPILE_HINT') === 'on';

/**
 * The start-up chunks of the public pages, to be hinted; or why the build is not in the
 * shape lib/next-build/startup-chunks.ts reads (a public page with no chunk script in
 * that shape, or not exactly one Turbopack runtime among them), and none should be.
 */
export function planCompileHint(
  pages: ReadonlyArray<{ label: string; html: string }>,
  chunksOf: (html: string) => string[],
  isRuntime: (url: string) => boolean
): { chunks: string[] } | { reason: string } {
  const chunks = new Set<string>();
  for (const page of pages) {
    const found = chunksOf(page.html);
    if (found.length === 0) return { reason: `${page.label}: no chunk <script> in the shape lib/next-build/startup-chunks.ts reads` };
    const runtimes = found.filter(isRuntime).length;
    if (runtimes !== 1)
      return { reason: `${page.label}: ${runtimes} of its chunk scripts are Turbopack's runtime (turbopack-*.js), not one` };
    for (const url of found) chunks.add(url);
  }
  return { chunks: [...chunks] };
}

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

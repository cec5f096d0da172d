/**
 * The script each engine runs in every document before the page's own scripts (a BiDi
 * preload script in Firefox, a document-start user script in WebKitGTK). It reports
 * what a page can see go wrong and neither driver passes on by itself:
 *  - `securitypolicyviolation`: the page's CSP (its own header, with the hashes of its
 *    inline scripts) refused something;
 *  - `error` events of resources that failed to load and that the server does not have
 *    (in the capture phase: they do not bubble);
 *  - for WebKitGTK, whose API passes on neither console messages nor uncaught errors:
 *    uncaught errors, `unhandledrejection`, and calls of console.error and console.warn
 *    (Firefox sends those over BiDi's log events itself), but for a ChunkLoadError whose
 *    file the server still has (a load cut short as the page is left).
 * Messages the engine itself writes to its console (a 404 of a fetch, say) are not seen
 * this way; docs/testing.md says where that leaves WebKit.
 */

/**
 * The collector's source. `post` is an expression for a function `(kind, text)` that sends
 * one report out of the page; `pageErrors` adds uncaught errors, rejections and console calls.
 */
export function collectorScript({ post, pageErrors }: { post: string; pageErrors: boolean }): string {
  return `(() => {
  const post = ${post};
  const report = (kind, text) => {
    try {
      post(kind, String(text));
    } catch {
      // The channel is gone (the page is being unloaded): nothing to report to.
    }
  };
  // A load the engine may have cut short (the page being left) counts only when the
  // server does not have the file, as the site's own chunk guard decides.
  const reportIfGone = (url, kind, text) =>
    fetch(url, { method: 'HEAD', cache: 'no-store' }).then((r) => r.ok || report(kind, text + ' (' + r.status + ')'), () => {});
  document.addEventListener('securitypolicyviolation', (e) =>
    report('csp', e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber)
  );
  window.addEventListener(
    'error',
    (e) => {
      const t = e.target;
      if (t && t !== window && t.tagName) {
        // A load the engine cut short because the page is being left (Firefox and WebKit
        // fire error on the departing page's scripts) finds the file still served: only a
        // file the server does not have is reported, as the site's own chunk guard decides.
        const url = t.src || t.href || '';
        if (!url) report('resource', 'failed to load ' + t.tagName);
        else reportIfGone(url, 'resource', 'failed to load ' + t.tagName + ' ' + url);
      }
      else if (${pageErrors}) report('error', (e.error && e.error.stack) || e.message);
    },
    true
  );
  if (${pageErrors}) {
    window.addEventListener('unhandledrejection', (e) => report('unhandledrejection', (e.reason && e.reason.stack) || e.reason));
    for (const level of ['error', 'warn']) {
      const original = console[level];
      console[level] = function (...args) {
        // WebKit's stack holds only frames, so the error's name and message go first.
        const text = args
          .map((a) => (a instanceof Error ? a.name + ': ' + a.message + ' ' + a.stack : a instanceof Element ? a.outerHTML.slice(0, 200) : String(a)))
          .join(' ');
        // Turbopack logs a ChunkLoadError for a chunk load cut short: judged as a resource is.
        const chunk = args.find((a) => a instanceof Error && a.name === 'ChunkLoadError');
        const url = chunk && (/\\/_next\\/[^\\s)'"]+/.exec(chunk.message) || [])[0];
        if (url) reportIfGone(url, 'console.' + level, text);
        else report('console.' + level, text);
        return original.apply(this, args);
      };
    }
  }
})();`;
}

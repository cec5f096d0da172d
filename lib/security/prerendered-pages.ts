/**
 * Public path of a prerendered HTML file of the build (relative to server/app):
 * en/hseq.html → /hseq, en.html → /, ru/news/2016.html → /ru/news/2016.
 * Internal pages (Next's own, and the not-found page served by the 404 handler) → null.
 */
export function publicPath(relativeHtml: string): string | null {
  const route = '/' + relativeHtml.replace(/\\/g, '/').replace(/\.html$/, '');
  if (route.split('/').some((segment) => segment.startsWith('_')) || route.endsWith('/not-found-page')) return null;
  if (route === '/en') return '/';
  if (route.startsWith('/en/')) return route.slice(3);
  return route;
}

/** A literal path as a path-to-regexp source (as used in next.config's headers()). */
export function literalSource(pathname: string): string {
  return pathname.replace(/[:()*+?{}\\]/g, (c) => `\\${c}`);
}

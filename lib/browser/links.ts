/** Which URLs the site follows, and how (docs/behaviour.md, Navigation: no external or odd-protocol navigation by accident). */

/** A path inside this site: "/x", never "//host" or "/\host" (both leave the origin). */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/** An address another site may be linked at: http(s) only, never javascript:, data: and the like. */
export function isSafeExternalUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'>;

/**
 * The same-origin page a click is about to open in this tab through the client
 * router, or null (modified clicks, new tabs, downloads, other origins, same-page
 * hash links are left to the browser).
 */
export function inSiteNavigation(event: ClickLike, location: Pick<Location, 'href' | 'origin'>): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  const here = new URL(location.href);
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url;
}

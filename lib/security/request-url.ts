/**
 * A request path with malformed percent-encoding ("/%", "/%zz", "/%ff") makes Next's
 * router throw while decoding it, and `next start` answers a bare 500 with none of the
 * site's headers (no CSP). Such a path names no page, so it is re-encoded here, before
 * Next routes it (proxy.ts, through request-guard.ts): each "%" that does
 * not start a valid escape becomes "%25", and the path gets the site's ordinary 404.
 */
import 'server-only';

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The request target with its path made decodable; unchanged when it already is. */
export function repairPercentEncoding(target: string): string {
  const cut = target.search(/[?#]/);
  const path = cut < 0 ? target : target.slice(0, cut);
  if (decodes(path)) return target;
  let fixed = path.replace(/%(?![0-9a-f]{2})/gi, '%25');
  // Escapes that are hex but not UTF-8 ("%ff"): every "%" is taken literally.
  if (!decodes(fixed)) fixed = path.replace(/%/g, '%25');
  return fixed + (cut < 0 ? '' : target.slice(cut));
}

/**
 * The fill-time beacon. The contact page is prerendered, so the server cannot write
 * the time it was shown into the form. Instead the form holds a 1×1 image from this
 * endpoint; loading it (with or without JavaScript) sets an HttpOnly, SameSite=Strict
 * cookie with the time, signed with the store's secret. The route handler refuses a
 * post whose cookie is younger than the minimum fill time (too_fast; ENQUIRY_MIN_FILL_MS)
 * or missing, forged, past its lifetime or signed for another network (form_stale: the
 * client's /24 or /64, security.ts tokenNetwork).
 */
import 'server-only';
import { cameOverTls, clientAddress, proxyHops } from '@/lib/security/forwarded';
import { fillCookieName, fillTokenMaxAgeMs } from './limits';
import { secretOf } from './handler';
import { checkFillCookies, signFillToken, tokenNetwork } from './security';
import { getStore } from './store';
import type { EnquiryStore } from '@site/enquiry-store';

/** A transparent 1×1 GIF. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export async function handleBeacon(
  request: Request,
  deps: { store?: () => Promise<EnquiryStore>; now?: () => number } = {}
): Promise<Response> {
  const headers = new Headers({ 'content-type': 'image/gif', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
  try {
    const store = await (deps.store ?? getStore)();
    const secret = await secretOf(store);
    const now = (deps.now ?? Date.now)();
    const network = tokenNetwork(clientAddress(request.headers, proxyHops()));
    const current = checkFillCookies(request.headers, secret, now, network);
    // A valid cookie is kept while young (a second tab does not restart the clock) and
    // renewed past half its life (a form opened again later does not expire while filled).
    const keep = current.ok ? now - current.issuedAt < fillTokenMaxAgeMs / 2 : current.code === 'too_fast';
    if (!keep) {
      const https = cameOverTls(request);
      headers.append(
        'set-cookie',
        `${fillCookieName}=${signFillToken(now, secret, network)}; Path=/api/contact; Max-Age=${fillTokenMaxAgeMs / 1000}; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`
      );
    }
    return new Response(new Uint8Array(pixel), { status: 200, headers });
  } catch (error) {
    console.error('[enquiries] fill-time beacon failed:', error);
    return new Response(null, { status: 503, headers });
  }
}

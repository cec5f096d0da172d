/**
 * What a request's forwarding headers may be trusted to say: the client's address and
 * whether it came over HTTPS. Anyone can send X-Forwarded-For or X-Forwarded-Proto;
 * only the reverse proxies we run write them truthfully, so they count only behind
 * ENQUIRY_PROXY_HOPS of them (deploy/nginx.conf: 1). The one place that decides it, for
 * the contact form's rate limit and fill-time cookie (lib/enquiries) and the language
 * cookie (proxy.ts).
 *
 * ENQUIRY_PROXY_HOPS reverse proxies in front of the app that append to X-Forwarded-For
 *                    and set X-Forwarded-Proto (nginx, a load balancer, API Gateway;
 *                    default 0: none). Its name is older than its second use, and
 *                    deployments set it: kept.
 *
 * Only Next's public interfaces are used: a route handler sees headers, never the socket.
 * With nothing in front (a bare `next start`, hops = 0) the address that counts is the
 * one Next puts in X-Forwarded-For, the socket's, unless the client sent the header
 * itself, whose value Next keeps: such a client chooses its own address, and gets round
 * the per-client limits (not the site-wide ones: lib/enquiries/admission.ts). Deployed,
 * the site runs behind a proxy that writes the header (deploy/nginx.conf, hops = 1).
 */
import 'server-only';
import { env } from '@/lib/env';

/**
 * An unreadable value is an error (lib/env.ts), checked when the server starts
 * (instrumentation.ts): a wrong count would let clients choose their address.
 */
export function proxyHops(): number {
  return env('ENQUIRY_PROXY_HOPS');
}

/**
 * The client's address, as far as it can be trusted:
 *  - hops = 0 (nothing in front, the default): the last X-Forwarded-For entry, which
 *    `next start` sets from the socket when the client sent none (above);
 *  - hops = n: X-Forwarded-For counted n entries from the right (each trusted proxy
 *    appends the address it received from; whatever is further left is the client's
 *    claim).
 */
export function clientAddress(headers: Headers, hops: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (hops === 0) return chain.at(-1) || 'unknown';
  if (chain.length === 0) return headers.get('x-real-ip')?.trim() || 'unknown';
  return chain[Math.max(0, chain.length - hops)]!;
}

/**
 * Whether the visitor's connection was HTTPS, which decides a cookie's Secure flag.
 * Behind trusted proxies, their X-Forwarded-Proto (deploy/nginx.conf sets it to its
 * own scheme, replacing any a client sent). With nothing in front, the URL the server built for the
 * request, from the socket, or from an X-Forwarded-Proto the client sent: then only that
 * client's own cookies are marked Secure, and its own browser, not over TLS, drops them.
 */
export function cameOverTls(request: { headers: Headers; url: string }, hops = proxyHops()): boolean {
  if (hops > 0) {
    const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded) return forwarded === 'https';
  }
  return new URL(request.url).protocol === 'https:';
}

/**
 * The hook instrumentation.ts installs on this process's HTTP(S) servers (the one
 * `next start` runs): four steps on every request, before Next sees it.
 *
 * - recordSocketAddress: a route handler under `next start` never sees the socket. Next
 *   passes its address on only as X-Forwarded-For, and only when the request has none
 *   (base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so a client that sends
 *   the header itself chooses the value. With no proxy in front that claim must not
 *   count (forwarded.ts), so the socket address goes into a header of our own.
 * - dropUntrustedProto: Next builds the request's URL from X-Forwarded-Proto when there
 *   is one. With no trusted proxy in front (ENQUIRY_PROXY_HOPS=0) a client's own is
 *   removed, so the URL, and every cookie's Secure flag decided from it, says how the
 *   socket was really reached.
 * - repairRequestUrl: a path with malformed percent-encoding is made decodable
 *   (request-url.ts), so that it gets the site's 404 rather than Next's bare 500.
 * - refuseWriteToPage: pages are only read. Next renders a whole page for a POST to it
 *   (44 a second, against 3,191 cached GETs through nginx), and logs a three-line
 *   "Failed to find Server Action" error for every post with a Next-Action header (the
 *   site has no server actions). Any method but GET and HEAD outside /api/ (and Next's
 *   own /_next/ and dev-only /__nextjs paths) is answered 405 here, silently, before Next
 *   sees it. deploy/nginx.conf refuses the same in front.
 */
import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { clientAddressHeader, proxyHops } from './forwarded';
import { repairPercentEncoding } from './request-url';

/** Puts the socket's address in clientAddressHeader, replacing whatever a client sent under that name. */
function recordSocketAddress(req: http.IncomingMessage): void {
  const address = req.socket?.remoteAddress;
  if (address) req.headers[clientAddressHeader] = address;
  else delete req.headers[clientAddressHeader];
}

/** Removes a client's own X-Forwarded-Proto when no trusted proxy sets it. */
function dropUntrustedProto(req: http.IncomingMessage): void {
  if (proxyHops() === 0) delete req.headers['x-forwarded-proto'];
}

/** Re-encodes each stray "%" of the request path. */
function repairRequestUrl(req: http.IncomingMessage): void {
  if (req.url) req.url = repairPercentEncoding(req.url);
}

/** Paths that take more than GET and HEAD: the form's API, and Next's own. */
const takesWrites = (path: string) => path.startsWith('/api/') || path.startsWith('/_next/') || path.startsWith('/__nextjs');

/** Answers 405 to a request that would write to a page; returns whether it did. */
function refuseWriteToPage(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || takesWrites(req.url ?? '/')) return false;
  res.writeHead(405, {
    allow: 'GET, HEAD',
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff'
  });
  res.end('405 Method Not Allowed: pages are only read.\n');
  return true;
}

const installed = Symbol.for('site.requestHook');
type Patched = { [installed]?: true };

/** Idempotent; affects the HTTP(S) servers of this process. */
export function installRequestHook(): void {
  for (const proto of [http.Server.prototype, https.Server.prototype] as (http.Server & Patched)[]) {
    if (proto[installed]) continue;
    const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
    proto.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const req = args[0] as http.IncomingMessage;
        recordSocketAddress(req);
        dropUntrustedProto(req);
        repairRequestUrl(req);
        if (refuseWriteToPage(req, args[1] as http.ServerResponse)) return true;
      }
      return emit.call(this, event, ...args);
    } as typeof proto.emit;
    proto[installed] = true;
  }
}

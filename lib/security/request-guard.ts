/**
 * What proxy.ts does to every request but the form's API, Next's own paths and the
 * build's static files, before Next routes it, on `next start` and the serverless
 * adapters alike (Next's public proxy interface, not a patch of Node's HTTP server):
 *
 * - refuseWriteToPage: pages are only read. Next renders a whole page for a POST to it
 *   (44 a second, against 3,191 cached GETs through nginx), and logs a three-line "Failed
 *   to find Server Action" error for every post with a Next-Action header (the site has
 *   no server actions). Any method but GET and HEAD is answered 405, silently.
 *   deploy/nginx.conf refuses the same in front.
 * - repairMalformedPath: a path with malformed percent-encoding is made decodable
 *   (request-url.ts) and the request sent there (308, on the host it was sent to), where
 *   it gets the site's 404 rather than Next's bare 500. Not a rewrite: Next writes a
 *   rewrite's target with "localhost" for a loopback host, and OpenNext takes a target
 *   on another host than the request's for an external one, which it fetches over HTTPS;
 *   and an absolute Location, as OpenNext reads a middleware's Location as a whole URL.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { repairPercentEncoding } from './request-url';

/** The 405 for a request that would write to a page, or null for GET and HEAD. */
export function refuseWriteToPage(request: NextRequest): NextResponse | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  return new NextResponse('405 Method Not Allowed: pages are only read.\n', {
    status: 405,
    headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
  });
}

/** The redirect to the request's path made decodable, or null when it already is. */
export function repairMalformedPath(request: NextRequest): NextResponse | null {
  const url = new URL(request.url);
  const path = repairPercentEncoding(url.pathname);
  if (path === url.pathname) return null;
  const host = request.headers.get('host');
  const location = host ? `${url.protocol}//${host}${path}${url.search}` : path + url.search;
  return new NextResponse(null, { status: 308, headers: { location, 'cache-control': 'no-store' } });
}

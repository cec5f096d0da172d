/**
 * The client's socket address for the rate limit. A route handler under `next start`
 * never sees the socket: Next passes it on only as `X-Forwarded-For`, and only when the
 * request has none (base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so a
 * client that sends the header itself chooses the value. With no proxy in front
 * (ENQUIRY_PROXY_HOPS=0) that claim must not count: instrumentation.ts installs this
 * hook, which writes the socket address into a header of our own on every request
 * before Next sees it, replacing whatever a client sent under that name. The same hook
 * makes a path with malformed percent-encoding decodable (lib/security/request-url.ts),
 * so that it gets the site's 404 rather than Next's bare 500.
 */
import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { repairPercentEncoding } from '@/lib/security/request-url';

export const clientAddressHeader = 'x-enquiry-client-address';

const installed = Symbol.for('enquiries.clientAddressHook');
type Patched = { [installed]?: true };

function stamp(req: http.IncomingMessage) {
  const address = req.socket?.remoteAddress;
  if (address) req.headers[clientAddressHeader] = address;
  else delete req.headers[clientAddressHeader];
  if (req.url) req.url = repairPercentEncoding(req.url);
}

/** Idempotent; affects the HTTP(S) servers of this process (the one `next start` runs). */
export function installClientAddressHook(): void {
  for (const proto of [http.Server.prototype, https.Server.prototype] as (http.Server & Patched)[]) {
    if (proto[installed]) continue;
    const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
    proto.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') stamp(args[0] as http.IncomingMessage);
      return emit.call(this, event, ...args);
    } as typeof proto.emit;
    proto[installed] = true;
  }
}

/**
 * HTTP requests each from a loopback address of its own: Linux routes all of 127.0.0.0/8
 * to `lo`, so a request bound to 127.0.1.7 reaches a server on 127.0.0.1 as a client
 * at 127.0.1.7. In front of the app, nginx (deploy/nginx.conf) then sees as many clients
 * as addresses: its `$remote_addr`, its per-address rate limits, and the address it
 * appends to X-Forwarded-For, which the app counts (ENQUIRY_PROXY_HOPS=1). Sent from
 * the test's own 127.0.0.1, every post would be one client, as no real flood is.
 */
import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

type Options = { method?: string; headers?: Record<string, string>; body?: Uint8Array };

/** `url` asked from the local address `from` on a connection of its own; `ms` from sending to the last byte. */
export function requestFrom(from: string, url: string, options: Options = {}): Promise<Answer> {
  const target = new URL(url);
  const headers: Record<string, string> = { ...options.headers };
  if (options.body) headers['content-length'] = String(options.body.length);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers,
        localAddress: from,
        agent: false
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started
          })
        );
      }
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

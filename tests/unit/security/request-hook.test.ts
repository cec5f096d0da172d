import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { clientAddressHeader } from '@/lib/security/forwarded';
import { installRequestHook } from '@/lib/security/request-hook';

type Seen = { address: unknown; url: unknown; proto: unknown; reached: boolean; status?: number; allow?: string };

/** What a server of this process sees of one request sent with `path` and `headers`, once the hook is installed, and the answer's status. */
async function seenByServer(path: string, headers: Record<string, string>, method = 'GET'): Promise<Seen> {
  installRequestHook();
  let seen: Seen = { address: undefined, url: undefined, proto: undefined, reached: false };
  const server = http.createServer((req, res) => {
    seen = { address: req.headers[clientAddressHeader], url: req.url, proto: req.headers['x-forwarded-proto'], reached: true };
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await new Promise<void>((resolve, reject) =>
      http
        .request({ port, host: '127.0.0.1', path, headers, method }, (res) => {
          seen.status = res.statusCode;
          seen.allow = res.headers.allow;
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject)
        .end(method === 'GET' || method === 'HEAD' ? undefined : 'name=x')
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return seen;
}

describe('the request hook, before Next sees a request', () => {
  test('puts the socket address in its header, whatever a client sent under that name', async () => {
    const seen = await seenByServer('/', { [clientAddressHeader]: '6.6.6.6', 'x-forwarded-for': '6.6.6.6' });
    expect(seen.address).toBe('127.0.0.1');
  });

  test("drops a client's own X-Forwarded-Proto with no trusted proxy in front, and keeps a trusted proxy's", async () => {
    const before = process.env.ENQUIRY_PROXY_HOPS;
    try {
      delete process.env.ENQUIRY_PROXY_HOPS;
      expect((await seenByServer('/', { 'x-forwarded-proto': 'https' })).proto).toBeUndefined();
      process.env.ENQUIRY_PROXY_HOPS = '1';
      expect((await seenByServer('/', { 'x-forwarded-proto': 'https' })).proto).toBe('https');
    } finally {
      if (before === undefined) delete process.env.ENQUIRY_PROXY_HOPS;
      else process.env.ENQUIRY_PROXY_HOPS = before;
    }
  });

  test('answers 405 to any method but GET and HEAD on a page, before Next renders it or logs a Next-Action post', async () => {
    for (const [method, path, headers] of [
      ['POST', '/contact', {}],
      ['POST', '/', { 'next-action': '7f00' }],
      ['POST', '/ru/hseq?x=1', {}],
      ['PUT', '/hseq', {}],
      ['DELETE', '/no-such-page', {}],
      ['OPTIONS', '/contact', {}],
      ['POST', '/apix', {}]
    ] as const) {
      const seen = await seenByServer(path, headers, method);
      expect({ method, path, status: seen.status, allow: seen.allow, reached: seen.reached }).toEqual({
        method,
        path,
        status: 405,
        allow: 'GET, HEAD',
        reached: false
      });
    }
    // The form's API and Next's own paths still take posts; pages are still read.
    for (const [method, path] of [
      ['POST', '/api/contact'],
      ['POST', '/api/contact/start'],
      ['POST', '/_next/data'],
      ['POST', '/__nextjs_original-stack-frames'],
      ['GET', '/contact'],
      ['HEAD', '/contact']
    ] as const) {
      const seen = await seenByServer(path, {}, method);
      expect({ method, path, status: seen.status, reached: seen.reached }).toEqual({ method, path, status: 200, reached: true });
    }
  });

  test('makes a path with malformed percent-encoding decodable', async () => {
    expect((await seenByServer('/ru/%zz?q=%', {})).url).toBe('/ru/%25zz?q=%');
    expect((await seenByServer('/ru/hseq', {})).url).toBe('/ru/hseq');
  });
});

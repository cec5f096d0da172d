import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { clientAddressHeader } from '@/lib/security/forwarded';
import { installRequestHook } from '@/lib/security/request-hook';

/** What a server of this process sees of one request sent with `path` and `headers`, once the hook is installed. */
async function seenByServer(path: string, headers: Record<string, string>): Promise<{ address: unknown; url: unknown; proto: unknown }> {
  installRequestHook();
  let seen: { address: unknown; url: unknown; proto: unknown } = { address: undefined, url: undefined, proto: undefined };
  const server = http.createServer((req, res) => {
    seen = { address: req.headers[clientAddressHeader], url: req.url, proto: req.headers['x-forwarded-proto'] };
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await new Promise<void>((resolve, reject) =>
      http
        .get({ port, host: '127.0.0.1', path, headers }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject)
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

  test('makes a path with malformed percent-encoding decodable', async () => {
    expect((await seenByServer('/ru/%zz?q=%', {})).url).toBe('/ru/%25zz?q=%');
    expect((await seenByServer('/ru/hseq', {})).url).toBe('/ru/hseq');
  });
});

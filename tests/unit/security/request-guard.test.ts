import { NextRequest } from 'next/server';
import { describe, expect, test } from 'vitest';
import proxy from '@/proxy';

const site = 'http://127.0.0.1:3000';
const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`${site}${path}`, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : 'name=x' }));

describe('what proxy.ts does to a page request before Next routes it', () => {
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
      const response = await send(method, path, headers);
      expect({ method, path, status: response.status, allow: response.headers.get('allow') }).toEqual({
        method,
        path,
        status: 405,
        allow: 'GET, HEAD'
      });
      expect(await response.text()).toMatch(/^405 Method Not Allowed/);
    }
    for (const method of ['GET', 'HEAD']) expect((await send(method, '/contact')).status, method).toBe(200);
  });

  test('sends a path with malformed percent-encoding to its decodable form, on this host, and leaves a good one alone', async () => {
    const redirect = async (path: string) => {
      const response = await send('GET', path, { host: 'example.org:8080' });
      return response.status === 308 ? response.headers.get('location') : null;
    };
    expect(await redirect('/ru/%zz?q=%')).toBe('http://example.org:8080/ru/%25zz?q=%');
    expect(await redirect('/%ff')).toBe('http://example.org:8080/%25ff');
    expect(await redirect('/ru/hseq')).toBeNull();
    expect(await redirect('/ru/%D0%B0')).toBeNull();
    expect((await send('GET', '/ru/hseq')).headers.get('x-middleware-rewrite')).toBeNull();
  });
});

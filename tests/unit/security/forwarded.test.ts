import { afterEach, describe, expect, test, vi } from 'vitest';
import { cameOverTls, clientAddress, proxyHops } from '@/lib/security/forwarded';

const h = (init: Record<string, string>) => new Headers(init);

describe('the client address', () => {
  test('the address the nearest trusted proxy saw', () => {
    expect(clientAddress(h({ 'x-forwarded-for': '203.0.113.5' }), 1)).toBe('203.0.113.5');
    expect(clientAddress(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }), 1)).toBe('203.0.113.5');
    expect(clientAddress(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 10.0.0.2' }), 2)).toBe('203.0.113.5');
    expect(clientAddress(h({}), 1)).toBe('unknown');
  });

  test('with no proxy (hops 0, the default) the last X-Forwarded-For entry counts: the socket address next start writes there', () => {
    vi.stubEnv('ENQUIRY_PROXY_HOPS', '');
    expect(proxyHops()).toBe(0);
    vi.unstubAllEnvs();
    expect(clientAddress(h({ 'x-forwarded-for': '192.0.2.10' }), 0)).toBe('192.0.2.10');
    expect(clientAddress(h({ 'x-forwarded-for': '6.6.6.6, 192.0.2.10', 'x-real-ip': '7.7.7.7' }), 0)).toBe('192.0.2.10');
    // A header of the site's own that once carried the socket address counts for nothing.
    expect(clientAddress(h({ 'x-forwarded-for': '192.0.2.10', 'x-enquiry-client-address': '6.6.6.6' }), 0)).toBe('192.0.2.10');
    expect(clientAddress(h({}), 0)).toBe('unknown');
  });
});

describe('ENQUIRY_PROXY_HOPS', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  test('counts the proxies in front; an unreadable value is an error naming it, never a count', () => {
    vi.stubEnv('ENQUIRY_PROXY_HOPS', '2');
    expect(proxyHops()).toBe(2);
    for (const bad of ['-1', 'one', '11', '1.5']) {
      vi.stubEnv('ENQUIRY_PROXY_HOPS', bad);
      expect(() => proxyHops(), bad).toThrow(`ENQUIRY_PROXY_HOPS=${JSON.stringify(bad)} is not valid`);
    }
  });
});

describe('came over TLS', () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers: h(headers) });

  test('with nothing in front, from the URL the server received: a client’s X-Forwarded-Proto is not believed', () => {
    expect(cameOverTls(request('https://example.com/'), 0)).toBe(true);
    expect(cameOverTls(request('http://127.0.0.1:3000/'), 0)).toBe(false);
    expect(cameOverTls(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'https' }), 0)).toBe(false);
  });

  test('behind trusted proxies, from their X-Forwarded-Proto, else the URL', () => {
    expect(cameOverTls(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'https' }), 1)).toBe(true);
    expect(cameOverTls(request('https://example.com/', { 'x-forwarded-proto': 'http' }), 1)).toBe(false);
    expect(cameOverTls(request('https://example.com/'), 1)).toBe(true);
  });

  test('reads ENQUIRY_PROXY_HOPS when no count is given', () => {
    vi.stubEnv('ENQUIRY_PROXY_HOPS', '1');
    expect(cameOverTls(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'https' }))).toBe(true);
    vi.stubEnv('ENQUIRY_PROXY_HOPS', '0');
    expect(cameOverTls(request('http://127.0.0.1:3000/', { 'x-forwarded-proto': 'https' }))).toBe(false);
    vi.unstubAllEnvs();
  });
});

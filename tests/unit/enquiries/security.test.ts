import { afterEach, describe, expect, test, vi } from 'vitest';
import { fillTokenMaxAgeMs, minFillMs } from '@/lib/enquiries/limits';
import { minFillTime } from '@/lib/enquiries/config';
import {
  checkFillCookies,
  checkFillToken,
  hashIp,
  isSameSite,
  networkOf,
  rateLimitSubject,
  readCookies,
  signFillToken,
  tokenNetwork
} from '@/lib/enquiries/security';
import { handleBeacon } from '@/lib/enquiries/beacon';
import { openStore } from '@site/enquiry-store';
import { siteConfig } from '@/lib/site-config';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const h = (init: Record<string, string>) => new Headers(init);

describe('same-site check', () => {
  test.each([
    ['the configured site origin', { origin: siteConfig.url }, true],
    ['the host the request was sent to (127.0.0.1 in tests)', { origin: 'http://127.0.0.1:3224', host: '127.0.0.1:3224' }, true],
    ['a Referer of the site when no Origin is sent', { referer: `${siteConfig.url}/ru/contact` }, true],
    ['another site', { origin: 'https://evil.example', host: 'localhost:3000' }, false],
    ['another port of the same host', { origin: 'http://127.0.0.1:9999', host: '127.0.0.1:3224' }, false],
    ['Origin: null', { origin: 'null', referer: `${siteConfig.url}/contact` }, false],
    ['Sec-Fetch-Site: cross-site even with a good Origin', { origin: siteConfig.url, 'sec-fetch-site': 'cross-site' }, false],
    ['no Origin and no Referer', {}, false]
  ] as const)('%s → %s', (_, headers, expected) => {
    expect(isSameSite(h(headers as Record<string, string>))).toBe(expected);
  });
});

describe('client IP', () => {
  test('is kept only as a keyed hash', () => {
    const a = hashIp('203.0.113.5', 'secret-one');
    expect(a).toMatch(/^[0-9a-f]{40}$/);
    expect(a).not.toContain('203.0.113.5');
    expect(hashIp('203.0.113.5', 'secret-two')).not.toBe(a);
  });
});

describe('fill-time token', () => {
  const secret = 'k'.repeat(64);
  const now = 1_900_000_000_000;
  // The beacon's request and the post come from one network (tokenNetwork).
  const net = tokenNetwork('203.0.113.5');
  test.each([
    ['10 s old', signFillToken(now - 10_000, secret, net), { ok: true, issuedAt: now - 10_000 }],
    ['exactly 3 s old', signFillToken(now - 3000, secret, net), { ok: true, issuedAt: now - 3000 }],
    ['2.9 s old', signFillToken(now - 2900, secret, net), { ok: false, code: 'too_fast' }],
    ['past its lifetime', signFillToken(now - fillTokenMaxAgeMs - 1, secret, net), { ok: false, code: 'form_stale' }],
    // It was a day.
    ['3 hours old', signFillToken(now - 3 * 3_600_000, secret, net), { ok: false, code: 'form_stale' }],
    ['fetched from another /24', signFillToken(now - 10_000, secret, tokenNetwork('198.51.100.5')), { ok: false, code: 'form_stale' }],
    ['from the future', signFillToken(now + 60_000, secret, net), { ok: false, code: 'form_stale' }],
    ['signed with another key', signFillToken(now - 10_000, 'other', net), { ok: false, code: 'form_stale' }],
    [
      'with a changed time',
      signFillToken(now - 10_000, secret, net).replace(/^\d+/, String(now - 20_000)),
      { ok: false, code: 'form_stale' }
    ],
    ['garbage', 'hello', { ok: false, code: 'form_stale' }],
    ['missing', null, { ok: false, code: 'form_stale' }]
  ])('%s', (_, token, expected) => {
    expect(checkFillToken(token, secret, now, net)).toEqual(expected);
  });

  test('ENQUIRY_MIN_FILL_MS sets the minimum (3 s unset); an unreadable value is an error, never a shorter check', () => {
    const young = signFillToken(now - 600, secret, net);
    try {
      vi.stubEnv('ENQUIRY_MIN_FILL_MS', '500');
      expect(minFillTime()).toBe(500);
      expect(checkFillToken(young, secret, now, net)).toEqual({ ok: true, issuedAt: now - 600 });
      expect(checkFillToken(signFillToken(now - 400, secret, net), secret, now, net)).toEqual({ ok: false, code: 'too_fast' });
      for (const bad of ['-1', '1.5', 'fast', '60001']) {
        vi.stubEnv('ENQUIRY_MIN_FILL_MS', bad);
        expect(() => minFillTime(), bad).toThrow(`ENQUIRY_MIN_FILL_MS=${JSON.stringify(bad)} is not valid`);
        expect(() => checkFillToken(young, secret, now, net)).toThrow('ENQUIRY_MIN_FILL_MS');
      }
      vi.stubEnv('ENQUIRY_MIN_FILL_MS', '');
      expect(minFillTime()).toBe(minFillMs);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test('the cookie is read from among others, every value of its name', () => {
    expect(readCookies(h({ cookie: 'a=1; enquiry_form_started=123.abc; b=2' }))).toEqual(['123.abc']);
    expect(readCookies(h({ cookie: 'xenquiry_form_started=1' }))).toEqual([]);
    expect(readCookies(h({ cookie: 'enquiry_form_started=1.x; enquiry_form_started=2.y' }))).toEqual(['1.x', '2.y']);
  });

  test('a second cookie of the name, set by another host of the domain, locks no one out: a valid one counts wherever it is', () => {
    const secret = 'secret-for-tests';
    const network = tokenNetwork('198.51.100.7');
    const now = 1_800_000_000_000;
    const valid = signFillToken(now - 10_000, secret, network);
    const young = signFillToken(now - 1000, secret, network);
    const planted = signFillToken(now - 10_000, 'another-secret', network);
    const judge = (...tokens: string[]) =>
      checkFillCookies(h({ cookie: tokens.map((t) => `enquiry_form_started=${t}`).join('; ') }), secret, now, network, 3000);
    expect(judge(planted, valid)).toEqual({ ok: true, issuedAt: now - 10_000 });
    expect(judge(valid, planted)).toEqual({ ok: true, issuedAt: now - 10_000 });
    expect(judge(planted, young)).toEqual({ ok: false, code: 'too_fast' });
    expect(judge(planted)).toEqual({ ok: false, code: 'form_stale' });
    expect(judge()).toEqual({ ok: false, code: 'form_stale' });
  });

  test('the beacon sets the signed cookie once and keeps a valid one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-beacon-'));
    const store = await openStore({ engine: 'sqlite', file: path.join(dir, 'b.sqlite') });
    try {
      const first = await handleBeacon(new Request('http://127.0.0.1/api/contact/start'), { store: async () => store, now: () => now });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/gif');
      expect(first.headers.get('cache-control')).toBe('no-store');
      const cookie = first.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^enquiry_form_started=\d+\.[\w-]+; Path=\/api\/contact; Max-Age=7200; HttpOnly; SameSite=Strict$/);
      const token = cookie.split(';')[0]!.split('=')[1]!;
      expect(checkFillToken(token, await store.secret(), now + 5000, tokenNetwork('unknown'))).toEqual({ ok: true, issuedAt: now });

      const again = await handleBeacon(
        new Request('http://127.0.0.1/api/contact/start', { headers: { cookie: `enquiry_form_started=${token}` } }),
        {
          store: async () => store,
          now: () => now + 1000
        }
      );
      expect(again.headers.get('set-cookie')).toBeNull();

      const https = await handleBeacon(new Request('https://site.example/api/contact/start'), { store: async () => store, now: () => now });
      expect(https.headers.get('set-cookie')).toMatch(/; Secure$/);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the beacon renews a cookie past half its life, or fetched from another network', async () => {
    vi.stubEnv('ENQUIRY_PROXY_HOPS', '1');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-beacon-'));
    const store = await openStore({ engine: 'sqlite', file: path.join(dir, 'b.sqlite') });
    try {
      const key = await store.secret();
      const token = signFillToken(now, key, net);
      const beacon = async (from: string, at: number) => {
        const headers = { 'x-forwarded-for': from, cookie: `enquiry_form_started=${token}` };
        const response = await handleBeacon(new Request('http://127.0.0.1/api/contact/start', { headers }), {
          store: async () => store,
          now: () => at
        });
        return response.headers.get('set-cookie')?.split(';')[0]!.split('=')[1] ?? null;
      };
      // Another address of the same /24, within the first hour: kept.
      expect(await beacon('203.0.113.200', now + 59 * 60_000)).toBeNull();
      const renewed = await beacon('203.0.113.5', now + 61 * 60_000);
      expect(checkFillToken(renewed, key, now + 62 * 60_000, net)).toEqual({ ok: true, issuedAt: now + 61 * 60_000 });
      const moved = await beacon('198.51.100.5', now + 60_000);
      expect(checkFillToken(moved, key, now + 120_000, tokenNetwork('198.51.100.5'))).toEqual({ ok: true, issuedAt: now + 60_000 });
      expect(checkFillToken(moved, key, now + 120_000, net)).toEqual({ ok: false, code: 'form_stale' });
    } finally {
      vi.unstubAllEnvs();
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each([
    ['203.0.113.5', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:192.0.2.10', '192.0.2.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['unknown', 'unknown']
  ])('a token from %s is bound to %s', (ip, network) => expect(tokenNetwork(ip)).toBe(network));

  describe('the beacon cookie is Secure when the visitor came over TLS, as lib/security/forwarded.ts decides', () => {
    afterEach(() => vi.unstubAllEnvs());
    const beaconCookie = async (headers: Record<string, string>, url = 'http://127.0.0.1/api/contact/start') => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-beacon-'));
      const store = await openStore({ engine: 'sqlite', file: path.join(dir, 'b.sqlite') });
      try {
        const response = await handleBeacon(new Request(url, { headers }), { store: async () => store, now: () => now });
        return response.headers.get('set-cookie') ?? '';
      } finally {
        await store.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    };

    test('with no proxy in front, an X-Forwarded-Proto the client sent is not believed', async () => {
      vi.stubEnv('ENQUIRY_PROXY_HOPS', '0');
      expect(await beaconCookie({ 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
    });

    test('behind a trusted proxy, its X-Forwarded-Proto says it', async () => {
      vi.stubEnv('ENQUIRY_PROXY_HOPS', '1');
      expect(await beaconCookie({ 'x-forwarded-proto': 'https' })).toMatch(/; Secure$/);
      expect(await beaconCookie({ 'x-forwarded-proto': 'http' }, 'https://site.example/api/contact/start')).not.toMatch(/Secure/);
    });
  });
});

describe('the rate limit counts IPv4 addresses and IPv6 /64s', () => {
  test.each([
    ['192.0.2.10', '192.0.2.10'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::ffff:192.0.2.10', '192.0.2.10'],
    ['unknown', 'unknown']
  ])('%s counts as %s', (ip, subject) => expect(rateLimitSubject(ip)).toBe(subject));
});

describe('the networks the budgets above the client count', () => {
  test.each([
    ['192.0.2.10', 24, '192.0.2.0/24'],
    ['::ffff:192.0.2.10', 24, '192.0.2.0/24'],
    ['2001:db8:1:2ff:3:4:5:6', 56, '2001:db8:1:200::/56'],
    ['2001:db8:1:2ff:3:4:5:6', 48, '2001:db8:1::/48'],
    ['fe80::1%eth0', 48, 'fe80::/48'],
    ['unknown', 24, null]
  ])('%s is in the /%i %s', (ip, prefix, network) => expect(networkOf(ip, prefix)).toBe(network));
});

/**
 * Request checks that do not need the body: same-site origin, the client's IP (only
 * ever kept as a salted hash; lib/security/forwarded.ts says which address it is), and
 * the signed fill-time cookie, bound to the client's network.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { siteConfig } from '@/lib/site-config';
import { Address4, Address6 } from 'ip-address';
import { minFillTime } from './config';
import { fillCookieName, fillTokenMaxAgeMs } from './limits';

function hostOf(value: string | null): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A post is from the site when the browser says so: not `Sec-Fetch-Site: cross-site`,
 * and its Origin (or, when a browser sends none, its Referer) is either the configured
 * site origin (siteConfig.url) or the host the request was sent to (its Host header).
 * The Host rule makes the form work on any address the server is reached at (127.0.0.1
 * in tests, a preview host) and stays safe: a page elsewhere cannot make a browser send
 * a Host it does not post to, nor forge Origin. A request with neither header is refused.
 */
export function isSameSite(headers: Headers): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site') return false;
  const origin = headers.get('origin');
  const source = origin !== null ? hostOf(origin) : hostOf(headers.get('referer'));
  if (!source) return false;
  const allowed = new Set<string>([new URL(siteConfig.url).host.toLowerCase()]);
  const host = headers.get('host')?.toLowerCase();
  if (host) allowed.add(host);
  return allowed.has(source);
}

/**
 * What the rate limit counts: an IPv4 address, or the /64 an IPv6 address is in. One
 * IPv6 subscriber is usually given a whole /64 (RFC 6177), so counting single addresses
 * would let one client post from 2^64 of them. An IPv4-mapped address counts as IPv4.
 */
export function rateLimitSubject(ip: string): string {
  if (!ip.includes(':')) return ip;
  try {
    const address = new Address6(`${ip.replace(/%.*$/, '')}/64`);
    if (address.is4()) return address.to4().correctForm();
    return `${address.startAddress().correctForm()}/64`;
  } catch {
    return ip;
  }
}

/**
 * The network of `prefix` bits an address is in, as text ('198.51.100.0/24',
 * '2001:db8:1200::/48'), for the budgets above the client (./budgets.ts); an
 * IPv4-mapped address is IPv4. Null for what is not an address of that family.
 */
export function networkOf(ip: string, prefix: number): string | null {
  const subject = rateLimitSubject(ip);
  try {
    const address = subject.includes(':')
      ? new Address6(`${subject.replace(/\/\d+$/, '')}/${prefix}`)
      : new Address4(`${subject}/${prefix}`);
    return `${address.startAddress().correctForm()}/${prefix}`;
  } catch {
    return null;
  }
}

/** The IP as stored: an HMAC with the store's secret, so the address itself is never kept. */
export function hashIp(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`ip:${ip}`).digest('hex').slice(0, 40);
}

/**
 * The network a fill-time token is bound to: an IPv6 address's /64, as the rate limit
 * counts it, and an IPv4 address's /24 rather than the address alone, since a carrier's
 * NAT may send one visitor's requests from neighbouring addresses. Unbound, one token
 * from the beacon served 100 posts from 100 addresses over a day.
 */
export function tokenNetwork(ip: string): string {
  const subject = rateLimitSubject(ip);
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(subject);
  return v4 ? `${v4[1]}.0/24` : subject;
}

/** The network is signed, not written into the token: the cookie says nothing of the address. */
function signature(issuedAt: number, secret: string, network: string): string {
  return createHmac('sha256', secret).update(`form-started:${issuedAt}:${network}`).digest('base64url');
}

export function signFillToken(issuedAt: number, secret: string, network: string): string {
  return `${issuedAt}.${signature(issuedAt, secret, network)}`;
}

export type FillCheck = { ok: true; issuedAt: number } | { ok: false; code: 'too_fast' | 'form_stale' };

/**
 * Verifies a fill-time token: well formed, signed by us for the network the request
 * comes from (tokenNetwork), not from the future, old enough, not too old.
 * @internal
 */
export function checkFillToken(
  token: string | null | undefined,
  secret: string,
  now: number,
  network: string,
  minimum = minFillTime()
): FillCheck {
  const match = token ? /^(\d{10,16})\.([A-Za-z0-9_-]{20,})$/.exec(token) : null;
  if (!match) return { ok: false, code: 'form_stale' };
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(issuedAt, secret, network));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, code: 'form_stale' };
  if (issuedAt > now + 5000 || now - issuedAt > fillTokenMaxAgeMs) return { ok: false, code: 'form_stale' };
  if (now - issuedAt < minimum) return { ok: false, code: 'too_fast' };
  return { ok: true, issuedAt };
}

/**
 * Every value of the cookie `name` the request carries. A browser sends two of one name
 * when another host of the site's domain set one too (Domain=…): judged by the first
 * alone, such a sibling could lock every visitor out of the form (form_stale).
 * @internal
 */
export function readCookies(headers: Headers, name: string = fillCookieName): string[] {
  const header = headers.get('cookie');
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

/** The request's fill-time cookies judged as checkFillToken does: the first valid one, else too_fast if one is merely young. */
export function checkFillCookies(headers: Headers, secret: string, now: number, network: string, minimum?: number): FillCheck {
  const checks = readCookies(headers)
    .slice(0, 8)
    .map((token) => checkFillToken(token, secret, now, network, minimum));
  return (
    checks.find((check) => check.ok) ?? checks.find((check) => !check.ok && check.code === 'too_fast') ?? { ok: false, code: 'form_stale' }
  );
}

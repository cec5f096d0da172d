/**
 * The budgets a post is counted against, above the one client (its address, or its
 * IPv6 /64): the networks it is in, the whole site's hour, and the store's room for
 * CVs. The figures are in ./limits.ts (networkBudgets, siteBudgets, cvStoreQuota,
 * complexFilePenalty); the counting is the store's (`spend`, `charge`), so every
 * instance sharing a database shares the budgets. docs/enquiries.md describes them.
 */
import 'server-only';
import { isIPv4 } from 'node:net';
import { complexFilePenalty, cvStoreQuota, networkBudgets, rateLimit, siteBudgets } from './limits';
import { hashIp, networkOf, rateLimitSubject } from './security';
import type { Budget, EnquiryStore } from '@site/enquiry-store';

export type ClientBudgets = {
  /** The client's own key (its address, or its /64), hashed: one post of it in the route at a time. */
  client: string;
  /** The widest network it is in (a /24 or a /48), hashed: what the CV check's queue judges as recent or not. */
  network: string;
  /** Its own budget, then its networks', narrowest first. */
  budgets: Budget[];
};

/** A client's budgets: its own, and those of each network above it (none for an address that is not one). */
export function clientBudgets(ip: string, secret: string): ClientBudgets {
  const subject = rateLimitSubject(ip);
  const family = isIPv4(subject) ? networkBudgets.ipv4 : subject.includes(':') ? networkBudgets.ipv6 : [];
  const own: Budget = { key: hashIp(subject, secret), max: rateLimit.max, windowMs: rateLimit.windowMs };
  const networks = family.flatMap(({ prefix, max, windowMs }) => {
    const network = networkOf(subject, prefix);
    return network ? [{ key: hashIp(network, secret), max, windowMs }] : [];
  });
  return { client: own.key, network: networks.at(-1)?.key ?? own.key, budgets: [own, ...networks] };
}

/** A file refused as too complex costs the client's networks more (not the client: see complexFilePenalty). */
export function chargeComplexFile(store: EnquiryStore, client: ClientBudgets, now: number): Promise<void> {
  const networks = client.budgets.slice(1).map((b) => b.key);
  return store.charge(networks, complexFilePenalty.posts, now, complexFilePenalty.ms);
}

const siteKeys = { mails: 'site:mails', cvs: 'site:cvs' } as const;

// When each site-wide refusal was last logged, until when: one line per time a budget
// runs out, not one per refused post. On globalThis, as the other per-process state.
const reportedKey = Symbol.for('enquiries.budgetsReported');
const holder = globalThis as { [reportedKey]?: Map<string, number> };
const reported = (holder[reportedKey] ??= new Map<string, number>());

function logOnce(name: string, now: number, retryAfterMs: number, what: string) {
  if ((reported.get(name) ?? 0) > now) return;
  reported.set(name, now + retryAfterMs);
  console.warn(`[enquiries] ${what}: posts that need it get 503 for the next ${Math.ceil(retryAfterMs / 1000)} s`);
}

type SitePost = { cv: boolean; mail: boolean };

/**
 * Why the site takes no more of this kind of post now (Retry-After in seconds), or null.
 * Before the CV check it peeks (`spend: false`), so a post the site cannot take costs
 * no check; just before storing it spends.
 */
export async function siteRefusal(
  store: EnquiryStore,
  now: number,
  post: SitePost,
  { spend }: { spend: boolean }
): Promise<{ retryAfterSeconds: number } | null> {
  if (post.cv && (await store.cvBytes()) >= cvStoreQuota.bytes) {
    logOnce('quota', now, cvStoreQuota.retryAfterSeconds * 1000, `the stored CVs reached their quota (${cvStoreQuota.bytes} bytes)`);
    return { retryAfterSeconds: cvStoreQuota.retryAfterSeconds };
  }
  const budgets: Budget[] = [];
  if (post.mail) budgets.push({ key: siteKeys.mails, ...siteBudgets.mails });
  if (post.cv) budgets.push({ key: siteKeys.cvs, ...siteBudgets.cvs });
  if (budgets.length === 0) return null;
  const decision = await store.spend(budgets, now, { peek: !spend });
  if (decision.allowed) return null;
  const spent = decision.key === siteKeys.cvs ? `${siteBudgets.cvs.max} CVs` : `${siteBudgets.mails.max} enquiries to mail`;
  logOnce(decision.key, now, decision.retryAfterMs, `the site-wide budget of ${spent} an hour is spent`);
  return { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) };
}

/**
 * The scheduled route (app/api/cron/outbox): on a serverless host no process stays up
 * between requests to run the timer of ./worker.ts, so a scheduler (Vercel Cron,
 * EventBridge, any cron with curl) calls this every few minutes. It sends what is due in
 * the outbox and applies the retention period: the same work as the timer, which stays
 * for `next start`. There it is the only sender: a post is never mailed inside its own
 * request (handler.ts), so a slow mail server cannot hold a visitor's answer.
 *
 * Authorised by CRON_SECRET (at least 32 characters, lib/env.ts), sent as
 * `Authorization: Bearer …` (what Vercel Cron sends); without it set the route is off
 * (404). Refusals are logged, a line a minute at most, never with what was sent. Idempotent, and safe when two schedulers fire at
 * once: entries are leased before they are sent (./delivery.ts), and a purge deletes what
 * is already past the period.
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientAddress, proxyHops } from '@/lib/security/forwarded';
import { cronSecret, smtpUrl } from './config';
import { deliverDue } from './delivery';
import { cronOutboxPath } from './limits';
import { loggable } from './log-safe';
import { getStore } from './store';
import { applyRetention } from './worker';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', ...headers } });

/** Compared as digests, so neither the length nor the content of the secret shows in the time taken. */
function authorised(header: string | null, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** A refused guess is logged at most this often; the others are counted into the next line. */
const refusalLogEveryMs = 60_000;
const refusals = { lastLogged: -Infinity, unlogged: 0 };

/** Says that someone knocked without the secret: who, and how many since the last line, never what they sent. */
function logRefusal(request: Request) {
  const now = Date.now();
  if (now - refusals.lastLogged < refusalLogEveryMs) {
    refusals.unlogged++;
    return;
  }
  const more = refusals.unlogged > 0 ? ` (and ${refusals.unlogged} more refused since the last such line)` : '';
  refusals.lastLogged = now;
  refusals.unlogged = 0;
  // The address as a client may have written it (nothing in front): only an address's characters reach the log.
  const address = clientAddress(request.headers, proxyHops())
    .replace(/[^0-9a-f:.]/gi, '?')
    .slice(0, 45);
  console.warn(`[enquiries] ${cronOutboxPath} refused a request without the right CRON_SECRET from ${address}${more}`);
}

export async function handleCronOutbox(request: Request): Promise<Response> {
  const secret = cronSecret();
  if (!secret) return json(404, { ok: false, code: 'not_enabled' });
  if (!authorised(request.headers.get('authorization'), secret)) {
    logRefusal(request);
    return json(401, { ok: false, code: 'unauthorised' }, { 'www-authenticate': 'Bearer' });
  }
  try {
    const store = await getStore();
    const purged = await applyRetention(store);
    const report = smtpUrl() ? await deliverDue(store) : { sent: [], retried: [], failed: [] };
    const outcome = { sent: report.sent.length, retried: report.retried.length, failed: report.failed.length, purged };
    if (outcome.sent + outcome.retried + outcome.failed > 0) console.info(`[enquiries] scheduled outbox run: ${JSON.stringify(outcome)}`);
    return json(200, { ok: true, ...outcome });
  } catch (error) {
    console.error('[enquiries] scheduled outbox run failed:', loggable(error instanceof Error ? error.message : error));
    return json(503, { ok: false, code: 'unavailable' }, { 'retry-after': '60' });
  }
}

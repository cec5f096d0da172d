/**
 * The scheduled route (app/api/cron/outbox): on a serverless host no process stays up
 * between requests to run the timer of ./worker.ts, so a scheduler (Vercel Cron,
 * EventBridge, any cron with curl) calls this every few minutes. It sends what is due in
 * the outbox and applies the retention period: the same work as the timer, which stays
 * for `next start`. A mail is still tried at once after each post (handler.ts, after()).
 *
 * Authorised by CRON_SECRET, sent as `Authorization: Bearer …` (what Vercel Cron sends);
 * without it set the route is off (404). Idempotent, and safe when two schedulers fire at
 * once: entries are leased before they are sent (./delivery.ts), and a purge deletes what
 * is already past the period.
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { cronSecret, smtpUrl } from './config';
import { deliverDue } from './delivery';
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

export async function handleCronOutbox(request: Request): Promise<Response> {
  const secret = cronSecret();
  if (!secret) return json(404, { ok: false, code: 'not_enabled' });
  if (!authorised(request.headers.get('authorization'), secret))
    return json(401, { ok: false, code: 'unauthorised' }, { 'www-authenticate': 'Bearer' });
  try {
    const store = await getStore();
    const purged = await applyRetention(store);
    const report = smtpUrl() ? await deliverDue(store) : { sent: [], retried: [], failed: [] };
    const outcome = { sent: report.sent.length, retried: report.retried.length, failed: report.failed.length, purged };
    if (outcome.sent + outcome.retried + outcome.failed > 0) console.info(`[enquiries] scheduled outbox run: ${JSON.stringify(outcome)}`);
    return json(200, { ok: true, ...outcome });
  } catch (error) {
    console.error('[enquiries] scheduled outbox run failed:', error instanceof Error ? error.message : error);
    return json(503, { ok: false, code: 'unavailable' }, { 'retry-after': '60' });
  }
}

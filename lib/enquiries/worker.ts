/**
 * The timer inside `next start` (started from instrumentation.ts): every minute it
 * sends the outbox entries that are due, and at most once a day it deletes what is
 * past the retention period (ENQUIRY_RETENTION_DAYS, delivered ones only). Without
 * SMTP_URL there is nothing to send: it says so, once, and only the retention runs.
 * Serverless hosts, where no process stays up, have a scheduler call the same work
 * through /api/cron/outbox (./cron.ts) instead.
 */
import 'server-only';
import { retentionDays, smtpUrl, storeConfig } from './config';
import { deliverDue } from './delivery';
import { loggable } from './log-safe';
import { getStore, type EnquiryStore } from './store';

const key = Symbol.for('enquiries.worker');
type Holder = { [key]?: { timer: NodeJS.Timeout | null } };

const dayMs = 24 * 60 * 60 * 1000;

/** Deletes delivered enquiries older than the retention period; returns how many. */
export async function applyRetention(store: EnquiryStore, now = Date.now()): Promise<number> {
  const days = retentionDays();
  if (days <= 0) return 0;
  const removed = await store.purge(now - days * dayMs);
  if (removed > 0) console.info(`[enquiries] retention: ${removed} enquiries older than ${days} days deleted, with their CVs`);
  return removed;
}

/**
 * Starts the timer, once per process (instrumentation.ts may run again on a reload);
 * returns what stops it, for a host that shuts the server down cleanly, and the tests.
 */
export function startDeliveryWorker(intervalMs = 60_000, retentionEveryMs = dayMs): () => void {
  const holder = globalThis as Holder;
  if (holder[key]) return stopDeliveryWorker;
  const config = storeConfig();
  const where = config.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.file;
  const sending = Boolean(smtpUrl());
  if (!sending) {
    console.warn(
      `[enquiries] SMTP_URL is not set: enquiries are stored in ${where} but not e-mailed. ` +
        'Set SMTP_URL and run `npm run enquiries -- deliver` to send the waiting ones.'
    );
  } else {
    console.info(`[enquiries] enquiries are stored in ${where} and e-mailed through SMTP_URL; retries every ${intervalMs / 1000} s.`);
  }

  let running = false;
  let lastRetention = -Infinity;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const store = await getStore();
      if (Date.now() - lastRetention >= retentionEveryMs) {
        await applyRetention(store);
        lastRetention = Date.now();
      }
      if (!sending) return;
      const report = await deliverDue(store);
      if (report.sent.length + report.retried.length + report.failed.length > 0) {
        console.info(`[enquiries] outbox: ${report.sent.length} sent, ${report.retried.length} to retry, ${report.failed.length} failed`);
      }
    } catch (error) {
      console.error('[enquiries] outbox run failed:', loggable(error instanceof Error ? error.message : error));
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  holder[key] = { timer };
  setTimeout(() => void tick(), 2000).unref();
  return stopDeliveryWorker;
}

function stopDeliveryWorker(): void {
  const holder = globalThis as Holder;
  const timer = holder[key]?.timer;
  if (timer) clearInterval(timer);
  delete holder[key];
}

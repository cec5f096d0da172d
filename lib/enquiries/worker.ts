/**
 * The delivery timer inside `next start` (started from instrumentation.ts): every
 * minute it sends the outbox entries that are due and forgets expired rate-limit
 * hits. Serverless hosts, where no process stays up, run
 * `npm run enquiries -- deliver` from cron instead.
 */
import { smtpUrl, storeConfig } from './config';
import { deliverDue } from './delivery';
import { rateLimit } from './limits';
import { getStore } from './store';

const key = Symbol.for('enquiries.worker');
type Holder = { [key]?: NodeJS.Timeout };

export function startDeliveryWorker(intervalMs = 60_000): void {
  const holder = globalThis as Holder;
  if (holder[key]) return;
  const config = storeConfig();
  const where = config.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.file;
  if (!smtpUrl()) {
    console.warn(
      `[enquiries] SMTP_URL is not set: enquiries are stored in ${where} but not e-mailed. ` +
        'Set SMTP_URL and run `npm run enquiries -- deliver` to send the waiting ones.'
    );
  } else {
    console.info(`[enquiries] enquiries are stored in ${where} and e-mailed through SMTP_URL; retries every ${intervalMs / 1000} s.`);
  }

  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const store = await getStore();
      await store.pruneRateHits(Date.now() - rateLimit.windowMs);
      const report = await deliverDue(store);
      if (report.sent.length + report.retried.length + report.failed.length > 0) {
        console.info(
          `[enquiries] outbox: ${report.sent.length} sent, ${report.retried.length} to retry, ${report.failed.length} failed`
        );
      }
    } catch (error) {
      console.error('[enquiries] outbox run failed:', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  holder[key] = setInterval(() => void tick(), intervalMs);
  holder[key].unref();
  setTimeout(() => void tick(), 2000).unref();
}

/** Stops the timer (tests, or a host that shuts the server down cleanly). */
export function stopDeliveryWorker(): void {
  const holder = globalThis as Holder;
  if (holder[key]) clearInterval(holder[key]);
  delete holder[key];
}

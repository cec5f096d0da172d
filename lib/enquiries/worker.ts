/**
 * The delivery timer inside `next start` (started from instrumentation.ts): every
 * minute it sends the outbox entries that are due. Without SMTP_URL there is nothing
 * to send: it only says so, once, and leaves the store alone. Serverless hosts, where no process stays up, run
 * `npm run enquiries -- deliver` from cron instead.
 */
import { smtpUrl, storeConfig } from './config';
import { deliverDue } from './delivery';
import { getStore } from './store';

const key = Symbol.for('enquiries.worker');
type Holder = { [key]?: { timer: NodeJS.Timeout | null } };

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
    holder[key] = { timer: null };
    return;
  }
  console.info(`[enquiries] enquiries are stored in ${where} and e-mailed through SMTP_URL; retries every ${intervalMs / 1000} s.`);

  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const store = await getStore();
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
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  holder[key] = { timer };
  setTimeout(() => void tick(), 2000).unref();
}

/** Stops the timer (tests, or a host that shuts the server down cleanly). */
export function stopDeliveryWorker(): void {
  const holder = globalThis as Holder;
  const timer = holder[key]?.timer;
  if (timer) clearInterval(timer);
  delete holder[key];
}

/**
 * The outbox: enquiries are e-mailed after the visitor has been answered. A send
 * that fails for a passing reason (no connection, timeout, SMTP 4xx) is retried with
 * back-off until it is delivered; a permanent refusal (SMTP 5xx) marks the entry
 * failed for staff to see (`npm run enquiries -- list`). Entries are leased before
 * sending, so two workers (the timer in `next start`, the command line, another
 * instance) never send the same enquiry at the same time.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { mailFrom, smtpUrl } from './config';
import { composeMail } from './mail';
import type { EnquiryStore, OutboxJob } from './store/types';

/** Long enough for one send with its timeouts; a crashed worker's lease expires after it. */
export const leaseMs = 5 * 60 * 1000;

/** 1, 2, 4, 8 … minutes after each failed attempt, at most 6 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

export type SendFailure = { permanent: boolean; message: string };

/** SMTP 5xx answers are permanent; 4xx answers, connection errors and timeouts pass. */
export function classifySendError(error: unknown): SendFailure {
  const e = error as { responseCode?: number; code?: string; message?: string; response?: string };
  const message = [e.code, e.responseCode, e.response ?? e.message].filter(Boolean).join(' ') || String(error);
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
  return { permanent, message };
}

const transports = new Map<string, Transporter>();

export function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // The url's settings, plus timeouts so that a dead server cannot hold a lease for long.
    transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
    transports.set(url, transport);
  }
  return transport;
}

export type DeliveryReport = { sent: number[]; retried: number[]; failed: number[] };

type DeliverOptions = {
  /** Only these enquiries (the one just stored); otherwise every due entry. */
  ids?: number[];
  limit?: number;
  now?: () => number;
  transport?: Pick<Transporter, 'sendMail'>;
};

async function deliverJob(store: EnquiryStore, job: OutboxJob, transport: Pick<Transporter, 'sendMail'>, now: () => number, report: DeliveryReport) {
  try {
    await transport.sendMail(composeMail(job, mailFrom()));
  } catch (error) {
    const failure = classifySendError(error);
    if (failure.permanent) {
      await store.markFailed(job.id, failure.message);
      report.failed.push(job.id);
      console.error(`[enquiries] enquiry #${job.id} refused by the mail server: ${failure.message}`);
    } else {
      await store.markRetry(job.id, now() + backoffMs(job.outbox.attempts + 1), failure.message);
      report.retried.push(job.id);
    }
    return;
  }
  await store.markSent(job.id, now());
  report.sent.push(job.id);
}

/**
 * Sends due outbox entries. Does nothing without SMTP_URL (unless a transport is
 * given). Returns what happened to each leased entry.
 */
export async function deliverDue(store: EnquiryStore, options: DeliverOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: [], retried: [], failed: [] };
  const url = smtpUrl();
  const transport = options.transport ?? (url ? transportFor(url) : null);
  if (!transport) return report;
  const now = options.now ?? Date.now;
  const limit = options.limit ?? 20;
  for (;;) {
    const jobs = await store.claim(now(), leaseMs, { limit, ids: options.ids });
    if (jobs.length === 0) break;
    // A few at a time: one slow mail server connection does not hold up the rest.
    for (let i = 0; i < jobs.length; i += 4) {
      await Promise.all(jobs.slice(i, i + 4).map((job) => deliverJob(store, job, transport, now, report)));
    }
    if (options.ids || jobs.length < limit) break;
  }
  return report;
}

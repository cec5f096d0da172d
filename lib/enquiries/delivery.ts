/**
 * The outbox: enquiries are e-mailed after the visitor has been answered. What a
 * failed send leads to (see classifySendError):
 *  - a passing reason (no connection, timeout, any SMTP 4xx): retried with back-off;
 *  - our own configuration (SMTP 530/534/535/538 or the client's EAUTH/ETLS: credentials
 *    rotated, STARTTLS missing): also retried with back-off, since fixing SMTP_URL is
 *    all it takes, and logged as an error on every attempt so it cannot go unnoticed;
 *  - any other 5xx (550 no such mailbox, 552 too large, 554 rejected): final, marked
 *    failed for staff (`npm run enquiries -- list --status failed`), sent again with
 *    `npm run enquiries -- requeue ID|--failed` once the cause is dealt with.
 * Entries are leased before sending, so two workers (the timer in `next start`, the
 * command line, another instance) never send the same enquiry at the same time, and an
 * outcome is recorded only under the lease it was sent under (store: markSent...).
 */
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailFrom, smtpUrl } from './config';
import { composeMail } from './mail';
import type { EnquiryStore, OutboxJob } from './store/types';

/** Long enough for one send with its timeouts; a crashed worker's lease expires after it. */
const leaseMs = 5 * 60 * 1000;

/**
 * 1, 2, 4, 8 … minutes after each failed attempt, at most 6 hours.
 * @internal
 */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/** @internal */
export type SendFailure = { permanent: boolean; configuration: boolean; message: string };

/**
 * RFC 4954 (and RFC 3207) answers that mean our side is misconfigured: 530 authentication
 * required, 534 mechanism too weak, 535 credentials invalid, 538 encryption required.
 */
const configurationCodes = new Set([530, 534, 535, 538]);

/** @internal */
export function classifySendError(error: unknown): SendFailure {
  const e = error as { responseCode?: number; code?: string; message?: string; response?: string };
  const message = [e.code, e.responseCode, e.response ?? e.message].filter(Boolean).join(' ') || String(error);
  const code = typeof e.responseCode === 'number' ? e.responseCode : 0;
  const configuration = configurationCodes.has(code) || e.code === 'EAUTH' || e.code === 'ETLS' || e.code === 'ENOAUTH';
  const permanent = !configuration && code >= 500 && code < 600;
  return { permanent, configuration, message };
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Transport options for SMTP_URL. `smtps://` is TLS from the start; `smtp://` must
 * upgrade with STARTTLS (requireTLS) or nothing is sent, because the mail carries CVs:
 * a server that offers no STARTTLS is a configuration error, retried and logged. Only
 * a relay on the same machine (localhost, 127.0.0.1, ::1) may be spoken to in clear.
 * @internal
 */
export function smtpTransportOptions(url: string) {
  const { protocol, hostname } = new URL(url);
  const requireTLS = protocol === 'smtp:' && !loopback.has(hostname);
  // Timeouts so that a dead server cannot hold a lease for long.
  return { url, requireTLS, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
}

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(smtpTransportOptions(url));
    transports.set(url, transport);
  }
  return transport;
}

export type DeliveryReport = { sent: number[]; retried: number[]; failed: number[] };

type DeliverOptions = {
  /** Only these enquiries (the one just stored); otherwise every due entry. */
  ids?: number[];
  limit?: number;
  transport?: Pick<Transporter, 'sendMail'>;
};

async function deliverJob(store: EnquiryStore, job: OutboxJob, transport: Pick<Transporter, 'sendMail'>, report: DeliveryReport) {
  try {
    await transport.sendMail(await composeMail(job, mailFrom()));
  } catch (error) {
    const failure = classifySendError(error);
    if (failure.permanent) {
      if (await store.markFailed(job.id, job.lease, failure.message)) report.failed.push(job.id);
      console.error(
        `[enquiries] enquiry #${job.id} refused by the mail server: ${failure.message} (npm run enquiries -- requeue ${job.id} sends it again)`
      );
    } else {
      if (await store.markRetry(job.id, job.lease, backoffMs(job.outbox.attempts + 1), failure.message)) report.retried.push(job.id);
      if (failure.configuration) {
        console.error(
          `[enquiries] SMTP_URL is misconfigured (${failure.message}): enquiry #${job.id} waits and is retried; fix the credentials or TLS of SMTP_URL.`
        );
      }
    }
    return;
  }
  if (await store.markSent(job.id, job.lease)) report.sent.push(job.id);
  // Else the lease had expired and another worker has the entry: its outcome stands.
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
  const limit = options.limit ?? 20;
  for (;;) {
    const jobs = await store.claim(leaseMs, { limit, ids: options.ids });
    if (jobs.length === 0) break;
    // A few at a time: one slow mail server connection does not hold up the rest.
    for (let i = 0; i < jobs.length; i += 4) {
      await Promise.all(jobs.slice(i, i + 4).map((job) => deliverJob(store, job, transport, report)));
    }
    if (options.ids || jobs.length < limit) break;
  }
  return report;
}

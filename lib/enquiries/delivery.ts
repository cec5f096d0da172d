/**
 * The outbox: enquiries are e-mailed after the visitor has been answered, each
 * recipient's outcome on its own (./send-results.ts). What a refusal leads to:
 *  - a passing reason (no connection, timeout, any SMTP 4xx): retried with back-off;
 *  - our own configuration (SMTP 530/534/535/538 or the client's EAUTH/ETLS: credentials
 *    rotated, STARTTLS missing): also retried with back-off, since fixing SMTP_URL is
 *    all it takes, and logged as an error on every attempt so it cannot go unnoticed;
 *  - any other 5xx (550 no such mailbox, 552 too large, 554 rejected): final for that
 *    recipient; the entry is marked failed for staff (`npm run enquiries -- list --status
 *    failed`) and sent again to the recipients that refused it with
 *    `npm run enquiries -- requeue ID|--failed` once the cause is dealt with.
 * A recipient that accepted the mail is never sent it again, whatever the others did.
 * Entries are leased before sending, so two workers (the timer in `next start`, the
 * command line, another instance) never send the same enquiry at the same time, and an
 * outcome is recorded only under the lease it was sent under (store: markSent...).
 */
import 'server-only';
import type { Transporter } from 'nodemailer';
import { mailFrom, smtpUrl } from './config';
import { composeMail, recipients } from './mail';
import { entryOutcome, resultsOf, type EntryOutcome, type Recipient, type RecipientResult, type SendInfo } from './send-results';
import { transportFor } from './smtp';
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

export type DeliveryReport = { sent: number[]; retried: number[]; failed: number[] };

type DeliverOptions = {
  /** Only these enquiries (the one just stored); otherwise every due entry. */
  ids?: number[];
  limit?: number;
  transport?: Pick<Transporter, 'sendMail'>;
};

/** Every recipient refused by name is logged; so is a refusal of the whole message that needs someone. */
function logRefusals(job: OutboxJob, results: RecipientResult[], outcome: EntryOutcome) {
  const requeue = `npm run enquiries -- requeue ${job.id} sends it again`;
  for (const r of results) {
    if (r.accepted || !r.byRecipient) continue;
    const what = `[enquiries] enquiry #${job.id}: the mail server refused ${r.kind} ${r.address}`;
    if (r.failure.permanent) console.error(`${what} for good: ${r.failure.message} (${requeue} to it)`);
    else console.warn(`${what} for now: ${r.failure.message} (tried again later; recipients that accepted it get no second copy)`);
  }
  if (results.some((r) => !r.accepted && !r.byRecipient) && outcome.status === 'failed') {
    console.error(`[enquiries] enquiry #${job.id} refused by the mail server: ${outcome.error} (${requeue})`);
  }
  if (outcome.configuration) {
    console.error(
      `[enquiries] SMTP_URL is misconfigured (${outcome.error}): enquiry #${job.id} waits and is retried; fix the credentials or TLS of SMTP_URL.`
    );
  }
}

async function deliverJob(store: EnquiryStore, job: OutboxJob, transport: Pick<Transporter, 'sendMail'>, report: DeliveryReport) {
  const { to, cc } = recipients(job.office, job.department);
  const everyone: Recipient[] = [{ address: to, kind: 'To' }, ...(cc ? [{ address: cc, kind: 'Cc' as const }] : [])];
  const earlier = new Map(job.outbox.recipients.map((r) => [r.address.toLowerCase(), r]));
  // Those who accepted it, or refused it for good, on an earlier attempt are not sent it again.
  const due = everyone.filter((r) => !earlier.has(r.address.toLowerCase()));
  const earlierRefusals = everyone.flatMap((r) => {
    const before = earlier.get(r.address.toLowerCase());
    return before?.status === 'failed' ? [{ ...r, error: before.error ?? 'refused' }] : [];
  });

  let results: RecipientResult[] = [];
  if (due.length > 0) {
    const from = mailFrom();
    // The envelope names only the recipients still due; the headers stay those of the
    // one message (To and Cc as ever, the same Message-ID on every attempt).
    const mail = { ...(await composeMail(job, from)), envelope: { from: from.address, to: due.map((r) => r.address) } };
    const sent = await transport.sendMail(mail).then(
      (info: SendInfo) => ({ info }),
      (error: unknown) => ({ error })
    );
    results = resultsOf(due, sent);
  }
  const outcome = entryOutcome(results, earlierRefusals);
  logRefusals(job, results, outcome);

  if (outcome.status === 'sent') {
    if (await store.markSent(job.id, job.lease, outcome.record)) report.sent.push(job.id);
  } else if (outcome.status === 'failed') {
    if (await store.markFailed(job.id, job.lease, outcome.error, outcome.record)) report.failed.push(job.id);
  } else if (await store.markRetry(job.id, job.lease, backoffMs(job.outbox.attempts + 1), outcome.error, outcome.record)) {
    report.retried.push(job.id);
  }
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

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
 * Delivery is at least once: a send whose outcome cannot be recorded is sent again when
 * its lease ends, as the same message (docs/enquiries.md, "At least once").
 */
import 'server-only';
import type { Transporter } from 'nodemailer';
import { mailFrom, smtpUrl } from './config';
import { loggable } from './log-safe';
import { composeMail, recipients } from './mail';
import { entryOutcome, resultsOf, type EntryOutcome, type Recipient, type RecipientResult, type SendInfo } from './send-results';
import { takeConnection } from './send-slots';
import { leaseMs, sendTiming, smtpConnections, transportFor } from './smtp';
import type { EnquiryStore, OutboxJob } from '@site/enquiry-store';

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
  transport?: Pick<Transporter, 'sendMail'>;
  /**
   * Send only over a connection free now, else leave the entries to the next run: the
   * send after a post, which a burst of posts must not turn into a queue in memory.
   */
  onlyIfFree?: boolean;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records an outcome, trying again while the database cannot be reached (restarting,
 * a lock held past its timeout) until `until` (performance.now()): a send the mail
 * server took but whose outcome was lost would be sent again once the lease ran out.
 * If it still cannot be recorded that is what happens, and it is said so.
 */
async function recordOutcome(job: OutboxJob, write: () => Promise<boolean>, until: number): Promise<boolean> {
  for (let wait = 500; ; wait = Math.min(wait * 2, 8000)) {
    try {
      return await write();
    } catch (error) {
      const reason = loggable(error instanceof Error ? error.message : error);
      if (performance.now() + wait > until) {
        console.error(
          `[enquiries] enquiry #${job.id}: its outcome could not be recorded (${reason}); it is sent again once its lease ends, ` +
            'under the same Message-ID, and recipients that took it may get a second copy'
        );
        return false;
      }
      console.warn(`[enquiries] enquiry #${job.id}: recording its outcome failed (${reason}); trying again`);
    }
    await pause(wait);
  }
}

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

/** `recordUntil`: the moment (performance.now()) by which the outcome must be recorded, well inside the lease. */
async function deliverJob(
  store: EnquiryStore,
  job: OutboxJob,
  transport: Pick<Transporter, 'sendMail'>,
  report: DeliveryReport,
  recordUntil: number
) {
  const { to, cc } = recipients(job.country, job.department);
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
    // one message (To and Cc as ever, the same Message-ID on every attempt). The send is
    // aborted at its deadline, so that it ends well inside the lease.
    const mail = {
      ...(await composeMail(job, from)),
      envelope: { from: from.address, to: due.map((r) => r.address) },
      signal: AbortSignal.timeout(sendTiming.sendMs)
    };
    const sent = await transport.sendMail(mail).then(
      (info: SendInfo) => ({ info }),
      (error: unknown) => ({ error })
    );
    results = resultsOf(due, sent);
  }
  const outcome = entryOutcome(results, earlierRefusals);
  logRefusals(job, results, outcome);

  const [write, list] =
    outcome.status === 'sent'
      ? [() => store.markSent(job.id, job.lease, outcome.record), report.sent]
      : outcome.status === 'failed'
        ? [() => store.markFailed(job.id, job.lease, outcome.error, outcome.record), report.failed]
        : [() => store.markRetry(job.id, job.lease, backoffMs(job.outbox.attempts + 1), outcome.error, outcome.record), report.retried];
  // Not recorded: the lease had expired and another worker has the entry (its outcome
  // stands), or the database stayed out of reach (said by recordOutcome).
  if (await recordOutcome(job, write, recordUntil)) list.push(job.id);
}

/**
 * Sends due outbox entries, over at most smtpConnections connections in the whole
 * process (./send-slots.ts). Does nothing without SMTP_URL (unless a transport is
 * given). Returns what happened to each leased entry.
 */
export async function deliverDue(store: EnquiryStore, options: DeliverOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: [], retried: [], failed: [] };
  const url = smtpUrl();
  const transport = options.transport ?? (url ? transportFor(url) : null);
  if (!transport) return report;
  const sender = async () => {
    for (;;) {
      const release = await takeConnection(!options.onlyIfFree);
      if (!release) return;
      try {
        // Leased once its connection is free, just before it is sent: an entry leased
        // early would wait behind other sends, and its lease could run out before its
        // own send began. Each send takes its entry out of the due set (sent, failed,
        // due again after a back-off of at least a minute, or still leased), so this ends.
        const claimed = performance.now();
        const [job] = await store.claim(leaseMs, { limit: 1, ids: options.ids });
        if (!job) return;
        await deliverJob(store, job, transport, report, claimed + sendTiming.sendMs + sendTiming.recordMs);
      } finally {
        release();
      }
    }
  };
  const senders = Math.min(smtpConnections, options.ids?.length ?? smtpConnections);
  await Promise.all(Array.from({ length: senders }, sender));
  return report;
}

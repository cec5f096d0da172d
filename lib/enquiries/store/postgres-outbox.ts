/**
 * The outbox on the PostgreSQL engine: leasing due entries (SKIP LOCKED, so instances
 * never wait for each other), recording a send's outcome and its recipients' under the
 * lease it was sent under, and making entries due again (requeue). Every time here is
 * the database's (`databaseNow`), never the caller's clock.
 */
import 'server-only';
import type pg from 'pg';
import type { connectPostgres } from './postgres-connect';
import { databaseNow, errorText, failedNotQuarantined, summaryColumns, summaryFrom, toSummary, type SummaryRow } from './rows';
import type { EnquiryStore, OutboxJob, RecipientOutcome } from './types';

const dbNow = databaseNow.postgres;

type Connection = Awaited<ReturnType<typeof connectPostgres>>;

export function postgresOutbox({ tx }: Connection): Pick<EnquiryStore, 'claim' | 'markSent' | 'markRetry' | 'markFailed' | 'requeue'> {
  /**
   * Records an outcome, with its recipients', under the lease the entry was claimed
   * with, and only then: one transaction, so a recipient is never marked sent without
   * the entry's outcome, nor the other way round.
   */
  async function fenced(set: string, id: number, lease: number, values: unknown[], recipients: RecipientOutcome[] = []) {
    return tx(async (c) => {
      const { rowCount } = await c.query(
        `UPDATE outbox SET ${set}, locked_until = NULL, attempts = attempts + 1 WHERE enquiry_id = $1 AND status = 'pending' AND locked_until = $2`,
        [id, lease, ...values]
      );
      if (rowCount !== 1) return false;
      if (recipients.length > 0) await putRecipients(c, id, recipients);
      return true;
    });
  }

  return {
    async claim(leaseMs, { limit, ids }) {
      // One transaction: if reading the entries fails (a lock on enquiry_files, the
      // server going away), their leases are undone and they can be sent at once, rather
      // than waiting for the lease to run out.
      return tx(async (c) => {
        const { rows: leased } = await c.query<{ enquiry_id: number; locked_until: string }>(
          `UPDATE outbox SET locked_until = ${dbNow} + $1
           WHERE enquiry_id IN (
             SELECT enquiry_id FROM outbox
             WHERE status = 'pending' AND next_attempt_at <= ${dbNow} AND (locked_until IS NULL OR locked_until <= ${dbNow})
               AND ($3::integer[] IS NULL OR enquiry_id = ANY ($3::integer[]))
             ORDER BY enquiry_id LIMIT $2
             FOR UPDATE SKIP LOCKED)
           RETURNING enquiry_id, locked_until`,
          [leaseMs, limit, ids ?? null]
        );
        if (leased.length === 0) return [];
        const lease = new Map(leased.map((r) => [r.enquiry_id, Number(r.locked_until)]));
        const { rows } = await c.query<SummaryRow & { content: Buffer | null }>(
          `SELECT ${summaryColumns.postgres}, f.content FROM ${summaryFrom} WHERE e.id = ANY ($1::integer[]) ORDER BY e.id`,
          [[...lease.keys()]]
        );
        return rows.map((row): OutboxJob => ({ ...toSummary(row), cvContent: row.content, lease: lease.get(Number(row.id))! }));
      });
    },
    async markSent(id, lease, recipients) {
      return fenced(`status = 'sent', sent_at = ${dbNow}, last_error = NULL`, id, lease, [], recipients);
    },
    async markRetry(id, lease, delayMs, error, recipients) {
      return fenced(`next_attempt_at = ${dbNow} + $3, last_error = $4`, id, lease, [delayMs, errorText(error)], recipients);
    },
    async markFailed(id, lease, error, recipients) {
      return fenced(`status = 'failed', last_error = $3`, id, lease, [errorText(error)], recipients);
    },
    async requeue(which) {
      return tx(async (c) => {
        const { rows } = await c.query<{ enquiry_id: number }>(
          `UPDATE outbox SET status = 'pending', next_attempt_at = ${dbNow}, locked_until = NULL, attempts = 0
           WHERE ${which === 'failed' ? failedNotQuarantined : `enquiry_id = ANY ($1::integer[]) AND status IN ('pending', 'failed') AND (locked_until IS NULL OR locked_until <= ${dbNow})`}
           RETURNING enquiry_id`,
          which === 'failed' ? [] : [which]
        );
        const ids = rows.map((r) => r.enquiry_id).sort((a, b) => a - b);
        // Sent again to the recipients that refused it, not to those that took it.
        await c.query(`DELETE FROM outbox_recipients WHERE enquiry_id = ANY ($1::integer[]) AND status = 'failed'`, [ids]);
        if (which !== 'failed' && ids.length > 0)
          await c.query('UPDATE enquiries SET quarantine = NULL WHERE id = ANY ($1::integer[])', [ids]);
        return ids;
      });
    }
  };
}

/** Adds or replaces recipients' outcomes, by address. */
async function putRecipients(c: pg.PoolClient, id: number, recipients: RecipientOutcome[]) {
  await c.query(
    `INSERT INTO outbox_recipients (enquiry_id, address, status, error, at)
     SELECT $1, r.address, r.status, r.error, ${dbNow} FROM unnest($2::text[], $3::text[], $4::text[]) AS r (address, status, error)
     ON CONFLICT (enquiry_id, address) DO UPDATE SET status = excluded.status, error = excluded.error, at = excluded.at`,
    [id, recipients.map((r) => r.address), recipients.map((r) => r.status), recipients.map((r) => r.error && errorText(r.error))]
  );
}

/**
 * The outbox on the SQLite engine: leasing due entries, recording a send's outcome
 * under the lease it was sent under, and making entries due again (requeue). Every
 * time here is the database's (`databaseNow`), never the caller's clock.
 */
import 'server-only';
import type Database from 'better-sqlite3';
import { databaseNow, errorText, failedNotQuarantined } from './rows';
import type { RecipientOutcome } from './types';

const dbNow = databaseNow.sqlite;

export function prepareOutbox(db: Database.Database) {
  const clock = db.prepare<[], { now: number }>(`SELECT ${dbNow} AS now`);
  const selectDue = db.prepare<[number, number, number], { enquiry_id: number }>(
    `SELECT enquiry_id FROM outbox
     WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
     ORDER BY enquiry_id LIMIT ?`
  );
  const lease = db.prepare(
    `UPDATE outbox SET locked_until = ?
     WHERE enquiry_id = ? AND status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)`
  );
  const requeueOne = db.prepare(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ${dbNow}, locked_until = NULL, attempts = 0
     WHERE enquiry_id = ? AND status IN ('pending', 'failed') AND (locked_until IS NULL OR locked_until <= ${dbNow})`
  );
  const release = db.prepare('UPDATE enquiries SET quarantine = NULL WHERE id = ?');
  const forgetRefusals = db.prepare("DELETE FROM outbox_recipients WHERE enquiry_id = ? AND status = 'failed'");
  const putRecipient = db.prepare(
    `INSERT INTO outbox_recipients (enquiry_id, address, status, error, at) VALUES (@id, @address, @status, @error, ${dbNow})
     ON CONFLICT (enquiry_id, address) DO UPDATE SET status = excluded.status, error = excluded.error, at = excluded.at`
  );

  /** The leased ids and their lease (its end), one reading of the clock for all of them. */
  const claim = db.transaction((leaseMs: number, limit: number, ids?: number[]) => {
    const at = clock.get()!.now;
    const until = at + leaseMs;
    // Of the given ids, the first `limit` that are due (as PostgreSQL's claim does).
    const candidates = ids ?? selectDue.all(at, at, limit).map((r) => r.enquiry_id);
    const leased: number[] = [];
    for (const id of candidates) {
      if (leased.length === limit) break;
      if (lease.run(until, id, at, at).changes === 1) leased.push(id);
    }
    return { ids: leased, lease: until };
  });

  /** Requeued entries are sent again to the recipients that refused them, not to those that took them. */
  const requeueAndRetry = (id: number) => {
    if (requeueOne.run(id).changes !== 1) return false;
    forgetRefusals.run(id);
    return true;
  };
  const requeue = db.transaction((which: number[] | 'failed') => {
    if (which === 'failed') {
      const ids = db.prepare<[], { enquiry_id: number }>(`SELECT enquiry_id FROM outbox WHERE ${failedNotQuarantined}`).all();
      return ids.map((r) => r.enquiry_id).filter(requeueAndRetry);
    }
    return which.filter((id) => {
      if (!requeueAndRetry(id)) return false;
      release.run(id);
      return true;
    });
  });

  /**
   * Records an outcome, with its recipients', under the lease the entry was claimed
   * with, and only then: one transaction, so a recipient is never marked sent without
   * the entry's outcome, nor the other way round.
   */
  const fenced = (set: string) => {
    const update = db.prepare(
      `UPDATE outbox SET ${set}, locked_until = NULL, attempts = attempts + 1 WHERE enquiry_id = @id AND status = 'pending' AND locked_until = @lease`
    );
    return db.transaction((params: { id: number; lease: number } & Record<string, unknown>, recipients: RecipientOutcome[]) => {
      if (update.run(params).changes !== 1) return false;
      for (const r of recipients)
        putRecipient.run({ id: params.id, address: r.address, status: r.status, error: r.error && errorText(r.error) });
      return true;
    });
  };

  return {
    claim,
    requeue,
    markSent: fenced(`status = 'sent', sent_at = ${dbNow}, last_error = NULL`),
    markRetry: fenced(`next_attempt_at = ${dbNow} + @delayMs, last_error = @error`),
    markFailed: fenced(`status = 'failed', last_error = @error`)
  };
}

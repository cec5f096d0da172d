/**
 * The outbox on the SQLite engine: leasing due entries, recording a send's outcome
 * under the lease it was sent under, and making entries due again (requeue). Every
 * time here is the database's (`databaseNow`), never the caller's clock.
 */
import 'server-only';
import type Database from 'better-sqlite3';
import { databaseNow, failedNotQuarantined } from './rows';

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

  /** The leased ids and their lease (its end), one reading of the clock for all of them. */
  const claim = db.transaction((leaseMs: number, limit: number, ids?: number[]) => {
    const at = clock.get()!.now;
    const until = at + leaseMs;
    const candidates = ids ? ids.slice(0, limit) : selectDue.all(at, at, limit).map((r) => r.enquiry_id);
    return { ids: candidates.filter((id) => lease.run(until, id, at, at).changes === 1), lease: until };
  });

  const requeue = db.transaction((which: number[] | 'failed') => {
    if (which === 'failed') {
      const ids = db.prepare<[], { enquiry_id: number }>(`SELECT enquiry_id FROM outbox WHERE ${failedNotQuarantined}`).all();
      return ids.map((r) => r.enquiry_id).filter((id) => requeueOne.run(id).changes === 1);
    }
    return which.filter((id) => {
      if (requeueOne.run(id).changes !== 1) return false;
      release.run(id);
      return true;
    });
  });

  /** Records an outcome under the lease the entry was claimed with, and only then. */
  const fenced = (set: string) =>
    db.prepare(
      `UPDATE outbox SET ${set}, locked_until = NULL, attempts = attempts + 1 WHERE enquiry_id = @id AND status = 'pending' AND locked_until = @lease`
    );

  return {
    claim,
    requeue,
    markSent: fenced(`status = 'sent', sent_at = ${dbNow}, last_error = NULL`),
    markRetry: fenced(`next_attempt_at = ${dbNow} + @delayMs, last_error = @error`),
    markFailed: fenced(`status = 'failed', last_error = @error`)
  };
}

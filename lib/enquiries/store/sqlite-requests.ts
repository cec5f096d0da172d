/**
 * A person's requests about their own data on the SQLite engine: finding everything
 * from an address, and erasing it with a log entry that holds no personal data.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { emailKey, summaryColumns, summaryFrom, toErasure, toSummary, type ErasureRow, type SummaryRow } from './rows';
import type { EnquirySummary, ErasureRecord } from './types';

/**
 * After a deletion: secure_delete zeroed the freed pages, but the WAL still holds their
 * earlier images until it is checkpointed into the file and truncated. Another connection
 * reading or writing keeps it from completing: that is thrown as SQLITE_BUSY, so the
 * caller tries again later (./sqlite-busy.ts) rather than waiting on the event loop.
 */
export function checkpoint(db: Database.Database) {
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  if (result?.busy) throw Object.assign(new Error('the WAL checkpoint met another connection'), { code: 'SQLITE_BUSY' });
}

export function prepareRequests(db: Database.Database) {
  // SQLite's lower() folds ASCII only: addresses are compared by the same function as the callers' (rows.ts).
  db.function('email_key', { deterministic: true }, (v: unknown) => (typeof v === 'string' ? emailKey(v) : null));
  const byEmail = db.prepare<[string], SummaryRow>(
    `SELECT ${summaryColumns.sqlite} FROM ${summaryFrom} WHERE email_key(e.email) = ? ORDER BY e.id`
  );
  const countFiles = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM enquiry_files WHERE enquiry_id IN (SELECT id FROM enquiries WHERE email_key(email) = ?)'
  );
  // The CV and the outbox entry go with their enquiry (ON DELETE CASCADE).
  const remove = db.prepare('DELETE FROM enquiries WHERE email_key(email) = ?');
  const log = db.prepare('INSERT INTO erasures (ref, erased_at, enquiries, files) VALUES (@ref, @erasedAt, @enquiries, @files)');
  const selectLog = db.prepare<[], ErasureRow>('SELECT ref, erased_at, enquiries, files FROM erasures ORDER BY erased_at DESC, ref');

  const erase = db.transaction((key: string, now: number): ErasureRecord => {
    const files = countFiles.get(key)!.n;
    const record = { ref: randomUUID(), erasedAt: now, enquiries: remove.run(key).changes, files };
    log.run(record);
    return record;
  });

  return {
    byEmail: (email: string): EnquirySummary[] => byEmail.all(emailKey(email)).map(toSummary),
    /** The caller checkpoints afterwards (a separate step: it may have to wait for other connections). */
    erase: (email: string, now: number): ErasureRecord => erase.immediate(emailKey(email), now),
    erasures: (): ErasureRecord[] => selectLog.all().map(toErasure)
  };
}

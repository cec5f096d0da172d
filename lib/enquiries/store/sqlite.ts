import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { whenUnlocked } from './sqlite-busy';
import { connectSqlite, needsReconnect } from './sqlite-connect';
import { prepareOutbox } from './sqlite-outbox';
import { checkpoint, prepareRequests } from './sqlite-requests';
import {
  databaseNow,
  errorText,
  listFilter,
  purgeable,
  quarantineNote,
  statsQuery,
  summaryColumns,
  summaryFrom,
  toSummary,
  type SummaryRow
} from './rows';
import type { EnquiryStore, NewEnquiry, OutboxJob, RateDecision, StoreStats } from './types';

/** One connection with its statements. */
function prepare(db: Database.Database) {
  const getSetting = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const putSetting = db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)');
  const countHits = db.prepare<[string, number], { n: number; oldest: number | null }>(
    'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_hits WHERE key = ? AND at > ?'
  );
  const dropHits = db.prepare('DELETE FROM rate_hits WHERE at <= ?');
  const addHit = db.prepare('INSERT INTO rate_hits (key, at) VALUES (?, ?)');
  const insertEnquiry = db.prepare(
    `INSERT INTO enquiries (ref, created_at, locale, name, company, email, office, department, message, quarantine)
     VALUES (@ref, @createdAt, @locale, @name, @company, @email, @office, @department, @message, @quarantine)`
  );
  const insertFile = db.prepare(
    `INSERT INTO enquiry_files (enquiry_id, stored_name, display_name, format, mime, size, sha256, content)
     VALUES (@id, @storedName, @displayName, @format, @mime, @size, @sha256, @content)`
  );
  // Due at once, by the database's clock like every outbox time (./sqlite-outbox.ts).
  const insertOutbox = db.prepare(
    `INSERT INTO outbox (enquiry_id, status, attempts, next_attempt_at, message_id, last_error) VALUES (?, ?, 0, ${databaseNow.sqlite}, ?, ?)`
  );
  const selectOne = db.prepare<[number], SummaryRow>(`SELECT ${summaryColumns.sqlite} FROM ${summaryFrom} WHERE e.id = ?`);
  const selectContent = db.prepare<[number], { content: Buffer }>('SELECT content FROM enquiry_files WHERE enquiry_id = ?');

  const createSecret = db.transaction(() => {
    const row = getSetting.get('secret');
    if (row) return row.value;
    putSetting.run('secret', randomBytes(32).toString('hex'));
    return getSetting.get('secret')!.value;
  });

  const rateLimit = db.transaction((key: string, now: number, windowMs: number, max: number): RateDecision => {
    // Expired hits of every client go: the table holds only the current window.
    dropHits.run(now - windowMs);
    const { n, oldest } = countHits.get(key, now - windowMs)!;
    if (n >= max) return { allowed: false, retryAfterMs: Math.max(1000, (oldest ?? now) + windowMs - now) };
    addHit.run(key, now);
    return { allowed: true };
  });

  const create = db.transaction((e: NewEnquiry, now: number, domain: string) => {
    const ref = randomUUID();
    const { cv, quarantine = null, ...fields } = e;
    const info = insertEnquiry.run({ ...fields, ref, createdAt: now, quarantine });
    const id = Number(info.lastInsertRowid);
    if (cv) {
      const { content, ...meta } = cv;
      insertFile.run({ id, ...meta, content });
    }
    const [status, note] = quarantine ? ['failed', quarantineNote(quarantine)] : ['pending', null];
    insertOutbox.run(id, status, `<enquiry.${ref}@${domain}>`, note);
    return { id, ref };
  });

  /** Read without a write lock; only the first call ever writes. */
  const secret = () => getSetting.get('secret')?.value ?? createSecret.immediate();

  return {
    db,
    secret,
    rateLimit,
    create,
    outbox: prepareOutbox(db),
    requests: prepareRequests(db),
    selectOne,
    selectContent
  };
}

/**
 * The embedded engine: one SQLite file (WAL, synchronous=FULL, secure_delete), created
 * with its schema on first use (./sqlite-connect.ts). A call that meets another
 * connection's lock waits for it on a timer, never on the event loop (./sqlite-busy.ts).
 * A connection that failed in a way it cannot recover from (opened read-only, file
 * replaced) is closed and a new one is opened on the next call, so such a failure lasts
 * only as long as its cause.
 */
export async function openSqliteStore(file: string): Promise<EnquiryStore> {
  let current: ReturnType<typeof prepare> | null = await whenUnlocked(() => prepare(connectSqlite(file)));
  let closed = false;

  function withConnection<T>(work: (c: ReturnType<typeof prepare>) => T): Promise<T> {
    return whenUnlocked(() => {
      if (closed) throw new Error('the enquiry store is closed');
      current ??= prepare(connectSqlite(file));
      const c = current;
      try {
        return work(c);
      } catch (error) {
        if (needsReconnect(error) && current === c) {
          current = null;
          c.db.close();
        }
        throw error;
      }
    });
  }

  /** After a deletion; the deletion stands even if other connections keep the WAL busy past the wait. */
  async function checkpointAfterDeletion() {
    await withConnection((c) => checkpoint(c.db)).catch((error: unknown) =>
      console.warn(
        `[enquiries] deleted, but the WAL still holds earlier page images (${error instanceof Error ? error.message : error}): ` +
          'the next deletion or PRAGMA wal_checkpoint(TRUNCATE) clears them'
      )
    );
  }

  return {
    engine: 'sqlite',
    async secret() {
      return withConnection((c) => c.secret());
    },
    async rateLimit(key, now, windowMs, max) {
      return withConnection((c) => c.rateLimit.immediate(key, now, windowMs, max));
    },
    async create(enquiry, now, domain) {
      return withConnection((c) => c.create.immediate(enquiry, now, domain));
    },
    async list({ limit = 100, status, quarantined } = {}) {
      const where = `${listFilter(quarantined)}${status ? ' AND o.status = @status' : ''}`;
      const rows = await withConnection((c) =>
        c.db
          .prepare<[{ status?: string; limit: number }], SummaryRow>(
            `SELECT ${summaryColumns.sqlite} FROM ${summaryFrom} WHERE ${where} ORDER BY e.id DESC LIMIT @limit`
          )
          .all({ limit, ...(status ? { status } : {}) })
      );
      return rows.map(toSummary);
    },
    async get(id) {
      const row = await withConnection((c) => c.selectOne.get(id));
      return row ? toSummary(row) : null;
    },
    async cv(id) {
      return withConnection((c) => {
        const row = c.selectOne.get(id);
        const file = c.selectContent.get(id);
        const cv = row && file ? toSummary(row).cv : null;
        return cv && file ? { meta: cv, content: file.content } : null;
      });
    },
    async claim(leaseMs, { limit, ids }) {
      return withConnection((c) => {
        const leased = c.outbox.claim.immediate(leaseMs, limit, ids);
        return leased.ids.map((id): OutboxJob => ({
          ...toSummary(c.selectOne.get(id)!),
          cvContent: c.selectContent.get(id)?.content ?? null,
          lease: leased.lease
        }));
      });
    },
    async markSent(id, lease, recipients = []) {
      return withConnection((c) => c.outbox.markSent.immediate({ id, lease }, recipients));
    },
    async markRetry(id, lease, delayMs, error, recipients = []) {
      return withConnection((c) => c.outbox.markRetry.immediate({ id, lease, delayMs, error: errorText(error) }, recipients));
    },
    async markFailed(id, lease, error, recipients = []) {
      return withConnection((c) => c.outbox.markFailed.immediate({ id, lease, error: errorText(error) }, recipients));
    },
    async requeue(which) {
      return withConnection((c) => c.outbox.requeue.immediate(which));
    },
    async purge(before) {
      const removed = await withConnection(
        (c) => c.db.prepare(`DELETE FROM enquiries WHERE created_at < ? AND ${purgeable}`).run(before).changes
      );
      if (removed > 0) await checkpointAfterDeletion();
      return removed;
    },
    async byEmail(email) {
      return withConnection((c) => c.requests.byEmail(email));
    },
    async erase(email, now) {
      const record = await withConnection((c) => c.requests.erase(email, now));
      if (record.enquiries > 0) await checkpointAfterDeletion();
      return record;
    },
    async erasures() {
      return withConnection((c) => c.requests.erasures());
    },
    async pruneRateHits(before) {
      return withConnection((c) => c.db.prepare('DELETE FROM rate_hits WHERE at <= ?').run(before).changes);
    },
    async stats(): Promise<StoreStats> {
      return withConnection((c) => c.db.prepare<[], StoreStats>(statsQuery).get()!);
    },
    async close() {
      closed = true;
      current?.db.close();
      current = null;
    }
  };
}

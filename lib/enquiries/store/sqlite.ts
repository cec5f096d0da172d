import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { errorText, summaryColumns, summaryFrom, toSummary, type SummaryRow } from './rows';
import type { EnquiryStore, NewEnquiry, OutboxJob, OutboxStatus, RateDecision, StoreStats } from './types';

const schema = `
CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS enquiries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ref TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  company TEXT NOT NULL,
  email TEXT NOT NULL,
  office TEXT NOT NULL,
  department TEXT NOT NULL,
  message TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS enquiries_created ON enquiries (created_at);
CREATE TABLE IF NOT EXISTS enquiry_files (
  enquiry_id INTEGER PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  stored_name TEXT NOT NULL,
  display_name TEXT NOT NULL,
  format TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  content BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  enquiry_id INTEGER PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_until INTEGER,
  last_error TEXT,
  sent_at INTEGER,
  message_id TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
CREATE TABLE IF NOT EXISTS rate_hits (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_hits_key ON rate_hits (key, at);
CREATE INDEX IF NOT EXISTS rate_hits_at ON rate_hits (at);
`;

/** The embedded engine: one SQLite file (WAL, synchronous=FULL), created with its schema on first use. */
export function openSqliteStore(file: string): EnquiryStore {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(schema);

  const getSetting = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const putSetting = db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)');
  const countHits = db.prepare<[string, number], { n: number; oldest: number | null }>(
    'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_hits WHERE key = ? AND at > ?'
  );
  const dropHits = db.prepare('DELETE FROM rate_hits WHERE at <= ?');
  const addHit = db.prepare('INSERT INTO rate_hits (key, at) VALUES (?, ?)');
  const insertEnquiry = db.prepare(
    `INSERT INTO enquiries (ref, created_at, locale, name, company, email, office, department, message)
     VALUES (@ref, @createdAt, @locale, @name, @company, @email, @office, @department, @message)`
  );
  const insertFile = db.prepare(
    `INSERT INTO enquiry_files (enquiry_id, stored_name, display_name, format, mime, size, sha256, content)
     VALUES (@id, @storedName, @displayName, @format, @mime, @size, @sha256, @content)`
  );
  const insertOutbox = db.prepare(
    `INSERT INTO outbox (enquiry_id, status, attempts, next_attempt_at, message_id) VALUES (?, 'pending', 0, ?, ?)`
  );
  const selectDue = db.prepare<[number, number, number], { enquiry_id: number }>(
    `SELECT enquiry_id FROM outbox
     WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
     ORDER BY enquiry_id LIMIT ?`
  );
  const lease = db.prepare(
    `UPDATE outbox SET locked_until = ?
     WHERE enquiry_id = ? AND status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)`
  );
  const selectOne = db.prepare<[number], SummaryRow>(`SELECT ${summaryColumns} FROM ${summaryFrom} WHERE e.id = ?`);
  const selectContent = db.prepare<[number], { content: Buffer }>('SELECT content FROM enquiry_files WHERE enquiry_id = ?');

  const secret = () => {
    const row = getSetting.get('secret');
    if (row) return row.value;
    putSetting.run('secret', randomBytes(32).toString('hex'));
    return getSetting.get('secret')!.value;
  };

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
    const info = insertEnquiry.run({
      ref,
      createdAt: now,
      locale: e.locale,
      name: e.name,
      company: e.company,
      email: e.email,
      office: e.office,
      department: e.department,
      message: e.message
    });
    const id = Number(info.lastInsertRowid);
    if (e.cv) {
      const { content, ...meta } = e.cv;
      insertFile.run({ id, ...meta, content });
    }
    insertOutbox.run(id, now, `<enquiry.${ref}@${domain}>`);
    return { id, ref };
  });

  const claim = db.transaction((now: number, leaseMs: number, limit: number, ids?: number[]) => {
    const candidates = ids
      ? ids.slice(0, limit)
      : selectDue.all(now, now, limit).map((r) => r.enquiry_id);
    const leased: number[] = [];
    for (const id of candidates) if (lease.run(now + leaseMs, id, now, now).changes === 1) leased.push(id);
    return leased;
  });

  return {
    engine: 'sqlite',
    async secret() {
      return secret();
    },
    async rateLimit(key, now, windowMs, max) {
      return rateLimit.immediate(key, now, windowMs, max);
    },
    async create(enquiry, now, domain) {
      return create.immediate(enquiry, now, domain);
    },
    async list({ limit = 100, status }: { limit?: number; status?: OutboxStatus } = {}) {
      const rows = status
        ? db.prepare<[string, number], SummaryRow>(`SELECT ${summaryColumns} FROM ${summaryFrom} WHERE o.status = ? ORDER BY e.id DESC LIMIT ?`).all(status, limit)
        : db.prepare<[number], SummaryRow>(`SELECT ${summaryColumns} FROM ${summaryFrom} ORDER BY e.id DESC LIMIT ?`).all(limit);
      return rows.map(toSummary);
    },
    async get(id) {
      const row = selectOne.get(id);
      return row ? toSummary(row) : null;
    },
    async cv(id) {
      const row = selectOne.get(id);
      const file = selectContent.get(id);
      if (!row || !file) return null;
      const { cv } = toSummary(row);
      return cv ? { meta: cv, content: file.content } : null;
    },
    async claim(now, leaseMs, { limit, ids }) {
      const leased = claim.immediate(now, leaseMs, limit, ids);
      return leased.map((id): OutboxJob => {
        const summary = toSummary(selectOne.get(id)!);
        return { ...summary, cvContent: selectContent.get(id)?.content ?? null };
      });
    },
    async markSent(id, now) {
      db.prepare(`UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, last_error = NULL, attempts = attempts + 1 WHERE enquiry_id = ?`).run(now, id);
    },
    async markRetry(id, nextAttemptAt, error) {
      db.prepare(`UPDATE outbox SET next_attempt_at = ?, locked_until = NULL, last_error = ?, attempts = attempts + 1 WHERE enquiry_id = ?`).run(nextAttemptAt, errorText(error), id);
    },
    async markFailed(id, error) {
      db.prepare(`UPDATE outbox SET status = 'failed', locked_until = NULL, last_error = ?, attempts = attempts + 1 WHERE enquiry_id = ?`).run(errorText(error), id);
    },
    async purge(before) {
      return db.prepare('DELETE FROM enquiries WHERE created_at < ?').run(before).changes;
    },
    async pruneRateHits(before) {
      return db.prepare('DELETE FROM rate_hits WHERE at <= ?').run(before).changes;
    },
    async stats(): Promise<StoreStats> {
      const row = db
        .prepare<[], StoreStats>(
          `SELECT
             (SELECT COUNT(*) FROM enquiries) AS enquiries,
             (SELECT COUNT(*) FROM enquiry_files) AS files,
             (SELECT COUNT(*) FROM outbox WHERE status = 'pending') AS pending,
             (SELECT COUNT(*) FROM outbox WHERE status = 'sent') AS sent,
             (SELECT COUNT(*) FROM outbox WHERE status = 'failed') AS failed`
        )
        .get()!;
      return row;
    },
    async close() {
      db.close();
    }
  };
}

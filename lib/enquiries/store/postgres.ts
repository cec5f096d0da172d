import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { connectPostgres } from './postgres-connect';
import {
  databaseNow,
  emailKey,
  errorText,
  failedNotQuarantined,
  listFilter,
  purgeable,
  quarantineNote,
  statsQuery,
  summaryColumns,
  summaryFrom,
  toErasure,
  toSummary,
  type ErasureRow,
  type SummaryRow
} from './rows';
import type { EnquiryStore, OutboxJob, StoreStats } from './types';

/** The database's clock: every outbox time is read on it (see EnquiryStore). */
const dbNow = databaseNow.postgres;

/** An address column compared with $1, an emailKey(): spaces around it and letter case ignored. */
const sameEmail = (column: string) => `lower(btrim(${column})) = $1`;

/**
 * The engine for deployments with several instances or serverless functions:
 * PostgreSQL at DATABASE_URL, schema created or upgraded when opened
 * (./postgres-connect.ts, which also sets how long anything may wait).
 */
export async function openPostgresStore(connectionString: string): Promise<EnquiryStore> {
  const { pool, tx } = await connectPostgres(connectionString);

  /** Records an outcome under the lease the entry was claimed with, and only then. */
  async function fenced(set: string, id: number, lease: number, ...values: unknown[]): Promise<boolean> {
    const { rowCount } = await pool.query(
      `UPDATE outbox SET ${set}, locked_until = NULL, attempts = attempts + 1 WHERE enquiry_id = $1 AND status = 'pending' AND locked_until = $2`,
      [id, lease, ...values]
    );
    return rowCount === 1;
  }

  const selectSummaries = (where: string) => `SELECT ${summaryColumns} FROM ${summaryFrom} ${where}`;

  async function one(id: number) {
    const { rows } = await pool.query<SummaryRow>(selectSummaries('WHERE e.id = $1'), [id]);
    return rows[0] ? toSummary(rows[0]) : null;
  }

  return {
    engine: 'postgres',
    async secret() {
      await pool.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
        'secret',
        randomBytes(32).toString('hex')
      ]);
      const { rows } = await pool.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', ['secret']);
      return rows[0]!.value;
    },
    async rateLimit(key, now, windowMs, max) {
      return tx(async (c) => {
        // One client's hits are counted one request at a time, across all instances.
        await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
        // Expired hits of every client go (the table holds only the current window);
        // rows another request is already deleting are skipped, never waited for.
        await c.query('DELETE FROM rate_hits WHERE ctid IN (SELECT ctid FROM rate_hits WHERE at <= $1 FOR UPDATE SKIP LOCKED)', [
          now - windowMs
        ]);
        const { rows } = await c.query<{ n: string; oldest: string | null }>(
          'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_hits WHERE key = $1 AND at > $2',
          [key, now - windowMs]
        );
        const n = Number(rows[0]!.n);
        if (n >= max) {
          const oldest = rows[0]!.oldest == null ? now : Number(rows[0]!.oldest);
          return { allowed: false as const, retryAfterMs: Math.max(1000, oldest + windowMs - now) };
        }
        await c.query('INSERT INTO rate_hits (key, at) VALUES ($1, $2)', [key, now]);
        return { allowed: true as const };
      });
    },
    async create(e, now, domain) {
      const ref = randomUUID();
      return tx(async (c) => {
        const { rows } = await c.query<{ id: number }>(
          `INSERT INTO enquiries (ref, created_at, locale, name, company, email, office, department, message, quarantine)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [ref, now, e.locale, e.name, e.company, e.email, e.office, e.department, e.message, e.quarantine ?? null]
        );
        const id = rows[0]!.id;
        if (e.cv) {
          await c.query(
            `INSERT INTO enquiry_files (enquiry_id, stored_name, display_name, format, mime, size, sha256, content)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [id, e.cv.storedName, e.cv.displayName, e.cv.format, e.cv.mime, e.cv.size, e.cv.sha256, e.cv.content]
          );
        }
        await c.query(
          `INSERT INTO outbox (enquiry_id, status, attempts, next_attempt_at, message_id, last_error) VALUES ($1, $2, 0, ${dbNow}, $3, $4)`,
          e.quarantine
            ? [id, 'failed', `<enquiry.${ref}@${domain}>`, quarantineNote(e.quarantine)]
            : [id, 'pending', `<enquiry.${ref}@${domain}>`, null]
        );
        return { id, ref };
      });
    },
    async list({ limit = 100, status, quarantined } = {}) {
      const { rows } = await pool.query<SummaryRow>(
        selectSummaries(`WHERE ${listFilter(quarantined)} AND ($1::text IS NULL OR o.status = $1) ORDER BY e.id DESC LIMIT $2`),
        [status ?? null, limit]
      );
      return rows.map(toSummary);
    },
    get: one,
    async cv(id) {
      const summary = await one(id);
      if (!summary?.cv) return null;
      const { rows } = await pool.query<{ content: Buffer }>('SELECT content FROM enquiry_files WHERE enquiry_id = $1', [id]);
      return rows[0] ? { meta: summary.cv, content: rows[0].content } : null;
    },
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
          `SELECT ${summaryColumns}, f.content FROM ${summaryFrom} WHERE e.id = ANY ($1::integer[]) ORDER BY e.id`,
          [[...lease.keys()]]
        );
        return rows.map((row): OutboxJob => ({ ...toSummary(row), cvContent: row.content, lease: lease.get(Number(row.id))! }));
      });
    },
    async markSent(id, lease) {
      return fenced(`status = 'sent', sent_at = ${dbNow}, last_error = NULL`, id, lease);
    },
    async markRetry(id, lease, delayMs, error) {
      return fenced(`next_attempt_at = ${dbNow} + $3, last_error = $4`, id, lease, delayMs, errorText(error));
    },
    async markFailed(id, lease, error) {
      return fenced(`status = 'failed', last_error = $3`, id, lease, errorText(error));
    },
    async requeue(which) {
      const { rows } = await pool.query<{ enquiry_id: number }>(
        `UPDATE outbox SET status = 'pending', next_attempt_at = ${dbNow}, locked_until = NULL, attempts = 0
         WHERE ${which === 'failed' ? failedNotQuarantined : `enquiry_id = ANY ($1::integer[]) AND status IN ('pending', 'failed') AND (locked_until IS NULL OR locked_until <= ${dbNow})`}
         RETURNING enquiry_id`,
        which === 'failed' ? [] : [which]
      );
      const ids = rows.map((r) => r.enquiry_id).sort((a, b) => a - b);
      if (which !== 'failed' && ids.length > 0)
        await pool.query('UPDATE enquiries SET quarantine = NULL WHERE id = ANY ($1::integer[])', [ids]);
      return ids;
    },
    async purge(before) {
      // Deleted rows stay in the table's pages until new rows overwrite them or the table is rewritten: see docs/privacy.md.
      const { rowCount } = await pool.query(`DELETE FROM enquiries WHERE created_at < $1 AND ${purgeable}`, [before]);
      return rowCount ?? 0;
    },
    async pruneRateHits(before) {
      const { rowCount } = await pool.query('DELETE FROM rate_hits WHERE at <= $1', [before]);
      return rowCount ?? 0;
    },
    async byEmail(email) {
      const { rows } = await pool.query<SummaryRow>(selectSummaries(`WHERE ${sameEmail('e.email')} ORDER BY e.id`), [emailKey(email)]);
      return rows.map(toSummary);
    },
    async erase(email, now) {
      // Like purge: the rows' bytes stay in the table's pages until VACUUM (see docs/privacy.md).
      return tx(async (c) => {
        const key = emailKey(email);
        const { rows } = await c.query<{ n: string }>(
          `SELECT COUNT(*) AS n FROM enquiry_files WHERE enquiry_id IN (SELECT id FROM enquiries WHERE ${sameEmail('email')})`,
          [key]
        );
        const { rowCount } = await c.query(`DELETE FROM enquiries WHERE ${sameEmail('email')}`, [key]);
        const record = { ref: randomUUID(), erasedAt: now, enquiries: rowCount ?? 0, files: Number(rows[0]!.n) };
        await c.query('INSERT INTO erasures (ref, erased_at, enquiries, files) VALUES ($1, $2, $3, $4)', [
          record.ref,
          record.erasedAt,
          record.enquiries,
          record.files
        ]);
        return record;
      });
    },
    async erasures() {
      const { rows } = await pool.query<ErasureRow>('SELECT ref, erased_at, enquiries, files FROM erasures ORDER BY erased_at DESC, ref');
      return rows.map(toErasure);
    },
    async stats(): Promise<StoreStats> {
      const { rows } = await pool.query<Record<keyof StoreStats, string>>(statsQuery);
      const r = rows[0]!;
      return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as StoreStats;
    },
    async close() {
      await pool.end();
    }
  };
}

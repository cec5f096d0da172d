import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { connectPostgres } from './postgres-connect';
import { postgresOutbox } from './postgres-outbox';
import {
  databaseNow,
  emailKey,
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
import type { EnquiryStore, StoreStats } from './types';

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
  const connection = await connectPostgres(connectionString);
  const { pool, tx } = connection;

  const selectSummaries = (where: string) => `SELECT ${summaryColumns.postgres} FROM ${summaryFrom} ${where}`;

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
    ...postgresOutbox(connection),
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

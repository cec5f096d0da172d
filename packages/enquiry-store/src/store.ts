/**
 * The enquiry store's queries, written once for both engines on Kysely. What only one
 * engine speaks (its clock, JSON, locks, busy handling, WAL checkpoints) comes from its
 * Engine (./tables.ts: ./sqlite-connect.ts, ./postgres-connect.ts); the outbox's
 * queries are in ./outbox.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { fieldIds } from '@site/contact-form';
import { outboxQueries } from './outbox';
import { emailKey, quarantineNote, selectSummaries, statsQuery, toErasure, toSummary } from './rows';
import type { Db, Engine } from './tables';
import type { EnquiryStore, StoredFields, StoreStats } from './types';

/** What retention may delete: enquiries whose mail is done with (sent, or failed for good; honeypot catches are stored as failed). */
const mailDone = (db: Db) => db.selectFrom('outbox').select('enquiry_id').where('status', 'in', ['sent', 'failed']);

export function storeOn(engine: Engine): EnquiryStore {
  const { read, write } = engine;
  const summaries = (db: Db) => selectSummaries(db, engine);
  const one = (db: Db, id: number) => summaries(db).where('e.id', '=', id).executeTakeFirst();
  const readSecret = (db: Db) => db.selectFrom('settings').select('value').where('key', '=', 'secret').executeTakeFirst();

  return {
    engine: engine.name,
    async secret() {
      // Read without a write lock; only the first call ever writes.
      const found = await read(readSecret);
      if (found) return found.value;
      return write(async (db) => {
        await db
          .insertInto('settings')
          .values({ key: 'secret', value: randomBytes(32).toString('hex') })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        return (await readSecret(db))!.value;
      });
    },
    async spend(budgets, now, { peek = false } = {}) {
      return write(async (db) => {
        // In one order, so that two posts sharing keys never wait for each other's.
        for (const key of [...new Set(budgets.map((b) => b.key))].sort()) await engine.lockRateKey(db, key);
        // Expired hits of every key go: the table holds only hits that still count.
        await engine.dropExpiredHits(db, now);
        for (const { key, max } of budgets) {
          const live = db.selectFrom('rate_hits').where('key', '=', key).where('expires_at', '>', now);
          const { n } = await live.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
          if (Number(n) < max) continue;
          // Room again once the hit that brings the count under `max` expires.
          const freeing = await live
            .select('expires_at')
            .orderBy('expires_at')
            .limit(1)
            .offset(Number(n) - max)
            .executeTakeFirst();
          return { allowed: false as const, key, retryAfterMs: Math.max(1000, Number(freeing?.expires_at ?? now) - now) };
        }
        if (!peek && budgets.length > 0)
          await db
            .insertInto('rate_hits')
            .values(budgets.map((b) => ({ key: b.key, at: now, expires_at: now + b.windowMs })))
            .execute();
        return { allowed: true as const };
      });
    },
    async charge(keys, hits, now, ms) {
      if (keys.length === 0 || hits <= 0) return;
      const rows = keys.flatMap((key) => Array.from({ length: hits }, () => ({ key, at: now, expires_at: now + ms })));
      await write((db) => db.insertInto('rate_hits').values(rows).execute());
    },
    async cvBytes() {
      const { bytes } = await read((db) =>
        db
          .selectFrom('enquiry_files')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.val(0)).as('bytes'))
          .executeTakeFirstOrThrow()
      );
      return Number(bytes);
    },
    async create(e, now, domain) {
      const ref = randomUUID();
      return write(async (db) => {
        const { id } = await db
          .insertInto('enquiries')
          .values({
            ref,
            created_at: now,
            locale: e.locale,
            ...(Object.fromEntries(fieldIds.map((f) => [f, e[f]])) as StoredFields),
            quarantine: e.quarantine ?? null
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (e.cv) {
          const { storedName, displayName, format, mime, size, sha256, content } = e.cv;
          await db
            .insertInto('enquiry_files')
            .values({ enquiry_id: id, stored_name: storedName, display_name: displayName, format, mime, size, sha256, content })
            .execute();
        }
        // Due at once, by the database's clock like every outbox time.
        await db
          .insertInto('outbox')
          .values({
            enquiry_id: id,
            status: e.quarantine ? 'failed' : 'pending',
            attempts: 0,
            next_attempt_at: engine.now,
            message_id: `<enquiry.${ref}@${domain}>`,
            last_error: e.quarantine ? quarantineNote(e.quarantine) : null
          })
          .execute();
        return { id: Number(id), ref };
      });
    },
    async list({ limit = 100, status, quarantined } = {}) {
      const rows = await read((db) =>
        summaries(db)
          .where('e.quarantine', quarantined ? 'is not' : 'is', null)
          .$if(status !== undefined, (q) => q.where('o.status', '=', status!))
          .orderBy('e.id', 'desc')
          .limit(limit)
          .execute()
      );
      return rows.map(toSummary);
    },
    async get(id) {
      const row = await read((db) => one(db, id));
      return row ? toSummary(row) : null;
    },
    async cv(id) {
      return read(async (db) => {
        const row = await one(db, id);
        const cv = row ? toSummary(row).cv : null;
        if (!cv) return null;
        const file = await db.selectFrom('enquiry_files').select('content').where('enquiry_id', '=', id).executeTakeFirst();
        return file ? { meta: cv, content: file.content } : null;
      });
    },
    ...outboxQueries(engine),
    async purge(before) {
      const removed = await read(async (db) => {
        const { numDeletedRows } = await db
          .deleteFrom('enquiries')
          .where('created_at', '<', before)
          .where('id', 'in', mailDone(db))
          .executeTakeFirst();
        return Number(numDeletedRows);
      });
      if (removed > 0) await engine.afterDeletion();
      return removed;
    },
    async pruneRateHits(now) {
      const { numDeletedRows } = await read((db) => db.deleteFrom('rate_hits').where('expires_at', '<=', now).executeTakeFirst());
      return Number(numDeletedRows);
    },
    async byEmail(email) {
      const rows = await read((db) => summaries(db).where(engine.emailKey('e.email'), '=', emailKey(email)).orderBy('e.id').execute());
      return rows.map(toSummary);
    },
    async erase(email, now) {
      const key = emailKey(email);
      const record = await write(async (db) => {
        const from = db.selectFrom('enquiries').select('id').where(engine.emailKey('email'), '=', key);
        const files = await db
          .selectFrom('enquiry_files')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('enquiry_id', 'in', from)
          .executeTakeFirstOrThrow();
        // The CV and the outbox entry go with their enquiry (ON DELETE CASCADE).
        const { numDeletedRows } = await db.deleteFrom('enquiries').where(engine.emailKey('email'), '=', key).executeTakeFirst();
        const erased = { ref: randomUUID(), erasedAt: now, enquiries: Number(numDeletedRows), files: Number(files.n) };
        await db
          .insertInto('erasures')
          .values({ ref: erased.ref, erased_at: now, enquiries: erased.enquiries, files: erased.files })
          .execute();
        return erased;
      });
      // SQLite then checkpoints its WAL; PostgreSQL keeps the bytes until VACUUM (see docs/privacy.md).
      if (record.enquiries > 0) await engine.afterDeletion();
      return record;
    },
    async erasures() {
      const rows = await read((db) =>
        db.selectFrom('erasures').select(['ref', 'erased_at', 'enquiries', 'files']).orderBy('erased_at', 'desc').orderBy('ref').execute()
      );
      return rows.map(toErasure);
    },
    async stats(): Promise<StoreStats> {
      const { rows } = await read((db) => sql<Record<keyof StoreStats, number | string>>`${sql.raw(statsQuery)}`.execute(db));
      return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)])) as StoreStats;
    },
    close: () => engine.close()
  };
}

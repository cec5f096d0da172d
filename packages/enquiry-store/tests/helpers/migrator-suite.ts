/**
 * Kysely's Migrator taking over stores that the store's own code migrated (the schema
 * as of 2026-12-05: ./schema-2026-12-05.ts), and the schema it leaves measured against
 * packages/enquiry-store/src/tables.ts: run for each engine by sqlite.test.ts and postgres.test.ts, which give
 * a Kysely on the store's database opened beside the store.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { expect } from 'vitest';
import { migrationNames, type EnquiryStore } from '@site/enquiry-store';
import type { Tables } from '@site/enquiry-store';
import { sampleEnquiry } from './samples';

type Dialect = 'sqlite' | 'postgres';
const day = Date.UTC(2026, 11, 5);
const ref = '22222222-2222-4222-8222-222222222222';

/** A store's data of that day: one enquiry with a CV, its outbox entry sent to one recipient, a rate hit, an erasure. */
export async function insertRowsOf20261205(db: Kysely<unknown>) {
  await sql`INSERT INTO settings (key, value) VALUES ('secret', ${'cd'.repeat(32)})`.execute(db);
  await sql`INSERT INTO enquiries (ref, created_at, locale, name, company, email, country, department, message, quarantine, phone)
    VALUES (${ref}, ${day}, 'en', 'Mariam Al-Thani', 'Qatargas', 'mariam@example.org', 'qatar', 'technical', 'Scan of a flare stack', NULL, '+974 5555 0000')`.execute(
    db
  );
  await sql`INSERT INTO enquiry_files (enquiry_id, stored_name, display_name, format, mime, size, sha256, content)
    VALUES (1, 'cv-2026.pdf', 'CV 2026.pdf', 'pdf', 'application/pdf', 3, ${'ef'.repeat(32)}, ${Buffer.from('cv!')})`.execute(db);
  await sql`INSERT INTO outbox (enquiry_id, status, attempts, next_attempt_at, sent_at, message_id)
    VALUES (1, 'sent', 1, ${day}, ${day + 5000}, ${`<enquiry.${ref}@example.com>`})`.execute(db);
  await sql`INSERT INTO outbox_recipients (enquiry_id, address, status, error, at) VALUES (1, 'sales@example.com', 'sent', NULL, ${day + 5000})`.execute(
    db
  );
  await sql`INSERT INTO rate_hits (key, at, expires_at) VALUES ('client-2026', ${day}, ${day + 3_600_000})`.execute(db);
  await sql`INSERT INTO erasures (ref, erased_at, enquiries, files) VALUES ('33333333-3333-4333-8333-333333333333', ${day}, 2, 1)`.execute(
    db
  );
}

/** The names the Migrator recorded, in order. */
async function recorded(db: Kysely<unknown>) {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Stores that opened one new database at once: the migrations were each recorded once,
 * in order, and all the stores share the one secret the first of them wrote.
 */
export async function expectMigratedOnce(stores: EnquiryStore[], db: Kysely<unknown>) {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  expect(rows.map((r) => r.name)).toEqual(migrationNames);
  expect(new Set(await Promise.all(stores.map((s) => s.secret()))).size).toBe(1);
}

/** What a store of that day must hold and do once opened with today's code. */
export async function expectTakenOver(store: EnquiryStore, db: Kysely<unknown>) {
  expect(await recorded(db)).toEqual(migrationNames);
  // The old bookkeeping is left as it was.
  const { rows } = await sql<{ version: number | string }>`SELECT version FROM schema_migrations ORDER BY version`.execute(db);
  expect(rows.map((r) => Number(r.version))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(await store.secret()).toBe('cd'.repeat(32));
  expect(await store.get(1)).toMatchObject({
    ref,
    createdAt: day,
    name: 'Mariam Al-Thani',
    country: 'qatar',
    phone: '+974 5555 0000',
    quarantine: null,
    cv: { displayName: 'CV 2026.pdf', size: 3 },
    outbox: {
      status: 'sent',
      attempts: 1,
      sentAt: day + 5000,
      recipients: [{ address: 'sales@example.com', status: 'sent', at: day + 5000 }]
    }
  });
  expect((await store.cv(1))!.content.toString()).toBe('cv!');
  expect(await store.erasures()).toEqual([{ ref: '33333333-3333-4333-8333-333333333333', erasedAt: day, enquiries: 2, files: 1 }]);
  // The hit keeps its own expiry (an hour), not the 10 minutes of the first release's hits.
  const budget = [{ key: 'client-2026', max: 1, windowMs: 600_000 }];
  expect(await store.spend(budget, day + 1_800_000, { peek: true })).toMatchObject({ allowed: false });
  // And the store works: an enquiry stored now gets the next id.
  expect((await store.create(sampleEnquiry(), Date.now(), 'example.com')).id).toBe(2);
}

/**
 * Every table's columns (type, NULL or not) and every index, by name: what a store
 * migrated from empty and one taken over must have alike.
 */
async function schemaOf(db: Kysely<unknown>, dialect: Dialect) {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const columns = Object.fromEntries(
    tables
      .filter((t) => t.schema === undefined || t.schema === 'public')
      .map((t) => [t.name, t.columns.map((c) => `${c.name} ${c.dataType.toLowerCase()}${c.isNullable ? '' : ' not null'}`).sort()])
  );
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name`.execute(db)
      : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`.execute(db);
  return { columns, indexes: rows.map((r) => r.name) };
}

/** Whether a column of Tables may hold NULL, as its declared type says. */
type Nullness<V> = null extends V ? 'null' : 'not null';

/**
 * The columns of each table of packages/enquiry-store/src/tables.ts and whether each may be NULL: a key missing
 * here or not in Tables, or a nullness that its declared type does not have, fails to compile.
 */
const declared: { [T in keyof Tables]: { [C in keyof Selectable<Tables[T]> & string]: Nullness<Selectable<Tables[T]>[C]> } } = {
  settings: { key: 'not null', value: 'not null' },
  enquiries: {
    id: 'not null',
    ref: 'not null',
    created_at: 'not null',
    locale: 'not null',
    quarantine: 'null',
    name: 'not null',
    company: 'not null',
    email: 'not null',
    phone: 'null',
    country: 'not null',
    department: 'not null',
    message: 'not null'
  },
  enquiry_files: {
    enquiry_id: 'not null',
    stored_name: 'not null',
    display_name: 'not null',
    format: 'not null',
    mime: 'not null',
    size: 'not null',
    sha256: 'not null',
    content: 'not null'
  },
  outbox: {
    enquiry_id: 'not null',
    status: 'not null',
    attempts: 'not null',
    next_attempt_at: 'not null',
    locked_until: 'null',
    last_error: 'null',
    sent_at: 'null',
    message_id: 'not null'
  },
  outbox_recipients: { enquiry_id: 'not null', address: 'not null', status: 'not null', error: 'null', at: 'not null' },
  rate_hits: { key: 'not null', at: 'not null', expires_at: 'not null' },
  erasures: { ref: 'not null', erased_at: 'not null', enquiries: 'not null', files: 'not null' }
};

/**
 * The migrations leave exactly the tables and columns the queries are typed against, and
 * a column is NULL-able in the database exactly when its type in Tables allows null.
 * SQLite reports a PRIMARY KEY column without NOT NULL as NULL-able (its old quirk; the
 * key's uniqueness and the queries keep NULL out): there such a column, declared not
 * null, may be either.
 */
function expectTablesAsDeclared(schema: Awaited<ReturnType<typeof schemaOf>>, dialect: Dialect) {
  const ours = Object.fromEntries(Object.entries(schema.columns).filter(([t]) => !/^(kysely_|schema_migrations$|sqlite_)/.test(t)));
  const primaryKeys = new Set(['settings.key', 'enquiries.id', 'enquiry_files.enquiry_id', 'outbox.enquiry_id', 'erasures.ref']);
  const actual = Object.fromEntries(
    Object.entries(ours).map(([t, columns]) => [
      t,
      Object.fromEntries(
        columns.map((c) => {
          const name = c.split(' ')[0]!;
          const nullable = !c.endsWith(' not null');
          const lenient = dialect === 'sqlite' && nullable && primaryKeys.has(`${t}.${name}`);
          return [name, lenient ? 'not null' : nullable ? 'null' : 'not null'];
        })
      )
    ])
  );
  expect(actual).toEqual(declared);
}

/**
 * A store taken over has the schema of a store migrated from empty, beside its old
 * bookkeeping (kept: see expectTakenOver), and both have the tables of packages/enquiry-store/src/tables.ts.
 */
export async function expectSameSchema(takenOver: Kysely<unknown>, fresh: Kysely<unknown>, dialect: Dialect) {
  const expected = await schemaOf(fresh, dialect);
  expectTablesAsDeclared(expected, dialect);
  const { columns, indexes } = await schemaOf(takenOver, dialect);
  const { schema_migrations: kept, ...taken } = columns;
  expect(kept).toBeDefined();
  expect({ columns: taken, indexes: indexes.filter((i) => i !== 'schema_migrations_pkey') }).toEqual(expected);
}

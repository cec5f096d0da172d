/**
 * The one schema of the enquiry store, for both engines, as Kysely migrations (run by
 * Kysely's Migrator: ./migrate.ts). They are objects in this module, not files read
 * from a folder when the store opens: the site also runs as one bundled AWS Lambda
 * function, which has no such folder. Each takes a Kysely of no particular tables, as
 * Kysely advises: a migration is the schema as it was when it shipped, while ./tables.ts
 * says what it is now (the store tests check that the two agree). A column's SQL type
 * is chosen once, in `types` below, by kind.
 *
 * Never edit a migration that has shipped: add the next one, named to sort after it.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export type Dialect = 'sqlite' | 'postgres';

const types = {
  sqlite: { int: 'integer', time: 'integer', text: 'text', bytes: 'blob' },
  postgres: { int: 'integer', time: 'bigint', text: 'text', bytes: 'bytea' }
} as const;

type Db = Kysely<unknown>;
type Types = (typeof types)[Dialect];
type Step = { name: string; up: (db: Db, t: Types, dialect: Dialect) => Promise<void> };

/** The last step the store's own code applied and numbered, before it used the Migrator. */
const lastNumbered = 7;

/**
 * The steps in order. The first seven were applied by the store's own code before it
 * used the Migrator, which recorded each by its number (1 to 7) in `schema_migrations`:
 * a store whose `schema_migrations` has a step's number is not changed by that step
 * (see `adopted`), so such a store is taken over as it is.
 */
const steps: Step[] = [
  {
    name: '0001_enquiries_files_outbox_rate_limit',
    // IF NOT EXISTS: stores of the first release have these tables and no schema_migrations.
    async up(db, t, dialect) {
      await db.schema
        .createTable('settings')
        .ifNotExists()
        .addColumn('key', t.text, (c) => c.primaryKey())
        .addColumn('value', t.text, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('enquiries')
        .ifNotExists()
        // AUTOINCREMENT on SQLite: the id of an erased enquiry is never given to another.
        .addColumn('id', t.int, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.generatedByDefaultAsIdentity().primaryKey()
        )
        .addColumn('ref', t.text, (c) => c.notNull().unique())
        .addColumn('created_at', t.time, (c) => c.notNull())
        .addColumn('locale', t.text, (c) => c.notNull())
        .addColumn('name', t.text, (c) => c.notNull())
        .addColumn('company', t.text, (c) => c.notNull())
        .addColumn('email', t.text, (c) => c.notNull())
        .addColumn('office', t.text, (c) => c.notNull())
        .addColumn('department', t.text, (c) => c.notNull())
        .addColumn('message', t.text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('enquiries_created').ifNotExists().on('enquiries').column('created_at').execute();
      await db.schema
        .createTable('enquiry_files')
        .ifNotExists()
        .addColumn('enquiry_id', t.int, (c) => c.primaryKey().references('enquiries.id').onDelete('cascade'))
        .addColumn('stored_name', t.text, (c) => c.notNull())
        .addColumn('display_name', t.text, (c) => c.notNull())
        .addColumn('format', t.text, (c) => c.notNull())
        .addColumn('mime', t.text, (c) => c.notNull())
        .addColumn('size', t.int, (c) => c.notNull())
        .addColumn('sha256', t.text, (c) => c.notNull())
        .addColumn('content', t.bytes, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('outbox')
        .ifNotExists()
        .addColumn('enquiry_id', t.int, (c) => c.primaryKey().references('enquiries.id').onDelete('cascade'))
        .addColumn('status', t.text, (c) => c.notNull().check(sql`status IN ('pending', 'sent', 'failed')`))
        .addColumn('attempts', t.int, (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.time, (c) => c.notNull())
        .addColumn('locked_until', t.time)
        .addColumn('last_error', t.text)
        .addColumn('sent_at', t.time)
        .addColumn('message_id', t.text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_due').ifNotExists().on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema
        .createTable('rate_hits')
        .ifNotExists()
        .addColumn('key', t.text, (c) => c.notNull())
        .addColumn('at', t.time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_hits_key').ifNotExists().on('rate_hits').columns(['key', 'at']).execute();
      await db.schema.createIndex('rate_hits_at').ifNotExists().on('rate_hits').column('at').execute();
    }
  },
  {
    name: '0002_quarantine',
    // Honeypot catches: why the enquiry is kept aside and not e-mailed.
    up: (db, t) => db.schema.alterTable('enquiries').addColumn('quarantine', t.text).execute()
  },
  {
    name: '0003_erasures',
    // The erasure log: no personal data, a reference and counts.
    up: (db, t) =>
      db.schema
        .createTable('erasures')
        .ifNotExists()
        .addColumn('ref', t.text, (c) => c.primaryKey())
        .addColumn('erased_at', t.time, (c) => c.notNull())
        .addColumn('enquiries', t.int, (c) => c.notNull())
        .addColumn('files', t.int, (c) => c.notNull())
        .execute()
  },
  {
    name: '0004_outbox_recipients',
    // A row per address that has an outcome: accepted (sent) or refused for good
    // (failed). An address without a row is still to be sent to; entries stored before
    // this migration have none, so every recipient is.
    up: (db, t) =>
      db.schema
        .createTable('outbox_recipients')
        .ifNotExists()
        .addColumn('enquiry_id', t.int, (c) => c.notNull().references('outbox.enquiry_id').onDelete('cascade'))
        .addColumn('address', t.text, (c) => c.notNull())
        .addColumn('status', t.text, (c) => c.notNull().check(sql`status IN ('sent', 'failed')`))
        .addColumn('error', t.text)
        .addColumn('at', t.time, (c) => c.notNull())
        // The name PostgreSQL gives an unnamed primary key, as the store's own code created it.
        .addPrimaryKeyConstraint('outbox_recipients_pkey', ['enquiry_id', 'address'])
        .execute()
  },
  {
    name: '0005_office_is_country',
    // The store's columns have the names of the form's fields (packages/contact-form/src/fields.ts).
    up: (db) => db.schema.alterTable('enquiries').renameColumn('office', 'country').execute()
  },
  {
    name: '0006_phone',
    // Optional; none on earlier enquiries.
    up: (db, t) => db.schema.alterTable('enquiries').addColumn('phone', t.text).execute()
  },
  {
    name: '0007_rate_hit_expiry',
    // Budgets have windows of 10 minutes and of an hour, and a penalty outlasts its
    // window: a hit says when it stops counting. Hits stored before had the one 10-minute
    // window there was then.
    async up(db, t) {
      await db.schema
        .alterTable('rate_hits')
        .addColumn('expires_at', t.time, (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`UPDATE rate_hits SET expires_at = at + 600000`.execute(db);
      await db.schema.dropIndex('rate_hits_key').ifExists().execute();
      await db.schema.dropIndex('rate_hits_at').ifExists().execute();
      await db.schema.createIndex('rate_hits_key_expiry').ifNotExists().on('rate_hits').columns(['key', 'expires_at']).execute();
      await db.schema.createIndex('rate_hits_expiry').ifNotExists().on('rate_hits').column('expires_at').execute();
    }
  }
];

/**
 * Whether the store's code before the Migrator applied step `version` here. Its table
 * is left as it is (the record of when each step was applied), and only ever read.
 */
async function appliedBefore(db: Db, version: number): Promise<boolean> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'schema_migrations')) return false;
  const { rows } = await sql<{ version: number }>`SELECT version FROM schema_migrations WHERE version = ${version}`.execute(db);
  return rows.length > 0;
}

/** Step `index` as a Migration: skipped on a store whose schema_migrations records it. */
function adopted(step: Step, index: number, dialect: Dialect): Migration {
  const version = index + 1;
  return {
    async up(db) {
      if (version <= lastNumbered && (await appliedBefore(db, version))) return;
      await step.up(db, types[dialect], dialect);
    }
  };
}

/** The migrations for one engine, by name (the Migrator applies them in the names' order). */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(steps.map((step, i) => [step.name, adopted(step, i, dialect)]));
}

/**
 * The migrations' names, in order: what a store brought up to date has recorded (for the tests).
 * @internal
 */
export const migrationNames = steps.map((step) => step.name);

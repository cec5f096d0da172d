/**
 * The schema brought up to date when a store opens, by Kysely's Migrator with the
 * migrations of ./migrations.ts; it records them in `kysely_migration`. Several
 * instances may open one store at once: each engine's caller makes them take turns
 * (sqlite-connect.ts: the file's write lock; postgres-connect.ts: the Migrator's
 * advisory lock), so each migration is applied once.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationsFor, type Dialect } from './migrations';

function migrator<T>(db: Kysely<T>, dialect: Dialect) {
  return new Migrator({ db, provider: { getMigrations: async () => migrationsFor(dialect) } });
}

/** Applies the missing migrations; the Migrator returns its error rather than throwing it. */
export async function migrateToLatest<T>(db: Kysely<T>, dialect: Dialect) {
  const { error } = await migrator(db, dialect).migrateToLatest();
  if (error !== undefined) throw error;
}

/**
 * SQLite: Kysely's Migrator neither locks (its SQLite adapter relies on the one
 * connection of one process) nor, on this engine, wraps the migrations in a transaction.
 * So they all run in one BEGIN IMMEDIATE transaction: another process opening the file
 * meanwhile gets SQLITE_BUSY, waits (./sqlite-busy.ts) and then finds nothing to apply,
 * and a migration that fails leaves no half of itself. A store that is up to date is
 * only read, so opening it never waits for another writer and works on a read-only file
 * (the write that fails later says so).
 */
export async function migrateSqlite<T>(db: Kysely<T>) {
  if ((await migrator(db, 'sqlite').getMigrations()).every((m) => m.executedAt)) return;
  await sql`BEGIN IMMEDIATE`.execute(db);
  try {
    await migrateToLatest(db, 'sqlite');
  } catch (error) {
    await sql`ROLLBACK`.execute(db).catch(() => undefined);
    throw error;
  }
  await sql`COMMIT`.execute(db);
}

/**
 * The PostgreSQL engine (Engine, ./tables.ts): the pool, with limits on how long
 * anything may wait, the schema (./migrate.ts: created, or brought up to date), and
 * Kysely's PostgresDialect on that pool.
 */
import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import { databaseNow, recipientsJson } from './rows';
import type { Engine, Tables } from './tables';

/**
 * How long the store waits for PostgreSQL, so that a post is answered (503 and
 * Retry-After if need be) within about 15 s whatever holds a lock, well inside the
 * proxy's 60 s. Without them a `VACUUM FULL` or `LOCK TABLE` held posts until nginx
 * gave up with a 504, stored them afterwards, and ten such posts took the whole pool.
 * @internal
 */
export const postgresTimeouts = {
  /** A statement waiting for a lock (a table, a row, an instance migrating) gives up: SQLSTATE 55P03. */
  lockMs: 3000,
  /** A statement running longer is cancelled by the server: SQLSTATE 57014. */
  statementMs: 10_000,
  /** The client's own backstop, for a server that cannot answer even a cancel (network gone). */
  queryMs: 12_000,
  /** Waiting for a free connection from the pool, or for a new one to open. */
  connectMs: 5000
};

/** How long an instance opening the store waits for another one's migration. */
const migrationTurnMs = 30_000;

/**
 * For several instances or serverless functions: PostgreSQL at DATABASE_URL, schema
 * created or upgraded when opened.
 */
export async function postgresEngine(connectionString: string): Promise<Engine> {
  await migrate(connectionString);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: postgresTimeouts.connectMs,
    // Set for each session when it opens (a DATABASE_URL parameter of the same name wins).
    lock_timeout: postgresTimeouts.lockMs,
    statement_timeout: postgresTimeouts.statementMs,
    query_timeout: postgresTimeouts.queryMs
  });
  // An idle client losing its connection must not bring the server down.
  pool.on('error', (error) => console.error('[enquiries] PostgreSQL pool error:', error.message));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: discardingFailed(pool) }) });

  return {
    name: 'postgres',
    read: (work) => work(db),
    write: (work) => db.transaction().execute(work),
    now: sql<number>`${sql.raw(databaseNow.postgres)}`,
    recipients: recipientsJson.postgres,
    emailKey: (column) => sql<string>`lower(btrim(${sql.ref(column)}))`,
    skipLocked: true,
    async lockRateKey(tx, key) {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
    },
    async dropExpiredHits(tx, now) {
      // Rows another request is already deleting are skipped, never waited for.
      await sql`DELETE FROM rate_hits WHERE ctid IN (SELECT ctid FROM rate_hits WHERE expires_at <= ${now} FOR UPDATE SKIP LOCKED)`.execute(
        tx
      );
    },
    // Deleted rows stay in the table's pages until new rows overwrite them or the table is rewritten: see docs/privacy.md.
    afterDeletion: async () => undefined,
    close: () => db.destroy()
  };
}

/**
 * The pool as Kysely sees it, but a connection on which a query failed is discarded
 * rather than handed to the next request: it may be dead (the server restarted) or still
 * busy with a query the client stopped waiting for.
 */
function discardingFailed(pool: pg.Pool): PostgresPool {
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let failed = false;
      return {
        query: ((text: string, values: readonly unknown[]) =>
          client.query(text, [...values]).catch((error: unknown) => {
            failed = true;
            throw error;
          })) as unknown as PostgresPoolClient['query'],
        release: (destroy?: boolean) => client.release(destroy || failed)
      };
    }
  };
}

/**
 * The advisory lock Kysely's Migrator takes on PostgreSQL (LOCK_ID of its
 * PostgresAdapter, which it does not export). Taken first here, with a bounded wait:
 * the Migrator's own wait for it is an hour. postgres.test.ts holds this lock and
 * checks that opening the store waits for it, so a Kysely that changed it would be caught.
 * @internal
 */
export const migrationLockId = '3853314791062309107';

/**
 * The schema: missing migrations applied by Kysely's Migrator (./migrate.ts), all in
 * one transaction, one instance at a time, on a connection of its own. A migration may
 * rewrite a large table, so it has no statement or query limit; the lock limit stays, so
 * a migration waiting behind a long query fails (and is tried again at the next open)
 * rather than queueing every query of the site behind it.
 */
async function migrate(connectionString: string) {
  const pool = new pg.Pool({
    connectionString,
    max: 1,
    connectionTimeoutMillis: postgresTimeouts.connectMs,
    lock_timeout: postgresTimeouts.lockMs
  });
  // A connection lost between queries is reported by the next query; not a crash.
  pool.on('error', () => undefined);
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    await db.connection().execute(async (session) => {
      // Its turn after another instance's migration may take longer than a table lock may:
      // waiting for it queues no one else's query behind this one. The Migrator then takes
      // the same lock again on this session (advisory locks count), at once.
      await sql`SET lock_timeout = ${sql.lit(migrationTurnMs)}`.execute(session);
      await sql`SELECT pg_advisory_lock(${sql.lit(migrationLockId)}::bigint)`.execute(session);
      await sql`SET lock_timeout = ${sql.lit(postgresTimeouts.lockMs)}`.execute(session);
      await migrateToLatest(session, 'postgres');
    });
  } finally {
    // Ending the session releases the lock.
    await db.destroy().catch(() => undefined);
  }
}

/**
 * Connecting to PostgreSQL: the pool, with limits on how long anything may wait, a
 * transaction helper, and the schema (./migrations.ts: created, or brought up to date).
 */
import 'server-only';
import pg from 'pg';
import { migrationsTable, pending } from './migrations';

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

/** An arbitrary constant: the advisory lock that serialises schema creation between instances. */
const schemaLockId = 720_504_113;

export async function connectPostgres(connectionString: string) {
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

  async function tx<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      // After a failure the connection may be dead (the server restarted) or still busy
      // with a query the client stopped waiting for: the pool discards it rather than
      // handing it to the next request.
      client.release(failure);
    }
  }

  try {
    // The schema: missing migrations applied in order, one instance at a time.
    await tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [schemaLockId]);
      // A migration may rewrite a large table: no statement limit for it. The lock limit
      // stays, so a migration waiting behind a long query fails (and is tried again at the
      // next open) rather than queueing every query of the site behind it.
      await c.query('SET LOCAL statement_timeout = 0');
      await c.query(migrationsTable('postgres'));
      const { rows } = await c.query<{ v: number }>('SELECT COALESCE(MAX(version), 0)::integer AS v FROM schema_migrations');
      for (const m of pending('postgres', rows[0]!.v)) {
        await c.query(m.sql);
        await c.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, Date.now()]);
      }
    });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return { pool, tx };
}

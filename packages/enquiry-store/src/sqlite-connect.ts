/**
 * The SQLite engine (Engine, ./tables.ts): the file, its folder and files readable by
 * the server's user only, the connection's settings, Kysely's SqliteDialect on that
 * connection, and the schema (./migrate.ts: created, or brought up to date).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { migrateSqlite } from './migrate';
import { databaseNow, emailKey, recipientsJson } from './rows';
import { whenUnlocked } from './sqlite-busy';
import type { Db, Engine, Tables } from './tables';

// The store's path comes from the environment at run time: the turbopackIgnore marks
// keep the build from tracing the whole project into the server output because of it.

/**
 * The folder: created 0700. An existing one that others can read is tightened when it
 * is ours and not a shared sticky folder such as /tmp (ENQUIRY_DB may point anywhere).
 */
function secureFolder(dir: string) {
  fs.mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(/*turbopackIgnore: true*/ dir);
  const ours = typeof process.getuid !== 'function' || stat.uid === process.getuid();
  if ((stat.mode & 0o077) !== 0 && (stat.mode & 0o1000) === 0 && ours) fs.chmodSync(/*turbopackIgnore: true*/ dir, 0o700);
}

/**
 * The database file is created 0600 before SQLite opens it, and an existing one is set
 * to 0600: SQLite creates its -wal and -shm files with the database file's own mode,
 * so they follow (existing ones are set too). No process-wide umask change is needed.
 */
function secureFiles(file: string) {
  fs.closeSync(fs.openSync(/*turbopackIgnore: true*/ file, fs.constants.O_CREAT | fs.constants.O_RDONLY, 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if ((fs.statSync(/*turbopackIgnore: true*/ f).mode & 0o077) !== 0) fs.chmodSync(/*turbopackIgnore: true*/ f, 0o600);
    } catch {
      // absent, or not ours to change (then SQLite opens it read-only and says so on write)
    }
  }
}

/** A connection with WAL, synchronous=FULL, foreign keys and secure_delete (freed pages are zeroed). */
function connectSqlite(file: string): Database.Database {
  const resolved = path.resolve(file);
  secureFolder(path.dirname(resolved));
  secureFiles(resolved);
  const db = new Database(resolved);
  try {
    // No busy wait: it would sleep on the event loop. A locked store is waited for
    // asynchronously instead (./sqlite-busy.ts).
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('secure_delete = ON');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Errors after which this connection is no good even once the cause is gone: opened
 * read-only (the file was not writable then), or the file replaced or unreadable.
 * The store closes such a connection and opens a new one on the next call.
 */
function needsReconnect(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^SQLITE_(READONLY|CANTOPEN|NOTADB|CORRUPT|IOERR)/.test(code);
}

/**
 * One SQLite file (WAL, synchronous=FULL, secure_delete), created with its schema on
 * first use. A call that meets another connection's lock waits for it on a timer, never
 * on the event loop (./sqlite-busy.ts). A connection that failed in a way it cannot
 * recover from (opened read-only, file replaced) is closed and a new one is opened on
 * the next call, so such a failure lasts only as long as its cause.
 */
export async function sqliteEngine(file: string): Promise<Engine> {
  const open = async () => {
    const raw = connectSqlite(file);
    // SQLite's lower() folds ASCII only: addresses are compared by the same function as the callers' (rows.ts).
    raw.function('email_key', { deterministic: true }, (v: unknown) => (typeof v === 'string' ? emailKey(v) : null));
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: raw }) });
    try {
      await migrateSqlite(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return { raw, db };
  };
  type Connection = Awaited<ReturnType<typeof open>>;
  // The connection being opened or open, shared: calls made while it opens wait for that
  // one rather than opening others. One that failed to open is forgotten at once.
  let current: Promise<Connection> | null = null;
  const connection = () => {
    if (current) return current;
    const opening: Promise<Connection> = open().catch((error: unknown) => {
      if (current === opening) current = null;
      throw error;
    });
    return (current = opening);
  };
  await whenUnlocked(connection);
  let closed = false;

  function withConnection<T>(work: (c: Connection) => Promise<T>): Promise<T> {
    return whenUnlocked(async () => {
      if (closed) throw new Error('the enquiry store is closed');
      const opened = connection();
      const c = await opened;
      try {
        return await work(c);
      } catch (error) {
        if (needsReconnect(error) && current === opened) {
          current = null;
          await c.db.destroy();
        }
        throw error;
      }
    });
  }

  return {
    name: 'sqlite',
    read: (work) => withConnection((c) => work(c.db)),
    // BEGIN IMMEDIATE: the write lock is taken first, so a transaction never fails
    // half-way for want of it; Kysely's own transactions begin DEFERRED.
    write: (work) =>
      withConnection((c) =>
        c.db.connection().execute(async (db) => {
          await sql`BEGIN IMMEDIATE`.execute(db);
          try {
            const result = await work(db);
            await sql`COMMIT`.execute(db);
            return result;
          } catch (error) {
            if (c.raw.inTransaction) await sql`ROLLBACK`.execute(db).catch(() => undefined);
            throw error;
          }
        })
      ),
    now: sql<number>`${sql.raw(databaseNow.sqlite)}`,
    recipients: recipientsJson.sqlite,
    emailKey: (column) => sql<string>`email_key(${sql.ref(column)})`,
    skipLocked: false,
    // Every write transaction holds the whole file's write lock: nothing to add.
    lockRateKey: async () => undefined,
    dropExpiredHits: async (db: Db, now: number) => {
      await db.deleteFrom('rate_hits').where('expires_at', '<=', now).execute();
    },
    async afterDeletion() {
      await withConnection((c) => checkpoint(c.db)).catch((error: unknown) =>
        console.warn(
          `[enquiries] deleted, but the WAL still holds earlier page images (${error instanceof Error ? error.message : error}): ` +
            'the next deletion or PRAGMA wal_checkpoint(TRUNCATE) clears them'
        )
      );
    },
    async close() {
      closed = true;
      const last = current;
      current = null;
      await (await last?.catch(() => null))?.db.destroy();
    }
  };
}

/**
 * After a deletion: secure_delete zeroed the freed pages, but the WAL still holds their
 * earlier images until it is checkpointed into the file and truncated. Another connection
 * reading or writing keeps it from completing: that is thrown as SQLITE_BUSY, so the
 * caller tries again later (./sqlite-busy.ts) rather than waiting on the event loop.
 */
async function checkpoint(db: Db) {
  const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  if (rows[0]?.busy) throw Object.assign(new Error('the WAL checkpoint met another connection'), { code: 'SQLITE_BUSY' });
}

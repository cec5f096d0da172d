/**
 * Opening the SQLite file: its folder and files readable by the server's user only,
 * the connection's settings, and the schema (./migrations.ts: created, or brought up
 * to date).
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrationsTable, pending } from './migrations';

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

/**
 * Applies the migrations this store lacks, all in one write transaction. A store that
 * is up to date is only read, so opening it never waits for another writer's lock
 * and works on a read-only file (the write that fails later says so).
 */
function migrate(db: Database.Database) {
  const version = () => {
    const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
    return exists ? db.prepare<[], { v: number }>('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get()!.v : 0;
  };
  if (pending('sqlite', version()).length === 0) return;
  db.transaction(() => {
    db.exec(migrationsTable('sqlite'));
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    for (const m of pending('sqlite', version())) {
      db.exec(m.sql);
      record.run(m.version, m.name, Date.now());
    }
  }).immediate();
}

/** A connection with WAL, synchronous=FULL, foreign keys and secure_delete (freed pages are zeroed). */
export function connectSqlite(file: string): Database.Database {
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
    migrate(db);
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
export function needsReconnect(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^SQLITE_(READONLY|CANTOPEN|NOTADB|CORRUPT|IOERR)/.test(code);
}

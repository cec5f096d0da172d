/**
 * The store's tables as Kysely sees them (the schema itself is ./migrations.ts), and
 * what each engine gives the one query module (./store.ts, ./outbox.ts): a way to run
 * reads and write transactions, and the few pieces of SQL that differ between SQLite
 * and PostgreSQL. Integers read back may be strings: PostgreSQL returns bigint and
 * COUNT(*) as text, so ./rows.ts turns them into numbers.
 */
import type { Generated, Kysely, RawBuilder } from 'kysely';
import type { StoredFields } from './types';

/*
 * Why Tables is written out here and not derived from the migrations: a migration is a
 * chain of runtime builder calls that TypeScript cannot read back as types, and a type
 * generated from a migrated database (kysely-codegen) would be a second copy of the
 * schema plus a build step that needs a database. So the column types are declared in
 * SQL once (./migrations.ts) and the TypeScript view of them is held to it by a test:
 * packages/enquiry-store/tests/helpers/migrator-suite.ts compares every table and column of Tables
 * with those of a store migrated from empty, on SQLite and on PostgreSQL, so the two
 * cannot drift apart.
 */
type Int = number | string;

export type Tables = {
  settings: { key: string; value: string };
  // phone came with migration 0006: enquiries stored before it have NULL there (./rows.ts reads it as '').
  enquiries: Omit<StoredFields, 'phone'> & {
    phone: string | null;
    id: Generated<number>;
    ref: string;
    created_at: Int;
    locale: string;
    quarantine: string | null;
  };
  enquiry_files: {
    enquiry_id: number;
    stored_name: string;
    display_name: string;
    format: string;
    mime: string;
    size: Int;
    sha256: string;
    content: Buffer;
  };
  outbox: {
    enquiry_id: number;
    status: string;
    attempts: Int;
    next_attempt_at: Int;
    locked_until: Int | null;
    last_error: string | null;
    sent_at: Int | null;
    message_id: string;
  };
  outbox_recipients: { enquiry_id: number; address: string; status: string; error: string | null; at: Int };
  rate_hits: { key: string; at: Int; expires_at: Int };
  erasures: { ref: string; erased_at: Int; enquiries: Int; files: Int };
};

export type Db = Kysely<Tables>;

/** One engine: how to reach it, and the SQL only it speaks. */
export type Engine = {
  name: 'sqlite' | 'postgres';
  /** Runs statements outside a transaction (each its own). */
  read<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Runs statements in one write transaction, rolled back whole if `work` throws. */
  write<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** The database's clock in milliseconds: every outbox time is read on it (see EnquiryStore). */
  now: RawBuilder<number>;
  /** An enquiry's recipients' outcomes (alias `e`) as one JSON array text, by address. */
  recipients: RawBuilder<string>;
  /** An address column as emailKey() (./rows.ts) spells it: spaces around it and letter case ignored. */
  emailKey(column: string): RawBuilder<string>;
  /** Whether due entries are claimed with FOR UPDATE SKIP LOCKED: instances then never wait for each other. */
  skipLocked: boolean;
  /** In a budget's transaction, before anything is read: one key's hits counted one request at a time. */
  lockRateKey(db: Db, key: string): Promise<void>;
  /** Deletes every hit that expired at or before `now`, in a budget's transaction. */
  dropExpiredHits(db: Db, now: number): Promise<void>;
  /** After a deletion of personal data; its failure does not undo the deletion. */
  afterDeletion(): Promise<void>;
  close(): Promise<void>;
};

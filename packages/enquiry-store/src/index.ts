/**
 * The enquiry store's entry point: a store opened on the engine its settings name, the
 * store's types, and what the tests need of its schema and connections. The settings are
 * the caller's (the site reads them from its environment: lib/enquiries/config.ts).
 */
import { postgresEngine } from './postgres-connect';
import { sqliteEngine } from './sqlite-connect';
import { storeOn } from './store';
import type { EnquiryStore } from './types';

export type * from './types';
export type { Tables } from './tables';
export { migrationNames } from './migrations';
export { migrationLockId, postgresTimeouts } from './postgres-connect';
export { databaseNow } from './rows';

/** Where the store is: a PostgreSQL database by its URL, or a SQLite file (created with its folder if missing). */
export type StoreConfig = { engine: 'postgres'; url: string } | { engine: 'sqlite'; file: string };

/** A store of its own, its schema brought up to date; the caller closes it. */
export async function openStore(config: StoreConfig): Promise<EnquiryStore> {
  return storeOn(config.engine === 'postgres' ? await postgresEngine(config.url) : await sqliteEngine(config.file));
}

const key = Symbol.for('enquiries.store');
type Holder = { [key]?: Promise<EnquiryStore> };

/**
 * The process's store, opened on first use and kept, on globalThis (as it was before it
 * moved into this package), so that every copy of this module in one process shares one
 * store and its pool. The first caller's settings open it; later callers get that store.
 */
export function processStore(config: StoreConfig): Promise<EnquiryStore> {
  const holder = globalThis as Holder;
  if (!holder[key]) {
    holder[key] = openStore(config).catch((error: unknown) => {
      // A failed open (database down) is retried by the next caller.
      delete holder[key];
      throw error;
    });
  }
  return holder[key];
}

import 'server-only';
import { storeConfig, type StoreConfig } from '../config';
import { postgresEngine } from './postgres-connect';
import { sqliteEngine } from './sqlite-connect';
import { storeOn } from './store';
import type { EnquiryStore } from './types';

export type * from './types';

export async function openStore(config: StoreConfig = storeConfig()): Promise<EnquiryStore> {
  return storeOn(config.engine === 'postgres' ? await postgresEngine(config.url) : await sqliteEngine(config.file));
}

const key = Symbol.for('enquiries.store');
type Holder = { [key]?: Promise<EnquiryStore> };

/** The process's store, opened from the environment on first use and kept. */
export function getStore(): Promise<EnquiryStore> {
  const holder = globalThis as Holder;
  if (!holder[key]) {
    holder[key] = openStore().catch((error: unknown) => {
      // A failed open (database down) is retried by the next caller.
      delete holder[key];
      throw error;
    });
  }
  return holder[key];
}

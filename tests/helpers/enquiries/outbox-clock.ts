/**
 * Time passing for the outbox, in tests: the store reads leases and next attempts on the
 * database's clock, which a test cannot set, so the stored times are moved back instead,
 * through a connection of the test's own. Moving every outbox time back by `ms` is the
 * same, to the store, as its clock moving forward by `ms`.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import type { StoreConfig } from '@site/enquiry-store';

const shift = (p: string) =>
  `UPDATE outbox SET next_attempt_at = next_attempt_at - ${p}, locked_until = locked_until - ${p} WHERE status = 'pending'`;

export async function advanceOutboxClock(config: StoreConfig, ms: number): Promise<void> {
  if (config.engine === 'sqlite') {
    const db = new Database(config.file);
    try {
      db.prepare(shift('@ms')).run({ ms });
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  try {
    await client.query(shift('$1::bigint'), [ms]);
  } finally {
    await client.end();
  }
}

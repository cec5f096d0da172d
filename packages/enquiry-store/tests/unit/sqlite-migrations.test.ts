/**
 * The SQLite store's schema by Kysely's Migrator: stores made by earlier code upgraded or
 * taken over in place, and stores opening one new file at once. PostgreSQL's are in the
 * site's tests/integration/enquiries/postgres.test.ts, which starts the one cluster its
 * tests share.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, expect, test } from 'vitest';
import { migrationNames, openStore } from '@site/enquiry-store';
import { legacySchema } from '../helpers/legacy-schema';
import { expectMigratedOnce, expectSameSchema, expectTakenOver, insertRowsOf20261205 } from '../helpers/migrator-suite';
import { schemaOf20261205 } from '../helpers/schema-2026-12-05';
import { expectUpgraded, legacyInserts, legacyRows } from '../helpers/upgrade-suite';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiry-store-migrations-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a store of the first release, with data, is upgraded when opened, once', async () => {
  const file = path.join(dir, 'legacy.sqlite');
  const old = new Database(file);
  old.pragma('journal_mode = WAL');
  old.exec(legacySchema.sqlite);
  const [settings, enquiry, cvFile, outbox, rateHit] = legacyInserts(() => '?');
  old.prepare(settings!).run(legacyRows.secret);
  old.prepare(enquiry!).run(...legacyRows.enquiry);
  old.prepare(cvFile!).run(...legacyRows.file);
  old.prepare(outbox!).run(...legacyRows.outbox);
  old.prepare(rateHit!).run(...legacyRows.rateHit);
  old.close();

  const versions = async () => {
    const peek = new Database(file, { readonly: true });
    const rows = peek.prepare<[], { name: string }>('SELECT name FROM kysely_migration ORDER BY name').all();
    peek.close();
    return rows.map((r) => r.name);
  };
  const store = await openStore({ engine: 'sqlite', file });
  await expectUpgraded(store, versions);
  await store.close();
  // Opened again: nothing left to apply, nothing applied twice.
  const again = await openStore({ engine: 'sqlite', file });
  expect(await versions()).toEqual(migrationNames);
  expect((await again.stats()).quarantined).toBe(1);
  await again.close();
});

/** A Kysely on the file beside the store's own connection. */
const besides = (file: string) => new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(file) }) });

test("a store made by the code of 2026-12-05, with data, is taken over by the Migrator as it is, and its schema is a new store's", async () => {
  const file = path.join(dir, 'of-2026-12-05.sqlite');
  const old = new Database(file);
  old.pragma('journal_mode = WAL');
  old.exec(schemaOf20261205('sqlite', Date.UTC(2026, 11, 5)));
  old.close();
  const db = besides(file);
  try {
    await insertRowsOf20261205(db);
    const store = await openStore({ engine: 'sqlite', file });
    await expectTakenOver(store, db);
    await store.close();
    const fresh = path.join(dir, 'fresh.sqlite');
    await (await openStore({ engine: 'sqlite', file: fresh })).close();
    const freshDb = besides(fresh);
    await expectSameSchema(db, freshDb, 'sqlite').finally(() => freshDb.destroy());
  } finally {
    await db.destroy();
  }
});

test("stores opening one new file at once: the file's write lock makes them take turns, and each migration is applied once", async () => {
  const file = path.join(dir, 'at-once.sqlite');
  const stores = await Promise.all([1, 2, 3].map(() => openStore({ engine: 'sqlite', file })));
  const db = besides(file);
  try {
    await expectMigratedOnce(stores, db);
  } finally {
    await Promise.all(stores.map((s) => s.close()));
    await db.destroy();
  }
});

/**
 * What the SQLite store leaves on disk: who can read it, and that a purged CV is gone
 * from the file and its WAL, not only from the tables.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { openStore } from '@site/enquiry-store';
import { pdf } from '../../../packages/cv-check/tests/helpers/documents';
import { sampleCv, sampleEnquiry } from '../../../packages/enquiry-store/tests/helpers/samples';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const mode = (f: string) => fs.statSync(f).mode & 0o777;
const day = 24 * 60 * 60 * 1000;

describe('SQLite store on disk', () => {
  test('a new store: folder 0700, database, -wal and -shm 0600', async () => {
    const file = path.join(dir, 'new', 'deep', 'store.sqlite');
    const store = await openStore({ engine: 'sqlite', file });
    await store.create(sampleEnquiry(), Date.now(), 'example.com');
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect([f, mode(f).toString(8)]).toEqual([f, '600']);
    expect(mode(path.dirname(file)).toString(8)).toBe('700');
    await store.close();
  });

  test('an existing store readable by others is tightened when opened', async () => {
    const folder = path.join(dir, 'old');
    fs.mkdirSync(folder, { mode: 0o755 });
    fs.chmodSync(folder, 0o755);
    const file = path.join(folder, 'store.sqlite');
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    old.exec('CREATE TABLE t (x)');
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.chmodSync(f, 0o644);
    const store = await openStore({ engine: 'sqlite', file });
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect([f, mode(f).toString(8)]).toEqual([f, '600']);
    expect(mode(folder).toString(8)).toBe('700');
    await store.close();
    old.close();
  });

  test('secure_delete is on, and a purged CV leaves no bytes in the database file or its WAL', async () => {
    const file = path.join(dir, 'purge.sqlite');
    const store = await openStore({ engine: 'sqlite', file });
    const marker = randomBytes(48);
    const content = Buffer.concat([pdf('Purged CV'), marker, randomBytes(20_000)]);
    const then = Date.now() - 400 * day;
    const { id } = await store.create(sampleEnquiry({ cv: sampleCv(content) }), then, 'example.com');
    await store.create(sampleEnquiry({ name: 'Recent' }), Date.now(), 'example.com');
    const [job] = await store.claim(60_000, { limit: 1, ids: [id] });
    await store.markSent(id, job!.lease);
    const onDisk = () => [file, `${file}-wal`].filter((f) => fs.existsSync(f)).some((f) => fs.readFileSync(f).includes(marker));
    expect(onDisk()).toBe(true);

    expect(await store.purge(Date.now() - 180 * day)).toBe(1);
    expect(onDisk()).toBe(false);
    const peek = new Database(file, { readonly: true });
    expect(peek.pragma('integrity_check', { simple: true })).toBe('ok');
    peek.close();
    await store.close();
    expect(onDisk()).toBe(false);
  });
});

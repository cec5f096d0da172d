/**
 * Fault injection on the real SQLite engine: a failure of the store lasts only as long
 * as its cause. Another connection holding the write lock across the first secret
 * read; the file read-only when the store is first opened, then writable again.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { handleContactPost, secretOf } from '@/lib/enquiries/handler';
import { getStore } from '@/lib/enquiries/store';
import { openStore } from '@site/enquiry-store';
import { contactPost } from '../../helpers/enquiries/contact-post';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-faults-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('SQLite faults', () => {
  test('another process holding the write lock across the first secret read: 503 while it lasts, the next request after works', async () => {
    delete process.env.DATABASE_URL;
    delete process.env.ENQUIRY_SECRET;
    process.env.ENQUIRY_DB = path.join(dir, 'locked.sqlite');
    const store = await getStore();
    const other = new Database(process.env.ENQUIRY_DB);
    other.exec('BEGIN IMMEDIATE');
    try {
      // No secret has been created yet: the first read has to write it, and waits for the lock.
      const blocked = await handleContactPost(contactPost('no secret yet', 'locked@example.org'));
      expect(blocked.status).toBe(503);
    } finally {
      other.exec('COMMIT');
      other.close();
    }
    const secret = await secretOf(store);
    const response = await handleContactPost(contactPost(secret, 'after-lock@example.org'));
    expect(response.status).toBe(200);
    expect((await store.list()).map((e) => e.email)).toContain('after-lock@example.org');
    await store.close();
  }, 30_000);

  test('the file read-only when the store is first opened, then writable: the next request works', async () => {
    const file = path.join(dir, 'readonly', 'store.sqlite');
    const setup = await openStore({ engine: 'sqlite', file });
    const secret = await setup.secret();
    await setup.close();
    // Root can write any file: the server then runs as another user, as a deployment would.
    const asRoot = process.getuid?.() === 0;
    const user = asRoot ? { uid: Number(id('-u')), gid: Number(id('-g')) } : null;
    if (user) {
      fs.chmodSync(dir, 0o711);
      fs.chownSync(path.dirname(file), user.uid, user.gid);
      fs.chmodSync(file, 0o644); // root's file, readable only
    } else fs.chmodSync(file, 0o400);

    // This very Node, by path: the other user's PATH lookup of `node` could find an older
    // one (the Node 24 that .ci/run installs may sit in a folder only root can read).
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        '--require',
        './scripts/staff/server-context.cjs',
        'tests/helpers/enquiries/readonly-child.ts'
      ],
      {
        cwd: root,
        env: { ...process.env, ENQUIRY_DB: file, DATABASE_URL: '', ENQUIRY_SECRET: '', FAULT_SECRET: secret, HOME: os.tmpdir() },
        ...(user ?? {})
      }
    );
    const statuses: number[] = [];
    let output = '';
    const next = () =>
      new Promise<number>((resolve, reject) => {
        const onData = (d: Buffer) => {
          output += d.toString();
          const found = [...output.matchAll(/^status (\d+)$/gm)].map((m) => Number(m[1]));
          if (found.length > statuses.length) {
            child.stdout.off('data', onData);
            statuses.push(found[statuses.length]!);
            resolve(found[statuses.length - 1]!);
          }
        };
        child.stdout.on('data', onData);
        child.once('exit', (code) => reject(new Error(`child exited (${code}): ${output}`)));
      });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      expect(await next(), stderr).toBe(503);
      if (user) fs.chownSync(file, user.uid, user.gid);
      else fs.chmodSync(file, 0o600);
      child.stdin.write('again\n');
      expect(await next(), stderr).toBe(200);
    } finally {
      child.stdin.end();
      child.kill();
    }
  }, 60_000);
});

function id(flag: string): string {
  return execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim();
}

/**
 * Another process holding SQLite's write lock (the sqlite3 shell in a transaction, a
 * backup, the command line's erase): the server keeps answering while a store call
 * waits for the lock, the call completes once the lock is released, and a lock held
 * past the wait gives the visitor 503 with Retry-After, not a frozen server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { handleContactPost, secretOf } from '@/lib/enquiries/handler';
import { openStore, type EnquiryStore } from '@site/enquiry-store';
import { contactPost } from '../../helpers/enquiries/contact-post';
import { sampleEnquiry } from '../../../packages/enquiry-store/tests/helpers/samples';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-lock-'));
const file = path.join(dir, 'store.sqlite');
let store: EnquiryStore;

beforeAll(async () => {
  delete process.env.ENQUIRY_SECRET;
  store = await openStore({ engine: 'sqlite', file });
});

afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process takes the write lock (BEGIN IMMEDIATE) and commits after `ms`; resolves once it holds it. */
async function holdWriteLock(ms: number): Promise<{ released: Promise<void> }> {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    console.log('locked');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['-e', script, file, String(ms)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const released = new Promise<void>((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lock holder exited ${code}`))))
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited ${code} before locking`)));
  });
  return { released };
}

/** A timer every 10 ms; `stop` gives the longest it was kept waiting beyond that (the event loop's worst stall). */
function eventLoopProbe() {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  return () => {
    clearInterval(timer);
    // The gap up to now counts too: a call that blocked the loop to its end let no timer fire at all.
    return Math.max(worst, performance.now() - last - 10);
  };
}

describe('SQLite write lock held by another process', () => {
  test('the event loop keeps answering while a store call waits, and the call completes after the release', async () => {
    const { released } = await holdWriteLock(2500);
    const stop = eventLoopProbe();
    const start = performance.now();
    const created = await store.create(sampleEnquiry({ name: 'Waited For The Lock' }), Date.now(), 'example.com');
    const waited = performance.now() - start;
    const worstStall = stop();
    await released;
    console.info(`[lock] store call waited ${Math.round(waited)} ms; event loop's worst stall ${Math.round(worstStall)} ms`);
    expect(waited).toBeGreaterThan(1500);
    expect(worstStall).toBeLessThan(250);
    expect((await store.get(created.id))!.name).toBe('Waited For The Lock');
  }, 20_000);

  test('a lock held past the wait: the post is answered 503 with Retry-After, the server answering meanwhile; the next post after works', async () => {
    const secret = await secretOf(store);
    // A refusal first, so that loading the error page's catalogue is not timed as a stall.
    expect((await handleContactPost(new Request('http://localhost/api/contact', { method: 'POST' }))).status).toBe(403);
    const { released } = await holdWriteLock(7000);
    const stop = eventLoopProbe();
    const start = performance.now();
    const blocked = await handleContactPost(contactPost(secret, 'locked-out@example.org'), { store: async () => store });
    const answeredMs = performance.now() - start;
    const worstStall = stop();
    expect(blocked.status).toBe(503);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answeredMs).toBeLessThan(6500);
    expect(worstStall).toBeLessThan(250);
    await released;
    const after = await handleContactPost(contactPost(secret, 'after-release@example.org'), { store: async () => store });
    expect(after.status).toBe(200);
    expect((await store.list()).map((e) => e.email)).not.toContain('locked-out@example.org');
  }, 30_000);
});

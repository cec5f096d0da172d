import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { getStore } from '@/lib/enquiries/store';
import { startDeliveryWorker } from '@/lib/enquiries/worker';
import { register } from '@/instrumentation';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { sampleEnquiry } from '../../../packages/enquiry-store/tests/helpers/samples';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-worker-'));
let smtp: TestSmtp;
/** Stops the timer the last test started, or found running (startDeliveryWorker's answer). */
let stopWorker = () => {};

beforeAll(async () => {
  smtp = await startSmtp();
  delete process.env.DATABASE_URL;
  process.env.ENQUIRY_DB = path.join(dir, 'worker.sqlite');
});

afterAll(async () => {
  stopWorker();
  await smtp.stop();
  await (await getStore()).close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the delivery timer inside next start', () => {
  test('without SMTP_URL the server says once that enquiries are only stored', async () => {
    delete process.env.SMTP_URL;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    process.env.NEXT_RUNTIME = 'nodejs';
    await register();
    await register();
    stopWorker = startDeliveryWorker();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/SMTP_URL is not set: enquiries are stored in .*worker\.sqlite but not e-mailed/);
    warn.mockRestore();
    stopWorker();
  });

  test('with SMTP_URL it sends what waits in the outbox on its own, each once', async () => {
    process.env.SMTP_URL = smtp.url;
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const store = await getStore();
    const ids = [
      (await store.create(sampleEnquiry({ name: 'Timer One' }), Date.now(), 'example.com')).id,
      (await store.create(sampleEnquiry({ name: 'Timer Two' }), Date.now(), 'example.com')).id
    ];
    stopWorker = startDeliveryWorker(100);
    await smtp.waitFor(2);
    for (const id of ids) {
      await vi.waitFor(async () => expect((await store.get(id))!.outbox.status).toBe('sent'), { timeout: 5000 });
    }
    await new Promise((r) => setTimeout(r, 400));
    expect(smtp.messages).toHaveLength(2);
    expect(info.mock.calls.some(([line]) => /e-mailed through SMTP_URL/.test(String(line)))).toBe(true);
    info.mockRestore();
  });

  test('retention runs by itself: delivered enquiries past ENQUIRY_RETENTION_DAYS go, undelivered ones stay', async () => {
    stopWorker();
    delete process.env.SMTP_URL; // retention runs with or without mail
    process.env.ENQUIRY_RETENTION_DAYS = '30';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const store = await getStore();
    const then = Date.now() - 40 * 24 * 60 * 60 * 1000;
    const oldSent = (await store.create(sampleEnquiry({ name: 'Old Sent' }), then, 'example.com')).id;
    const [job] = await store.claim(60_000, { limit: 1, ids: [oldSent] });
    await store.markSent(oldSent, job!.lease);
    const oldWaiting = (await store.create(sampleEnquiry({ name: 'Old Waiting' }), then, 'example.com')).id;
    const recent = (await store.create(sampleEnquiry({ name: 'Recent' }), Date.now(), 'example.com')).id;
    stopWorker = startDeliveryWorker(100);
    await vi.waitFor(async () => expect(await store.get(oldSent)).toBeNull(), { timeout: 8000, interval: 100 });
    expect(await store.get(oldWaiting)).not.toBeNull();
    expect(await store.get(recent)).not.toBeNull();
    expect(info.mock.calls.some(([line]) => /retention: 1 enquiries older than 30 days deleted/.test(String(line)))).toBe(true);
    stopWorker();
    delete process.env.ENQUIRY_RETENTION_DAYS;
    warn.mockRestore();
    info.mockRestore();
  });
});

/**
 * The scheduled outbox run (lib/enquiries/cron.ts, GET or POST /api/cron/outbox) that a
 * serverless host's scheduler calls in place of next start's timer:
 * off without CRON_SECRET, refused without the secret, and with it: what is due is sent,
 * each enquiry once even when two schedulers fire at once, and a second run sends
 * nothing; a mail refused for now (SMTP 451) is sent by a later run, once; retention
 * applies. A refused authorisation is logged, a line a minute at most, never with the guess.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { GET, POST } from '@/app/api/cron/outbox/route';
import { storeConfig } from '@/lib/enquiries/config';
import { getStore } from '@/lib/enquiries/store';
import type { EnquiryStore } from '@site/enquiry-store';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { advanceOutboxClock } from '../../helpers/enquiries/outbox-clock';
import { sampleEnquiry } from '../../../packages/enquiry-store/tests/helpers/samples';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-cron-'));
const secret = 'a-scheduler-secret-of-some-length';
let smtp: TestSmtp;
let store: EnquiryStore;

beforeAll(async () => {
  smtp = await startSmtp();
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { ENQUIRY_DB: path.join(dir, 'cron.sqlite'), SMTP_URL: smtp.url, CRON_SECRET: secret });
  store = await getStore();
});

afterAll(async () => {
  delete process.env.CRON_SECRET;
  await smtp.stop();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const run = (handler: typeof GET, authorization?: string) =>
  handler(new Request('http://127.0.0.1/api/cron/outbox', { headers: authorization ? { authorization } : {} }));
const enquiry = async (name: string) => (await store.create(sampleEnquiry({ name }), Date.now(), 'example.com')).id;

describe('the scheduled outbox run', () => {
  test('is off (404) without CRON_SECRET, and refuses (401) a missing or wrong secret', async () => {
    delete process.env.CRON_SECRET;
    expect((await run(GET, `Bearer ${secret}`)).status).toBe(404);
    process.env.CRON_SECRET = secret;
    for (const header of [undefined, 'Bearer wrong', secret, `Bearer ${secret}x`, `Basic ${secret}`]) {
      const response = await run(GET, header);
      expect(response.status, String(header)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(smtp.messages).toHaveLength(0);
  });

  test('refusals are logged, a line a minute at most with the count of the others, never with what was sent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['Date'] });
    // Past the minute of the refusals of the test before.
    vi.setSystemTime(Date.now() + 61_000);
    try {
      const guesses = Array.from({ length: 50 }, (_, i) => `Bearer guess-${i}-of-the-secret`);
      for (const guess of guesses) expect((await run(GET, guess)).status).toBe(401);
      vi.setSystemTime(Date.now() + 61_000);
      expect((await run(GET, 'Bearer guess-after-a-minute')).status).toBe(401);
      const lines = warn.mock.calls.map((call) => call.join(' '));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/\/api\/cron\/outbox refused a request without the right CRON_SECRET/);
      expect(lines[1]).toContain(`and ${guesses.length - 1} more refused since the last such line`);
      expect(lines.join('\n')).not.toMatch(/guess|Bearer/);
    } finally {
      vi.useRealTimers();
      warn.mockRestore();
    }
  });

  test('sends what is due, each enquiry once when two schedulers fire at once; a second run sends nothing', async () => {
    const ids = await Promise.all(['Cron One', 'Cron Two', 'Cron Three'].map(enquiry));
    const answers = await Promise.all([run(GET, `Bearer ${secret}`), run(POST, `Bearer ${secret}`)]);
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<{ ok: boolean; sent: number }>));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(bodies[0]!.sent + bodies[1]!.sent).toBe(3);
    expect(answers[0]!.headers.get('cache-control')).toBe('no-store');
    for (const id of ids) expect((await store.get(id))!.outbox.status).toBe('sent');
    expect(smtp.messages).toHaveLength(3);
    expect(await (await run(GET, `Bearer ${secret}`)).json()).toMatchObject({ ok: true, sent: 0 });
    expect(smtp.messages).toHaveLength(3);
  });

  test('a mail refused for now (SMTP 451) is sent by a later run, exactly once', async () => {
    const before = smtp.messages.length;
    const id = await enquiry('Cron Later');
    smtp.mode = 'tempfail';
    expect(await (await run(GET, `Bearer ${secret}`)).json()).toMatchObject({ ok: true, sent: 0, retried: 1 });
    expect((await store.get(id))!.outbox.status).toBe('pending');
    smtp.mode = 'accept';
    // Its retry time comes (a day is past any back-off): the run after that sends it.
    await advanceOutboxClock(storeConfig(), 24 * 60 * 60 * 1000);
    expect(await (await run(GET, `Bearer ${secret}`)).json()).toMatchObject({ ok: true, sent: 1, retried: 0 });
    expect(await (await run(GET, `Bearer ${secret}`)).json()).toMatchObject({ ok: true, sent: 0 });
    expect((await store.get(id))!.outbox.status).toBe('sent');
    expect(smtp.messages.length - before).toBe(1);
  });
});

/**
 * The mail server refusing, with the real SMTP client and a real SMTP server: what is
 * retried (our credentials rejected, 535), what is final (552), and that a requeued or
 * retried enquiry is delivered exactly once. STARTTLS is required off the machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { deliverDue } from '@/lib/enquiries/delivery';
import { classifySendError } from '@/lib/enquiries/send-results';
import { leaseMs, sendTiming, smtpTransportOptions } from '@/lib/enquiries/smtp';
import { openStore, type EnquiryStore } from '@site/enquiry-store';
import { advanceOutboxClock } from '../../helpers/enquiries/outbox-clock';
import { acceptAll, parseMime, startSmtp, type TestSmtp } from '../../helpers/smtp';
import { sampleEnquiry } from '../../../packages/enquiry-store/tests/helpers/samples';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-smtp-'));
let smtp: TestSmtp;
let store: EnquiryStore;
const config = { engine: 'sqlite', file: path.join(dir, 'smtp.sqlite') } as const;
const hoursPass = (hours: number) => advanceOutboxClock(config, hours * 3_600_000);

beforeAll(async () => {
  smtp = await startSmtp();
  store = await openStore(config);
});

afterAll(async () => {
  await smtp.stop();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const delivered = (messageId: string) => smtp.messages.filter((m) => parseMime(m.raw).headers.get('message-id') === messageId);

describe('SMTP refusals', () => {
  test('535 (our credentials rejected): kept pending, retried with back-off, logged as a configuration error; delivered exactly once after the fix', async () => {
    process.env.SMTP_URL = smtp.authUrl;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { id } = await store.create(sampleEnquiry({ name: 'Auth Fail' }), Date.now(), 'example.com');
    smtp.mode = 'authfail';
    expect(await deliverDue(store, { ids: [id] })).toMatchObject({ retried: [id], failed: [] });
    await hoursPass(1);
    expect(await deliverDue(store)).toMatchObject({ retried: [id], failed: [] });
    const waiting = (await store.get(id))!;
    expect(waiting.outbox).toMatchObject({ status: 'pending', attempts: 2 });
    expect(waiting.outbox.lastError).toMatch(/535/);
    expect(error.mock.calls.some(([line]) => /SMTP_URL is misconfigured .*535/.test(String(line)))).toBe(true);
    error.mockRestore();

    smtp.mode = 'accept';
    await hoursPass(2);
    const sweeps = await Promise.all([deliverDue(store), deliverDue(store)]);
    expect(sweeps.flatMap((r) => r.sent)).toEqual([id]);
    await hoursPass(6);
    expect((await deliverDue(store)).sent).toEqual([]);
    expect(delivered(waiting.outbox.messageId)).toHaveLength(1);
    expect((await store.get(id))!.outbox.status).toBe('sent');
  });

  test('552 (message too large) is final: failed; requeued, it is sent once', async () => {
    process.env.SMTP_URL = smtp.url;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { id } = await store.create(sampleEnquiry({ name: 'Too Large' }), Date.now(), 'example.com');
    smtp.mode = 'toolarge';
    expect(await deliverDue(store, { ids: [id] })).toMatchObject({ failed: [id] });
    expect((await store.get(id))!.outbox).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/552/) });
    await hoursPass(24);
    expect((await deliverDue(store)).failed).toEqual([]);
    smtp.mode = 'accept';
    expect(await store.requeue('failed')).toEqual([id]);
    expect((await deliverDue(store)).sent).toEqual([id]);
    expect(delivered((await store.get(id))!.outbox.messageId)).toHaveLength(1);
    vi.restoreAllMocks();
  });

  test('the database failing just after the mail server took the mail: the outcome is recorded once it is back, and no second copy is sent', async () => {
    process.env.SMTP_URL = smtp.url;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { id } = await store.create(sampleEnquiry({ name: 'Database Blip' }), Date.now(), 'example.com');
    let failures = 2;
    const blip: EnquiryStore = {
      ...store,
      async markSent(...args) {
        if (failures-- > 0) throw new Error('the database system is shutting down');
        return store.markSent(...args);
      }
    };
    expect((await deliverDue(blip, { ids: [id] })).sent).toEqual([id]);
    expect(
      warn.mock.calls.some(([line]) => /#\d+: recording its outcome failed \(the database system is shutting down\)/.test(String(line)))
    ).toBe(true);
    const entry = (await store.get(id))!;
    expect(entry.outbox).toMatchObject({ status: 'sent', attempts: 1 });
    // Once its lease would have run out, nothing is sent again.
    await hoursPass(1);
    expect((await deliverDue(store)).sent).not.toContain(id);
    expect(delivered(entry.outbox.messageId)).toHaveLength(1);
    warn.mockRestore();
  });

  test('a send is aborted at its deadline, which the lease outlasts with the SMTP timeouts and the recording of the outcome', async () => {
    const t = sendTiming;
    expect(t.sendMs).toBeGreaterThan(t.connectionMs + t.greetingMs + t.socketMs);
    expect(leaseMs).toBeGreaterThan(t.sendMs + t.recordMs);
    process.env.SMTP_URL = smtp.url;
    const { id } = await store.create(sampleEnquiry({ name: 'Stalled Server' }), Date.now(), 'example.com');
    // The deadline asked for is the one above; the test waits 300 ms of it.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => timeout(Math.min(ms, 300)));
    smtp.mode = 'hang';
    try {
      const started = performance.now();
      expect(await deliverDue(store, { ids: [id] })).toMatchObject({ retried: [id] });
      expect(performance.now() - started).toBeLessThan(5000);
      expect(asked).toHaveBeenCalledWith(t.sendMs);
    } finally {
      smtp.mode = 'accept';
      asked.mockRestore();
    }
    expect((await store.get(id))!.outbox).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/abort/i) });
  });

  test('entries are leased just before they are sent, never to wait behind other sends', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await store.create(sampleEnquiry({ name: `Batch ${i}` }), Date.now(), 'example.com')).id);
    const leasedAt = new Map<string, number>();
    const waited: number[] = [];
    const watched: EnquiryStore = {
      ...store,
      async claim(...args) {
        const jobs = await store.claim(...args);
        for (const job of jobs) leasedAt.set(job.outbox.messageId, performance.now());
        return jobs;
      }
    };
    const slow = {
      async sendMail(mail: SendMailOptions) {
        waited.push(performance.now() - leasedAt.get(String(mail.messageId))!);
        await new Promise((resolve) => setTimeout(resolve, 400));
        return acceptAll(mail);
      }
    };
    const report = await deliverDue(watched, { ids, transport: slow });
    expect(report.sent.sort((a, b) => a - b)).toEqual(ids);
    expect(Math.max(...waited)).toBeLessThan(300);
  });

  test('the policy: 4xx and our configuration (530/534/535/538, EAUTH, ETLS) wait; other 5xx are final', () => {
    const kind = (e: object) => {
      const c = classifySendError(e);
      return c.permanent ? 'final' : c.configuration ? 'configuration' : 'retry';
    };
    expect(kind({ code: 'EAUTH', responseCode: 535 })).toBe('configuration');
    expect(kind({ code: 'EENVELOPE', responseCode: 530 })).toBe('configuration');
    expect(kind({ code: 'ETLS', message: 'Error upgrading connection with STARTTLS' })).toBe('configuration');
    expect(kind({ responseCode: 421 })).toBe('retry');
    expect(kind({ code: 'ECONNREFUSED' })).toBe('retry');
    expect(kind({ responseCode: 552 })).toBe('final');
    expect(kind({ responseCode: 550 })).toBe('final');
  });

  test('smtp:// requires STARTTLS except to a relay on this machine; a server without it gets nothing', async () => {
    expect(smtpTransportOptions('smtp://user:pass@mail.example.com:587').requireTLS).toBe(true);
    expect(smtpTransportOptions('smtps://user:pass@mail.example.com:465').requireTLS).toBe(false);
    expect(smtpTransportOptions('smtp://127.0.0.1:25').requireTLS).toBe(false);
    expect(smtpTransportOptions('smtp://localhost:25').requireTLS).toBe(false);
    // The options for a remote server, pointed at the test server (which offers no STARTTLS).
    const options = { ...smtpTransportOptions(`smtp://mail.example.com:${smtp.port}`), url: undefined, host: '127.0.0.1', port: smtp.port };
    const before = smtp.messages.length;
    const failure = await nodemailer
      .createTransport(options)
      .sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'CV', text: 'secret' })
      .then(
        () => null,
        (e: unknown) => e
      );
    expect(failure).not.toBeNull();
    expect(classifySendError(failure)).toMatchObject({ permanent: false, configuration: true });
    expect(smtp.messages.length).toBe(before);
  });
});

/**
 * Mail never holds a visitor's answer, and never opens more SMTP connections than the
 * process's bound (lib/enquiries/smtp.ts, smtpConnections): a burst of accepted posts to
 * a slow mail server sends over at most that many at once, the rest wait in the outbox
 * and go out with the next run, each once; on a serverless host a post sends nothing
 * after its answer (the scheduled run does).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { deliverDue } from '@/lib/enquiries/delivery';
import { handleContactPost, secretOf } from '@/lib/enquiries/handler';
import { smtpConnections } from '@/lib/enquiries/smtp';
import { getStore } from '@/lib/enquiries/store';
import type { EnquiryStore } from '@site/enquiry-store';
import { contactPost } from '../../helpers/enquiries/contact-post';
import { parseMime, startSmtp, type TestSmtp } from '../../helpers/smtp';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-connections-'));
let smtp: TestSmtp;
let store: EnquiryStore;
let secret: string;

beforeAll(async () => {
  smtp = await startSmtp();
  delete process.env.DATABASE_URL;
  // Each post carries its client's address in X-Forwarded-For, as behind one proxy.
  Object.assign(process.env, { ENQUIRY_DB: path.join(dir, 'connections.sqlite'), SMTP_URL: smtp.url, ENQUIRY_PROXY_HOPS: '1' });
  store = await getStore();
  secret = await secretOf(store);
});

afterAll(async () => {
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  await smtp.stop();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A client of its own network for each post, so that no per-client limit is what bounds them. */
const clientOf = (i: number) => `10.${i + 1}.${i + 1}.7`;

describe('SMTP connections', () => {
  test('30 accepted posts at once to a slow mail server open at most the bound of connections; every one is mailed once', async () => {
    const posts = 30;
    expect(posts).toBeGreaterThan(smtpConnections * 2);
    smtp.answerDelayMs = 1500;
    const emails = Array.from({ length: posts }, (_, i) => `burst.${i}@example.org`);
    const answers = await Promise.all(emails.map((email, i) => POST(contactPost(secret, email, clientOf(i)))));
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 200));

    // The posts' own sends, then two runs at once (the timer and a scheduled run): one bound for all.
    smtp.answerDelayMs = 200;
    await Promise.all([deliverDue(store), deliverDue(store)]);
    await vi.waitFor(() => expect(smtp.connections.open).toBe(0), { timeout: 5000 });
    expect(smtp.connections.most).toBeGreaterThan(0);
    expect(smtp.connections.most).toBeLessThanOrEqual(smtpConnections);

    const stored = (await store.list({ limit: 500 })).filter((e) => emails.includes(e.email));
    expect(stored).toHaveLength(posts);
    for (const entry of stored) {
      expect((await store.get(entry.id))!.outbox.status, entry.email).toBe('sent');
      const copies = smtp.messages.filter((m) => parseMime(m.raw).headers.get('message-id') === entry.outbox.messageId);
      expect(copies, entry.email).toHaveLength(1);
    }
  }, 60_000);

  test('on a serverless host a post is answered with nothing left to send after it: the scheduled run sends it', async () => {
    const later = vi.fn();
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'site-default';
    const answer = await handleContactPost(contactPost(secret, 'lambda@example.org', clientOf(40)), { afterResponse: later });
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    expect(answer.status).toBe(200);
    expect(later).not.toHaveBeenCalled();
    const [entry] = await store.byEmail('lambda@example.org');
    expect((await store.get(entry!.id))!.outbox).toMatchObject({ status: 'pending', attempts: 0 });

    // The same post on `next start` is sent after its answer.
    const control = await handleContactPost(contactPost(secret, 'next-start@example.org', clientOf(41)), { afterResponse: later });
    expect(control.status).toBe(200);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

/**
 * A password never reaches a log: SMTP_URL or DATABASE_URL with an unencoded `#` in the
 * password (text that new URL() reads as another host, or refuses with the whole text in
 * its error) is refused when the server starts without showing it, and the enquiry
 * pipeline's catch-alls hide the password of any URL in what they log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { checkEnv } from '@/lib/env';
import { deliverDue } from '@/lib/enquiries/delivery';
import { handleContactPost, secretOf } from '@/lib/enquiries/handler';
import { getStore } from '@/lib/enquiries/store';
import type { EnquiryStore } from '@site/enquiry-store';
import { contactPost } from '../../helpers/enquiries/contact-post';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-secret-logs-'));
const password = 'Pa55#w0rd';
const smtpUrl = `smtp://mailer:${password}@127.0.0.1:2525`;
const databaseUrl = `postgres://site:${password}@127.0.0.1:5432/site`;
let store: EnquiryStore;
let secret: string;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  process.env.ENQUIRY_DB = path.join(dir, 'logs.sqlite');
  store = await getStore();
  secret = await secretOf(store);
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Everything written to the console while `body` runs, as the console would print it. */
async function logsOf(body: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const spies = (['error', 'warn', 'info', 'log'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map((a) => inspect(a)).join(' ')))
  );
  try {
    await body();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}

describe('a # in a password', () => {
  test('SMTP_URL: the server refuses to start and says so without the password', () => {
    vi.stubEnv('SMTP_URL', smtpUrl);
    vi.stubEnv('DATABASE_URL', databaseUrl);
    let message = '';
    try {
      checkEnv('run');
    } catch (error) {
      message = (error as Error).message;
    }
    vi.unstubAllEnvs();
    expect(message).toMatch(/SMTP_URL=[^]*DATABASE_URL=/);
    expect(message).not.toContain('w0rd');
  });

  test('a post (the server started without the check): taken, and nothing it logs holds the password', async () => {
    process.env.SMTP_URL = smtpUrl;
    const logged = await logsOf(async () => {
      const answer = await handleContactPost(contactPost(secret, 'hash@example.org'), {
        afterResponse: (task) => void task().catch((error: unknown) => console.error(error))
      });
      expect(answer.status).toBe(200);
      // What the send after the post, the timer and the scheduled run do with that URL.
      await deliverDue(store).catch((error: unknown) => console.error('[test]', error));
    });
    delete process.env.SMTP_URL;
    expect(logged).not.toContain('w0rd');
  });

  test("the catch-all of a post that fails logs the error without the URL's password", async () => {
    const logged = await logsOf(async () => {
      const answer = await handleContactPost(contactPost(secret, 'db@example.org'), {
        store: async () => {
          // What a client does with a DATABASE_URL it cannot read: a TypeError whose `input` is the text.
          new URL(databaseUrl.replace('5432', 'x'));
          return store;
        }
      });
      expect(answer.status).toBe(503);
    });
    expect(logged).toContain('could not take an enquiry');
    expect(logged).toContain('postgres://site:***@');
    expect(logged).not.toContain('w0rd');
  });
});

/**
 * Nothing a visitor sends can stall the site: the route handler,
 * on a real SQLite store and the real CV sandbox, under more uploads than it takes on.
 * Beyond the check queue's bounds, or when its client already has a post in the route,
 * a post is answered 503 `unavailable` with Retry-After at once, and nothing is stored
 * for it; so is a post past the handler's deadline, and nothing is stored for a client
 * that has gone. Before, the queue had no bound: 40 posts of a
 * slow 30 KB PDF had other visitors wait 22–31 s, 100 had them get the proxy's 504.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkCvInSandbox, queueLimits, sandboxLimits, sandboxLoad } from '@site/cv-check/sandbox';
import { busyRetryAfterSeconds, handlerDeadlineMs } from '@/lib/enquiries/capacity';
import { handleContactPost } from '@/lib/enquiries/handler';
import { maxFileBytes } from '@/lib/enquiries/limits';
import { sandboxSettings, warmCvCheck } from '@/lib/enquiries/cv-upload';
import { pdfWordStream, rtfThemePackages } from '../../../packages/cv-check/tests/helpers/complex-files';
import * as make from '../../../packages/cv-check/tests/helpers/documents';
import { contactPost } from '../../helpers/enquiries/contact-post';
import { sqliteRoute } from '../../helpers/enquiries/sqlite-route';
import { buildSandboxBundle } from '../../helpers/enquiries/sandbox-bundle';

buildSandboxBundle();

const route = sqliteRoute('overload');
beforeAll(async () => {
  warmCvCheck();
  expect(await checkCvInSandbox(make.pdf(), sandboxSettings())).toEqual({ ok: true, format: 'pdf' });
});

let n = 0;
/** A post with a CV from its own client address (198.51.100.x), unless `ip` is given. */
const postWithCv = (email: string, content: Buffer, extra: { ip?: string; signal?: AbortSignal; deadlineMs?: number } = {}) =>
  handleContactPost(
    contactPost(route.secret, email, extra.ip ?? `198.51.100.${++n}`, { cv: { name: 'cv.pdf', content }, signal: extra.signal }),
    extra.deadlineMs ? { deadlineMs: extra.deadlineMs } : {}
  );

const storedEmails = async () => (await route.store.list({ limit: 500 })).map((e) => e.email);

async function expectBusy(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(busyRetryAfterSeconds));
  expect(await response.json()).toMatchObject({ ok: false, code: 'unavailable' });
}

describe('more uploads than the server takes on', () => {
  test('a post that finds the check queue full is answered 503 with Retry-After at once, and not stored', async () => {
    // Slow valid files (about 0.65 s of CPU each): every turn taken, every waiting place filled.
    const fillers = Array.from({ length: sandboxLimits.concurrency + queueLimits.waiting }, () =>
      checkCvInSandbox(pdfWordStream(), sandboxSettings())
    );
    let fillerDone = false;
    for (const filler of fillers) void filler.then(() => (fillerDone = true));
    const response = await postWithCv('queue-full@example.org', make.pdf());
    expect(fillerDone, 'answered before any check ahead of it had finished').toBe(false);
    await expectBusy(response);
    // Each check ahead got its verdict, or was refused after its wait: none waited unbounded.
    for (const verdict of await Promise.all(fillers))
      expect(
        verdict.ok || (verdict.code === 'unavailable' && verdict.reason === `no turn within ${queueLimits.waitMs} ms`),
        JSON.stringify(verdict)
      ).toBe(true);
    expect(await storedEmails()).not.toContain('queue-full@example.org');
    expect((await postWithCv('after-queue@example.org', make.pdf())).status).toBe(200);
  }, 90_000);

  test('one post per client at a time: its second post (another address of its /64 too) gets 503 at once, another client is not affected', async () => {
    const net = '2001:db8:40:3';
    const first = postWithCv('client-first@example.org', pdfWordStream(), { ip: `${net}::1` });
    await new Promise((r) => setTimeout(r, 50));
    for (const [email, ip] of [
      ['client-second@example.org', `${net}::1`],
      ['client-sibling@example.org', `${net}::99`]
    ] as const)
      await expectBusy(await postWithCv(email, make.pdf(), { ip }));
    const other = await postWithCv('client-other@example.org', make.pdf(), { ip: '2001:db8:40:4::1' });
    expect(other.status).toBe(200);
    expect((await first).status).toBe(200);
    const stored = await storedEmails();
    expect(stored).toEqual(expect.arrayContaining(['client-first@example.org', 'client-other@example.org']));
    expect(stored).not.toContain('client-second@example.org');
    expect(stored).not.toContain('client-sibling@example.org');
    // Once the first is answered, the client may post again.
    expect((await postWithCv('client-again@example.org', make.pdf(), { ip: `${net}::1` })).status).toBe(200);
  }, 60_000);

  test('a post whose client goes away while its CV is checked is not stored', async () => {
    const client = new AbortController();
    const response = postWithCv('gone@example.org', pdfWordStream(), { signal: client.signal });
    await new Promise((r) => setTimeout(r, 100));
    client.abort();
    // Whatever it was answered (nobody reads it), nothing is kept, now or once the check would have ended.
    await response;
    await new Promise((r) => setTimeout(r, 2000));
    expect(await storedEmails()).not.toContain('gone@example.org');
  }, 30_000);

  test('a post past the deadline is answered 503 with Retry-After then, and never stored afterwards', async () => {
    const deadlineMs = 300;
    const started = performance.now();
    const response = await postWithCv('late@example.org', pdfWordStream(), { deadlineMs });
    const ms = performance.now() - started;
    await expectBusy(response);
    expect(ms).toBeGreaterThanOrEqual(deadlineMs - 5);
    expect(ms).toBeLessThan(deadlineMs + 1000);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await storedEmails()).not.toContain('late@example.org');
  }, 30_000);

  test('the deadline is well under nginx proxy_read_timeout, and longer than the queue wait and a check backstop together', () => {
    const conf = fs.readFileSync(path.join(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');
    // nginx's default when the config does not set it.
    const proxyTimeoutMs = Number(/^\s*proxy_read_timeout\s+(\d+)s;/m.exec(conf)?.[1] ?? 60) * 1000;
    expect(handlerDeadlineMs).toBeLessThanOrEqual(proxyTimeoutMs / 2);
    expect(handlerDeadlineMs).toBeGreaterThan(queueLimits.waitMs + sandboxLimits.backstopMs);
  });

  test('a post that gets its turn is answered within 10 s: the wait leaves room for a check at its CPU limit', () => {
    expect(queueLimits.waitMs + sandboxLimits.cpuMs).toBeLessThanOrEqual(10_000 - 500);
  });

  test('an upload waiting for its check holds its body once: six waiting uploads of the largest size hold about six bodies, not three times that', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const arrayBuffersMb = async () => {
      for (let i = 0; i < 3; i++) {
        gc();
        await new Promise((r) => setTimeout(r, 20));
      }
      return process.memoryUsage().arrayBuffers / (1024 * 1024);
    };
    // One encoded body for all six posts, sent as views of it: what the test holds stays the same.
    // As large as the form takes, less room for the PDF's own frame.
    const cv = make.pdf('Curriculum vitae '.repeat(Math.floor((maxFileBytes - 1024) / 17)));
    const model = contactPost(route.secret, 'held@example.org', '198.51.100.200', { cv: { name: 'cv.pdf', content: cv } });
    const encoded = new Uint8Array(await model.arrayBuffer());
    const count = 6;
    const requests = Array.from({ length: count }, (_, i) => {
      const headers = new Headers(model.headers);
      headers.set('x-forwarded-for', `198.51.100.${200 + i}`);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < encoded.length; at += 64 * 1024) controller.enqueue(encoded.subarray(at, at + 64 * 1024));
          controller.close();
        }
      });
      return new Request(model.url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
    });
    // Both turns taken by checks that need their 1.5 s of CPU: the uploads wait.
    const blockers = [checkCvInSandbox(rtfThemePackages(), sandboxSettings()), checkCvInSandbox(rtfThemePackages(), sandboxSettings())];
    const before = await arrayBuffersMb();
    const answers = requests.map((request) => handleContactPost(request));
    for (const deadline = Date.now() + 10_000; sandboxLoad().waiting < count;) {
      if (Date.now() > deadline) throw new Error(`the uploads did not all reach the queue: ${JSON.stringify(sandboxLoad())}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const copies = ((await arrayBuffersMb()) - before) / ((count * cv.length) / (1024 * 1024));
    console.info(`bodies held per waiting upload: ${copies.toFixed(2)}`);
    expect(copies).toBeLessThan(1.5);
    await Promise.all(blockers);
    // A valid file is accepted, or put off with 503 for a passing overload; never refused.
    const outcomes = await Promise.all((await Promise.all(answers)).map(async (a) => ({ status: a.status, body: await a.text() })));
    for (const outcome of outcomes) expect([200, 503], JSON.stringify(outcome)).toContain(outcome.status);
  }, 60_000);
});

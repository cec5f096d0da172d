/**
 * What a flood of uploads must not break: no 2xx without the enquiry, no enquiry
 * without a 2xx that a visitor would retry. A real `next start` from the existing production build, with
 * deploy/nginx.conf in front of it (scripts/common/local-nginx.mjs), takes a flood of 100
 * slow but valid uploads, each from its own client address, while ordinary visitors post
 * and pages are read:
 *  - every ordinary visitor gets its 2xx within 10 s, or a 503 with Retry-After from the
 *    app, before the handler's deadline (the queue's bounds answered, not the last resort);
 *  - no answer at all is nginx's own (no 504 behind a 503), and pages answer throughout;
 *  - seconds after the last answer, the store holds each 2xx's enquiry exactly once and
 *    nothing for any other answer.
 * Before the queue had bounds (docs/security.md), 100 such posts had every visitor get
 * nginx's 504 at 60 s, and their enquiries were stored afterwards.
 * Skipped without a build or without nginx; under CI either is a failure.
 * Ports: E2E_PORT + 3 (next start) and + 4 (nginx), the cross-engine suite's, which runs
 * after the unit tests (the e2e servers use E2E_PORT and + 1, next-start.test.ts + 2).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findNginx, renderDeployConf, startNginx } from '../../../scripts/common/local-nginx.mjs';
import { defaultDistDir, hasBuild as buildExists, startNext, type NextServer } from '../../../scripts/common/next-server.mjs';
import { sandboxLimits } from '@site/cv-check/sandbox';
import { handlerDeadlineMs } from '@/lib/enquiries/capacity';
import { pdfWordStream } from '../../../packages/cv-check/tests/helpers/complex-files';
import { pdf } from '../../../packages/cv-check/tests/helpers/documents';
import { contactForm } from '../../helpers/enquiries/contact-post';
import { sandboxChildren } from '../../helpers/enquiries/sandbox-bundle';
import { requestFrom, type Answer } from '../../helpers/loopback-client';

const hasBuild = buildExists();
const nginxPath = findNginx();
const required = process.env.CI === 'true' || process.env.CI === '1';
const appPort = Number(process.env.E2E_PORT || 3210) + 3;
const proxyPort = appPort + 1;
const site = `http://127.0.0.1:${proxyPort}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-flood-'));
const db = path.join(dir, 'data', 'enquiries.sqlite');
let app: NextServer | null = null;
let proxy: Awaited<ReturnType<typeof startNginx>> | null = null;

/** The flood: 100 posts of an 82 KB PDF that costs its check about 0.65 s of CPU, one every 60 ms. */
const flood = { posts: 100, everyMs: 60 };
/** Ordinary visitors: when each posts (ms into the flood), and whether with a small CV. */
const visitors = [
  { atMs: 500, cv: true },
  { atMs: 1500, cv: false },
  { atMs: 3000, cv: true },
  { atMs: 4500, cv: false },
  { atMs: 5500, cv: true }
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startApp() {
  app = await startNext({
    port: appPort,
    probePath: '/api/contact/start',
    env: {
      ENQUIRY_DB: db,
      DATABASE_URL: '',
      SMTP_URL: '',
      ENQUIRY_SECRET: '',
      // As deployed behind this nginx: the address it appends to X-Forwarded-For is the client.
      ENQUIRY_PROXY_HOPS: '1',
      // The fill time is next-start.test.ts's concern; here the cookies are fetched just before.
      ENQUIRY_MIN_FILL_MS: '0'
    },
    // Its warm CV check children too (instrumentation.ts), as on a server that has run a while.
    ready: (child) => sandboxChildren(child.pid!).length >= sandboxLimits.concurrency
  });
}

beforeAll(async () => {
  if (!hasBuild || !nginxPath) {
    if (required) throw new Error(`${hasBuild ? 'nginx is not installed' : `no build in ${defaultDistDir}`}, and CI=true.`);
    return;
  }
  await startApp();
  const nginxDir = path.join(dir, 'nginx');
  const conf = renderDeployConf({ listenPort: proxyPort, upstreamPort: appPort, dir: nginxDir, nginx: nginxPath });
  proxy = await startNginx({ conf, dir: nginxDir, nginx: nginxPath, port: proxyPort });
}, 90_000);

afterAll(async () => {
  await proxy?.stop();
  await app?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The fill-time cookie, asked for through nginx from `from`: it is signed for that address's network. */
async function cookieFor(from: string): Promise<string> {
  const answer = await requestFrom(from, `${site}/api/contact/start`);
  const cookie = /^[^;]+/.exec(answer.headers['set-cookie']?.[0] ?? '')?.[0];
  if (answer.status !== 200 || !cookie) throw new Error(`no fill-time cookie for ${from}: ${answer.status}`);
  return cookie;
}

type Post = { from: string; email: string; body: Uint8Array; headers: Record<string, string>; answer?: Answer };

/** A contact post from `from`, encoded beforehand, so that sending it costs this process next to nothing. */
async function preparePost(from: string, email: string, cv?: Buffer): Promise<Post> {
  const form = contactForm(email, cv && { name: 'cv.pdf', content: cv }, { name: 'Flood Visitor', message: 'A post under a flood.' });
  const encoded = new Request(site, { method: 'POST', body: form });
  const headers = {
    // nginx passes the Host on without its port ($host), as for a site on 443.
    origin: 'http://127.0.0.1',
    'sec-fetch-site': 'same-origin',
    accept: 'application/json',
    'content-type': encoded.headers.get('content-type')!,
    cookie: await cookieFor(from)
  };
  return { from, email, body: new Uint8Array(await encoded.arrayBuffer()), headers };
}

async function send(post: Post) {
  post.answer = await requestFrom(post.from, `${site}/api/contact`, { method: 'POST', headers: post.headers, body: post.body });
}

/** Who answered: the app's JSON names each error's message; nginx's stand-in for its 502/504 (@api_unavailable) does not. */
function answeredBy(answer: Answer): 'app' | 'nginx' {
  try {
    const body = JSON.parse(answer.body) as { ok?: boolean; errors?: { message?: string }[] };
    return body.ok === true || body.errors?.[0]?.message ? 'app' : 'nginx';
  } catch {
    return 'nginx';
  }
}

/** "12×200, 88×503": the posts' answers counted by status. */
function count(posts: Post[]): string {
  const byStatus = new Map<number, number>();
  for (const p of posts) byStatus.set(p.answer!.status, (byStatus.get(p.answer!.status) ?? 0) + 1);
  return [...byStatus].map(([status, n]) => `${n}×${status}`).join(', ') || 'none';
}

describe.runIf((hasBuild && nginxPath) || required)('a flood of slow uploads through deploy/nginx.conf', () => {
  test('every visitor gets its 2xx within 10 s or a 503 with Retry-After; the store holds exactly the 2xx', async () => {
    // Warm, as a server that has run a while: the route's code loaded, the page in nginx's cache.
    const warm = await preparePost('127.0.3.1', 'warm.up@example.org', pdf());
    await send(warm);
    expect(warm.answer!.status).toBe(200);
    expect((await requestFrom('127.0.4.1', `${site}/hseq`)).status).toBe(200);

    // Each from a /24 of its own, so that neither nginx's per-address limit nor the app's
    // (one post per client, five in ten minutes, the /24's budget) turns the flood away
    // before it queues; nor is any of them a network the check queue has seen lately.
    const slow = pdfWordStream();
    const floodPosts = await Promise.all(
      Array.from({ length: flood.posts }, (_, i) => preparePost(`127.1.${i + 1}.1`, `flood.${i + 1}@example.org`, slow))
    );
    const visitorPosts = await Promise.all(
      visitors.map((v, i) => preparePost(`127.0.2.${i + 1}`, `visitor.${i + 1}@example.org`, v.cv ? pdf() : undefined))
    );

    // Spread over 6 s, about six times what two checks get through, so that the queue is
    // full throughout and each visitor meets it so; all at once, it drains in a few seconds.
    const sent = [
      ...floodPosts.map((post, i) => sleep(i * flood.everyMs).then(() => send(post))),
      ...visitorPosts.map((post, i) => sleep(visitors[i]!.atMs).then(() => send(post)))
    ];
    const pages: Answer[] = [];
    let settled = false;
    const reading = (async () => {
      while (!settled) {
        pages.push(await requestFrom('127.0.4.1', `${site}/hseq`));
        await sleep(500);
      }
    })();
    await Promise.all(sent).finally(() => (settled = true));
    await reading;
    // A store after the answer (after a 504, before the fixes) came seconds later: wait for one.
    await sleep(5000);

    const posts = [warm, ...floodPosts, ...visitorPosts];
    const reader = new Database(db, { readonly: true, fileMustExist: true });
    const rows = reader.prepare<[], { email: string; n: number }>('SELECT email, COUNT(*) AS n FROM enquiries GROUP BY email').all();
    reader.close();
    const stored = new Map(rows.map((r) => [r.email, r.n]));
    const errorLog = fs.readFileSync(path.join(dir, 'nginx', 'error.log'), 'utf8');
    const timedOut = errorLog.match(/upstream timed out/g)?.length ?? 0;

    const ok = (p: Post) => p.answer!.status >= 200 && p.answer!.status < 300;
    const withCv = visitorPosts.filter((_, i) => visitors[i]!.cv);
    const slowest = (some: Post[]) => Math.round(Math.max(0, ...some.map((p) => p.answer!.ms)));
    console.info(
      `flood of ${flood.posts} slow uploads through nginx: ${count(floodPosts)} (slowest ${slowest(floodPosts)} ms); ` +
        `visitors: ${visitorPosts.map((p, i) => `${visitors[i]!.cv ? 'CV' : 'no CV'} ${p.answer!.status} in ${Math.round(p.answer!.ms)} ms`).join(', ')} ` +
        `(slowest ${slowest(visitorPosts)} ms, slowest 2xx ${slowest(visitorPosts.filter(ok))} ms); ` +
        `pages ${pages.length}× (slowest ${Math.round(Math.max(...pages.map((p) => p.ms)))} ms); ` +
        `nginx timeouts ${timedOut}; stored ${rows.length - 1} of the flood's and visitors' posts, each 2xx once`
    );

    // Nothing waited on nginx's 60 s: every answer is the app's, and every 503 says when to retry.
    expect(timedOut, errorLog).toBe(0);
    for (const post of posts) {
      const { status, headers } = post.answer!;
      expect(answeredBy(post.answer!), `${post.email}: ${status} ${post.answer!.body}`).toBe('app');
      expect([200, 503], `${post.email}: ${post.answer!.body}`).toContain(status);
      if (status === 503) expect(Number(headers['retry-after']), post.email).toBeGreaterThan(0);
    }
    for (const post of visitorPosts) {
      const { status, ms } = post.answer!;
      if (ok(post)) expect(ms, `${post.email}: 2xx after ${Math.round(ms)} ms`).toBeLessThan(10_000);
      expect(ms, `${post.email}: ${status} after ${Math.round(ms)} ms`).toBeLessThan(handlerDeadlineMs);
    }
    // A post without a CV never queues: the flood costs it nothing.
    for (const post of visitorPosts.filter((p) => !withCv.includes(p))) expect(post.answer!.status, post.email).toBe(200);
    for (const page of pages) expect(page.status).toBe(200);
    // The flood did fill the queue, and the checks kept working through it.
    expect(floodPosts.filter((p) => p.answer!.status === 503).length).toBeGreaterThan(0);
    expect(floodPosts.filter(ok).length).toBeGreaterThan(0);

    // The store agrees with every answer: a 2xx's enquiry once, nothing for anything else.
    for (const post of posts) expect(stored.get(post.email) ?? 0, `${post.email} (${post.answer!.status})`).toBe(ok(post) ? 1 : 0);
    expect(rows.length).toBe(posts.filter(ok).length);
  }, 150_000);
});

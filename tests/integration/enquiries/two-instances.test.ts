/**
 * Two `next start` instances from one build on one PostgreSQL, one SIGKILLed in the middle
 * of a flood of posts: every post answered 2xx is stored once, none answered
 * otherwise is stored, and every stored enquiry reaches each of its recipients under the
 * one Message-ID of its outbox entry (at least once; copies counted and printed).
 * Skipped without a build (NEXT_DIST_DIR, else `.next`) or PostgreSQL; under CI=true
 * either missing fails. Ports: E2E_PORT + 6 and + 7 (+ 3 to + 5 are the engine suite's).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest';
import { minFillMs, networkBudgets } from '@/lib/enquiries/limits';
import { recipients } from '@/lib/enquiries/mail';
import { leaseMs } from '@/lib/enquiries/smtp';
import { databaseNow } from '@site/enquiry-store';
import { pdf } from '../../../packages/cv-check/tests/helpers/documents';
import type { NextServer } from '../../../scripts/common/next-server.mjs';
import { contactForm } from '../../helpers/enquiries/contact-post';
import { buildMissing, fillCookie, hasBuild, startInstance } from '../../helpers/enquiries/next-instance';
import { postgresAvailability, postgresRequired, startPostgres, type TestPostgres } from '../../helpers/postgres';
import { parseMime, startSmtp, type TestSmtp } from '../../helpers/smtp';

const availability = postgresAvailability();
const required = postgresRequired();
const missing = [...(hasBuild ? [] : [buildMissing]), ...(availability.ok ? [] : [availability.reason])];
if (missing.length > 0 && !required) {
  console.warn(`[enquiries tests] two instances on one PostgreSQL skipped: ${missing.join('; ')} (under CI=true this fails instead)`);
}

const ports = [0, 1].map((i) => Number(process.env.E2E_PORT || 3210) + 6 + i);
const total = 240;
const lanes = 8;

describe.runIf(missing.length === 0 || required)('two instances on one PostgreSQL', () => {
  let postgres: TestPostgres;
  let smtp: TestSmtp;
  let env: Record<string, string>;
  let db: pg.Client;
  const instances: NextServer[] = [];

  beforeAll(async () => {
    if (!hasBuild) throw new Error(buildMissing);
    [postgres, smtp] = await Promise.all([startPostgres(availability), startSmtp()]);
    // The mail server keeps each message at once and says so 300 ms later, as one that
    // scans it would: the kill falls inside some of the victim's sends, whose mail was
    // taken while the victim never learnt it, and which are sent again (at least once).
    smtp.answerDelayMs = 300;
    env = {
      DATABASE_URL: postgres.url,
      SMTP_URL: smtp.url,
      ENQUIRY_SECRET: randomBytes(32).toString('hex'),
      // The test is the proxy: X-Forwarded-For gives each post its own client address.
      ENQUIRY_PROXY_HOPS: '1',
      ENQUIRY_MIN_FILL_MS: '',
      ENQUIRY_DB: ''
    };
    // Started together on the empty database: both migrate it, one after the other.
    instances.push(...(await Promise.all(ports.map((port) => startInstance(port, env)))));
    db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    // kill() of one already gone only waits for its exit, which has happened.
    await Promise.all(instances.map((i) => i.kill()));
    await smtp?.stop();
    await postgres?.stop();
  });

  test('one SIGKILLed during a flood: every 2xx stored once, every stored enquiry mailed to each recipient under one Message-ID', async () => {
    onTestFailed(() => instances.forEach((i) => console.info(`--- next start on ${i.port}:\n${i.output.join('\n')}`)));
    const dbNow = async () => Number((await db.query<{ t: string }>(`SELECT ${databaseNow.postgres} AS t`)).rows[0]!.t);

    // The posts, encoded beforehand so that sending one costs this process next to nothing.
    // Post i goes to instance i % 2 from an address of its own, in /24s of as many posts as
    // a /24's budget allows (lib/enquiries/limits.ts); each /24's cookie is fetched from
    // one instance and used on both (the same ENQUIRY_SECRET).
    const perNetwork = networkBudgets.ipv4[0].max;
    const addressOf = (i: number) => `198.18.${Math.floor(i / perNetwork)}.${(i % perNetwork) + 1}`;
    const cookies = new Map<string, string>();
    for (let net = 0; net * perNetwork < total; net++)
      cookies.set(`198.18.${net}`, await fillCookie(instances[net % 2]!, `198.18.${net}.1`));
    const posts = await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        const target = instances[i % 2]!;
        const address = addressOf(i);
        const email = `flood.${i}@example.org`;
        const cv = i % 4 === 1;
        const attached = cv ? { name: 'cv.pdf', content: pdf(`Curriculum vitae ${i}`) } : undefined;
        const form = contactForm(email, attached, { name: `Flood Visitor ${i}`, message: `Post ${i} of a flood.` });
        const encoded = new Request(target.url, { method: 'POST', body: form });
        const body = new Uint8Array(await encoded.arrayBuffer());
        const headers = {
          origin: target.url,
          'sec-fetch-site': 'same-origin',
          accept: 'application/json',
          'content-type': encoded.headers.get('content-type')!,
          cookie: cookies.get(address.split('.').slice(0, 3).join('.'))!,
          'x-forwarded-for': address
        };
        return { i, email, cv, target, send: () => fetch(`${target.url}/api/contact`, { method: 'POST', body, headers }) };
      })
    );
    await new Promise((r) => setTimeout(r, minFillMs + 200));

    // The flood: `lanes` posts at a time, alternating between the instances; the first is
    // SIGKILLed once 40 % of the posts have their answer. A post whose answer never came
    // (the connection cut or refused) is one its visitor would send again: it may have
    // been stored before the kill, which is allowed and counted, but nothing that got an
    // answer other than 2xx may be stored.
    const [victim, survivor] = instances as [NextServer, NextServer];
    const status = new Map<string, number | null>();
    let next = 0;
    let killedAt = 0;
    let killedAfter = 0;
    let kill: Promise<void> | null = null;
    const cut: string[] = [];
    const started = performance.now();
    const lane = async () => {
      for (let post = posts[next++]; post; post = posts[next++]) {
        try {
          const response = await post.send();
          await response.arrayBuffer().catch(() => undefined);
          status.set(post.email, response.status);
        } catch (error) {
          status.set(post.email, null);
          // Refused: sent after the kill, never reached it. Any other failure: cut in flight.
          if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') cut.push(post.email);
        }
        if (!kill && status.size >= total * 0.4) {
          killedAfter = status.size;
          kill = victim.kill().then(async () => void (killedAt = await dbNow()));
        }
      }
    };
    await Promise.all(Array.from({ length: lanes }, lane));
    await kill;
    const floodMs = performance.now() - started;

    // The killed instance's leases run out 4 minutes (leaseMs) after they were taken: its
    // entries are sent again only then. Time passing is done by hand, as in
    // tests/helpers/enquiries/outbox-clock.ts, only for the leases taken before the kill
    // of enquiries posted to it (the survivor's are left alone).
    const victimEmails = posts.filter((p) => p.target === victim).map((p) => p.email);
    const { rows: expired } = await db.query<{ message_id: string }>(
      `UPDATE outbox o SET locked_until = o.locked_until - $1::bigint FROM enquiries e
       WHERE e.id = o.enquiry_id AND o.status = 'pending' AND o.locked_until <= $2::bigint AND e.email = ANY ($3::text[])
       RETURNING o.message_id`,
      [leaseMs, killedAt + leaseMs, victimEmails]
    );
    // Restarted, as systemd would: its outbox run 2 s after it starts (lib/enquiries/worker.ts)
    // sends what the killed one left, leased or not; the survivor's minute timer would too.
    const restartedAt = performance.now();
    instances[0] = await startInstance(victim.port, env);
    for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 200))) {
      const { rows } = await db.query<{ n: string }>(`SELECT COUNT(*) AS n FROM outbox WHERE status <> 'sent'`);
      if (rows[0]!.n === '0') break;
      if (Date.now() > deadline) throw new Error(`${rows[0]!.n} outbox entries still not sent a minute after the restart`);
    }
    const deliveredMs = performance.now() - restartedAt;
    await new Promise((r) => setTimeout(r, 500));

    const { rows: stored } = await db.query<{ email: string; message_id: string; status: string }>(
      'SELECT e.email, o.message_id, o.status FROM enquiries e JOIN outbox o ON o.enquiry_id = e.id ORDER BY e.id'
    );
    const storedTimes = new Map<string, number>();
    for (const r of stored) storedTimes.set(r.email, (storedTimes.get(r.email) ?? 0) + 1);
    const accepted = [...status].filter(([, s]) => s !== null && s >= 200 && s < 300).map(([e]) => e);
    const refused = [...status].filter(([, s]) => s !== null && (s < 200 || s >= 300));
    const unanswered = [...status].filter(([, s]) => s === null).map(([e]) => e);
    const storedUnanswered = unanswered.filter((e) => storedTimes.has(e));

    expect(status.size).toBe(total);
    expect(accepted.filter((e) => storedTimes.get(e) !== 1)).toEqual([]);
    expect(refused.filter(([e]) => storedTimes.has(e))).toEqual([]);
    expect([...storedTimes].filter(([, n]) => n !== 1)).toEqual([]);
    expect(stored.length).toBe(accepted.length + storedUnanswered.length);
    // Only the killed instance leaves posts unanswered.
    expect(unanswered.filter((e) => !victimEmails.includes(e))).toEqual([]);
    // Nothing answers 500 (handler.ts): a refusal under load is 503, or 422 for a CV the check gave up on.
    expect(refused.filter(([, s]) => s! >= 500 && s !== 503)).toEqual([]);
    const byStatus = new Map<number | null, number>();
    for (const [, s] of refused) byStatus.set(s, (byStatus.get(s) ?? 0) + 1);
    const refusals = [...byStatus].map(([s, n]) => `${n} × ${s}`);

    // Each mail's visitor (Reply-To) and Message-ID, and whom the envelope took it to.
    const { to, cc } = recipients('qatar', 'technical');
    const everyone = [to, ...(cc ? [cc] : [])].map((a) => a.toLowerCase());
    const messageIds = new Map<string, Set<string>>();
    const copies = new Map<string, number>();
    for (const mail of smtp.messages) {
      const headers = parseMime(mail.raw).headers;
      const id = headers.get('message-id') ?? '';
      const visitor = /<([^>]+)>/.exec(headers.get('reply-to') ?? '')?.[1] ?? '';
      messageIds.set(visitor, (messageIds.get(visitor) ?? new Set()).add(id));
      for (const address of mail.to) copies.set(`${id} ${address.toLowerCase()}`, (copies.get(`${id} ${address.toLowerCase()}`) ?? 0) + 1);
    }
    expect(stored.filter((r) => r.status !== 'sent')).toEqual([]);
    // One Message-ID per enquiry, its outbox entry's; no mail for anything not stored.
    expect(stored.filter((r) => [...(messageIds.get(r.email) ?? [])].join() !== r.message_id)).toEqual([]);
    expect(messageIds.size).toBe(stored.length);
    const wanted = stored.flatMap((r) => everyone.map((address) => `${r.message_id} ${address}`));
    expect(wanted.filter((key) => !copies.has(key))).toEqual([]);
    expect(copies.size).toBe(wanted.length);
    // A second copy only of what the killed instance was sending: the mail server had taken
    // it, the 250 never reached the dead process, and the entry was sent again once its
    // lease ran out. Nothing the survivor sent, nor any entry two workers held at once.
    const doubled = [...new Set([...copies].filter(([, n]) => n > 1).map(([key]) => key.split(' ')[0]!))];
    const leftBehind = new Set(expired.map((r) => r.message_id));
    expect(doubled.filter((id) => !leftBehind.has(id))).toEqual([]);

    console.info(
      `[two instances] ${total} posts (${posts.filter((p) => p.cv).length} with a CV) over ${lanes} lanes in ${(floodMs / 1000).toFixed(1)} s, ` +
        `instance on ${victim.port} SIGKILLed after ${killedAfter} answers: ${accepted.length} × 2xx, ` +
        `${refused.length} refused (${refusals.join(', ') || 'none'}; none stored), ${unanswered.length} unanswered (${cut.length} cut in flight, the rest refused connections; ${storedUnanswered.length} stored); ` +
        `${stored.length} stored, each once; ${expired.length} leases left by the killed instance; ` +
        `all sent ${(deliveredMs / 1000).toFixed(1)} s after its restart: ${smtp.messages.length} mails, ` +
        `each of ${copies.size} (Message-ID, recipient) pairs received, ${doubled.length} enquiries twice (same Message-ID, all left by the killed instance)`
    );
    // The survivor kept answering throughout.
    expect(survivor.child.exitCode).toBeNull();
  }, 120_000);
});

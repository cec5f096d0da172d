/**
 * The store contract, run against each engine for real (SQLite file, PostgreSQL
 * cluster): see sqlite.test.ts and postgres.test.ts.
 */
import { expect, test, vi } from 'vitest';
import type { SendMailOptions } from 'nodemailer';
import { deliverDue } from '@/lib/enquiries/delivery';
import type { EnquiryStore } from '@site/enquiry-store';
import { sampleCv, sampleEnquiry } from '../../../packages/enquiry-store/tests/helpers/samples';
import { pdf } from '../../../packages/cv-check/tests/helpers/documents';
import { acceptAll } from '../../helpers/smtp';

/** `advance` moves the store's outbox clock forward (tests/helpers/enquiries/outbox-clock.ts). */
export function defineStoreSuite(store: () => EnquiryStore, advance: (ms: number) => Promise<void>) {
  test('an enquiry, its CV and its outbox entry are stored together and read back', async () => {
    const s = store();
    const content = pdf('Jane Doe');
    const { id, ref } = await s.create(sampleEnquiry({ cv: sampleCv(content) }), 1_700_000_000_000, 'example.com');
    const got = await s.get(id);
    expect(got).toMatchObject({
      id,
      ref,
      createdAt: 1_700_000_000_000,
      name: 'Jane Doe',
      country: 'qatar',
      cv: { displayName: 'Jane Doe CV.pdf', format: 'pdf', size: content.length },
      outbox: { status: 'pending', attempts: 0, messageId: `<enquiry.${ref}@example.com>` }
    });
    const cv = await s.cv(id);
    expect(cv && Buffer.compare(cv.content, content)).toBe(0);
    expect((await s.list({ limit: 5 })).map((e) => e.id)).toContain(id);
  });

  test('enquiry and CV are written in one transaction: a failing CV leaves nothing behind', async () => {
    const s = store();
    const before = await s.stats();
    const broken = { ...sampleCv(), storedName: null as unknown as string };
    await expect(s.create(sampleEnquiry({ cv: broken }), Date.now(), 'example.com')).rejects.toThrow();
    expect(await s.stats()).toEqual(before);
  });

  test('the secret is created once and kept', async () => {
    const s = store();
    const a = await s.secret();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await s.secret()).toBe(a);
  });

  test('rate limit: five hits per window per key, then refused until the oldest expires', async () => {
    const s = store();
    const key = `key-${Math.random()}`;
    const t0 = 1_800_000_000_000;
    const window = 600_000;
    const budget = (k: string) => [{ key: k, max: 5, windowMs: window }];
    for (let i = 0; i < 5; i++) expect(await s.spend(budget(key), t0 + i * 1000)).toEqual({ allowed: true });
    const refused = await s.spend(budget(key), t0 + 10_000);
    expect(refused).toEqual({ allowed: false, key, retryAfterMs: window - 10_000 });
    expect(await s.spend(budget(`other-${key}`), t0 + 10_000)).toEqual({ allowed: true });
    expect(await s.spend(budget(key), t0 + window + 1)).toEqual({ allowed: true });
  });

  test('rate limit: expired hits of every client are dropped, so the table holds only hits that still count', async () => {
    const s = store();
    const t0 = 2_000_000_000_000;
    const window = 600_000;
    await s.spend([{ key: `gone-${Math.random()}`, max: 5, windowMs: window }], t0);
    await s.spend([{ key: `later-${Math.random()}`, max: 5, windowMs: window }], t0 + window + 1);
    expect(await s.pruneRateHits(t0 + window - 1)).toBe(0);
    expect(await s.pruneRateHits(t0 + 2 * window + 1)).toBe(1);
  });

  test('rate limit holds under concurrency: 20 simultaneous hits, 5 allowed', async () => {
    const s = store();
    const key = `burst-${Math.random()}`;
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => s.spend([{ key, max: 5, windowMs: 600_000 }], now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  test('budgets are spent all or none: a post its network refuses costs its client nothing, and a peek costs nothing', async () => {
    const s = store();
    const t0 = 2_100_000_000_000;
    const client = { key: `client-${Math.random()}`, max: 5, windowMs: 600_000 };
    const network = { key: `network-${Math.random()}`, max: 2, windowMs: 3_600_000 };
    for (let i = 0; i < network.max; i++) expect(await s.spend([client, network], t0 + i)).toEqual({ allowed: true });
    expect(await s.spend([client, network], t0 + 10, { peek: true })).toEqual({
      allowed: false,
      key: network.key,
      retryAfterMs: network.windowMs - 10
    });
    expect(await s.spend([client, network], t0 + 10)).toMatchObject({ allowed: false, key: network.key });
    // The client's own budget has all but the two posts the network took.
    for (let i = 0; i < client.max - network.max; i++) {
      expect(await s.spend([client], t0 + 20, { peek: true })).toEqual({ allowed: true });
      expect(await s.spend([client], t0 + 20)).toEqual({ allowed: true });
    }
    expect(await s.spend([client], t0 + 20)).toMatchObject({ allowed: false, key: client.key });
  });

  test("a charge counts as that many hits for its own time, past the budget's window", async () => {
    const s = store();
    const t0 = 2_200_000_000_000;
    const budget = { key: `charged-${Math.random()}`, max: 4, windowMs: 600_000 };
    const penaltyMs = 3_600_000;
    await s.charge([budget.key, `other-${budget.key}`], 3, t0, penaltyMs);
    expect(await s.spend([budget], t0 + 1)).toEqual({ allowed: true });
    expect(await s.spend([budget], t0 + 2)).toEqual({ allowed: false, key: budget.key, retryAfterMs: budget.windowMs - 1 });
    // The post's own hit expires with its window, the charge only after its time.
    expect(await s.spend([budget], t0 + budget.windowMs + 1)).toEqual({ allowed: true });
    expect(await s.spend([budget], t0 + budget.windowMs + 2)).toEqual({
      allowed: false,
      key: budget.key,
      retryAfterMs: budget.windowMs - 1
    });
    expect(await s.spend([budget], t0 + penaltyMs)).toEqual({ allowed: true });
  });

  test('the CV bytes stored are summed: what the store quota measures', async () => {
    const s = store();
    const before = await s.cvBytes();
    const content = pdf('x'.repeat(5000));
    await s.create(sampleEnquiry({ cv: sampleCv(content) }), Date.now(), 'example.com');
    await s.create(sampleEnquiry(), Date.now(), 'example.com');
    expect(await s.cvBytes()).toBe(before + content.length);
  });

  test('outbox: a lease gives each entry to one caller only; retry and failure are recorded', async () => {
    const s = store();
    const ids: number[] = [];
    for (let i = 0; i < 10; i++)
      ids.push((await s.create(sampleEnquiry({ cv: i === 0 ? sampleCv() : null }), Date.now(), 'example.com')).id);

    const [a, b, c] = await Promise.all([
      s.claim(60_000, { limit: 10, ids }),
      s.claim(60_000, { limit: 10, ids }),
      s.claim(60_000, { limit: 10, ids })
    ]);
    const claimed = [...a, ...b, ...c].map((j) => j.id).sort((x, y) => x - y);
    expect(claimed).toEqual(ids);
    const first = [...a, ...b, ...c].find((j) => j.id === ids[0])!;
    expect(first.cvContent && first.cvContent.length).toBeGreaterThan(0);

    // Leased entries are not handed out again until the lease ends.
    expect(await s.claim(60_000, { limit: 10, ids })).toEqual([]);

    const lease = (id: number) => [...a, ...b, ...c].find((j) => j.id === id)!.lease;
    const before = Date.now();
    expect(await s.markSent(ids[0]!, lease(ids[0]!))).toBe(true);
    expect(await s.markRetry(ids[1]!, lease(ids[1]!), 120_000, 'ECONNREFUSED\r\nconnect failed')).toBe(true);
    const after = Date.now();
    expect(await s.markFailed(ids[2]!, lease(ids[2]!), '550 Mailbox unavailable')).toBe(true);
    const sent = (await s.get(ids[0]!))!.outbox;
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent.sentAt).toBeGreaterThanOrEqual(before);
    expect(sent.sentAt).toBeLessThanOrEqual(after);
    const retried = (await s.get(ids[1]!))!.outbox;
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ECONNREFUSED connect failed' });
    expect(retried.nextAttemptAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(retried.nextAttemptAt).toBeLessThanOrEqual(after + 120_000);
    expect((await s.get(ids[2]!))!.outbox).toMatchObject({ status: 'failed', lastError: '550 Mailbox unavailable' });

    // Sent and failed entries are never due again; a retry is due at its time.
    expect(await s.claim(60_000, { limit: 10, ids: ids.slice(0, 3) })).toEqual([]);
    await advance(10 * 60_000);
    expect((await s.claim(60_000, { limit: 10, ids: ids.slice(0, 3) })).map((j) => j.id)).toEqual([ids[1]]);
    const due = await s.claim(60_000, { limit: 100 });
    expect(due.map((j) => j.id)).toEqual(expect.arrayContaining(ids.slice(3)));
    expect((await s.list({ status: 'failed' })).map((e) => e.id)).toContain(ids[2]);
    // Of the ids given, the first `limit` that are due: sent and failed ones are passed over.
    await advance(2 * 60_000);
    const some = [ids[0]!, ids[2]!, ids[3]!, ids[4]!, ids[5]!];
    expect((await s.claim(60_000, { limit: 2, ids: some })).map((j) => j.id)).toEqual([ids[3], ids[4]]);
  });

  test('lease fencing: a late outcome from an expired lease cannot overwrite what a later lease recorded', async () => {
    const s = store();
    const { id } = await s.create(sampleEnquiry(), Date.now(), 'example.com');
    const [first] = await s.claim(1000, { limit: 1, ids: [id] });
    // The first worker stalls past its lease; a second one claims the entry and sends it.
    await advance(2000);
    // Leases are the database's time: a real lease ends only after real time has passed,
    // which shifting the stored times does not do, so let a few milliseconds go by.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [second] = await s.claim(1000, { limit: 1, ids: [id] });
    expect(second!.lease).toBeGreaterThan(first!.lease);
    expect(await s.markSent(id, second!.lease)).toBe(true);
    expect(await s.markFailed(id, first!.lease, '554 late failure')).toBe(false);
    expect(await s.markRetry(id, first!.lease, 9000, 'late retry')).toBe(false);
    expect((await s.get(id))!.outbox).toMatchObject({ status: 'sent', lastError: null, attempts: 1 });
  });

  test('the outbox runs on the database clock: an instance whose clock is an hour off neither misses a due entry nor takes over a lease still held', async () => {
    const s = store();
    const due = (await s.create(sampleEnquiry({ name: 'Clock Slow' }), Date.now(), 'example.com')).id;
    const held = (await s.create(sampleEnquiry({ name: 'Clock Fast' }), Date.now(), 'example.com')).id;
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now');
    try {
      // An hour slow: what another instance stored just now is due all the same.
      clock.mockImplementation(() => realNow() - 3_600_000);
      expect((await deliverDue(s, { ids: [due], transport: { sendMail: async (mail) => acceptAll(mail) } })).sent).toEqual([due]);
      // One instance is sending `held` to a slow mail server...
      clock.mockImplementation(realNow);
      let started = () => {};
      let finish = () => {};
      const sending = new Promise<void>((resolve) => (started = resolve));
      const slow = {
        sendMail: (mail: SendMailOptions) => {
          started();
          return new Promise<ReturnType<typeof acceptAll>>((resolve) => (finish = () => resolve(acceptAll(mail))));
        }
      };
      const first = deliverDue(s, { ids: [held], transport: slow });
      await sending;
      // ...and another, whose clock is an hour fast, does not take it over.
      clock.mockImplementation(() => realNow() + 3_600_000);
      const other = vi.fn(async (mail: SendMailOptions) => acceptAll(mail));
      expect((await deliverDue(s, { ids: [held], transport: { sendMail: other } })).sent).toEqual([]);
      expect(other).not.toHaveBeenCalled();
      clock.mockImplementation(realNow);
      finish();
      expect((await first).sent).toEqual([held]);
    } finally {
      clock.mockRestore();
    }
  });

  test("recipients' outcomes are recorded with the entry's, under its lease; requeue forgets the refusals and keeps the acceptances", async () => {
    const s = store();
    const email = `recipients.${Math.random().toString(36).slice(2)}@example.org`;
    const { id } = await s.create(sampleEnquiry({ email }), Date.now(), 'example.com');
    const [job] = await s.claim(60_000, { limit: 1, ids: [id] });
    expect(job!.outbox.recipients).toEqual([]);
    const took = { address: 'office@example.com', status: 'sent', error: null } as const;
    // A stale lease records nothing, its recipients included.
    expect(await s.markRetry(id, job!.lease - 1, 0, 'stale', [took])).toBe(false);
    expect((await s.get(id))!.outbox.recipients).toEqual([]);
    const before = Date.now();
    expect(
      await s.markFailed(id, job!.lease, 'To dept@example.com: 550 No such mailbox', [
        took,
        { address: 'dept@example.com', status: 'failed', error: '550 No such\r\nmailbox' }
      ])
    ).toBe(true);
    const failed = (await s.get(id))!.outbox;
    expect(failed).toMatchObject({ status: 'failed', lastError: 'To dept@example.com: 550 No such mailbox' });
    expect(failed.recipients).toEqual([
      { address: 'dept@example.com', status: 'failed', error: '550 No such mailbox', at: expect.any(Number) },
      { ...took, at: expect.any(Number) }
    ]);
    for (const r of failed.recipients) expect(r.at).toBeGreaterThanOrEqual(before);

    expect(await s.requeue([id])).toEqual([id]);
    const [again] = await s.claim(60_000, { limit: 1, ids: [id] });
    expect(again!.outbox.recipients.map((r) => r.address)).toEqual(['office@example.com']);
    expect(await s.markSent(id, again!.lease, [{ address: 'dept@example.com', status: 'sent', error: null }])).toBe(true);
    expect((await s.get(id))!.outbox.recipients.map((r) => [r.address, r.status])).toEqual([
      ['dept@example.com', 'sent'],
      ['office@example.com', 'sent']
    ]);
    // They go with their enquiry.
    expect(await s.erase(email, Date.now())).toMatchObject({ enquiries: 1 });
  });

  test('requeue: a failed entry is due again, attempts afresh; sent ones are left alone; --failed skips the quarantine', async () => {
    const s = store();
    const t0 = Date.now();
    const failed = (await s.create(sampleEnquiry(), t0, 'example.com')).id;
    const sent = (await s.create(sampleEnquiry(), t0, 'example.com')).id;
    const caught = (await s.create(sampleEnquiry({ quarantine: 'honeypot' }), t0, 'example.com')).id;
    const jobs = await s.claim(60_000, { limit: 5, ids: [failed, sent, caught] });
    expect(jobs.map((j) => j.id)).toEqual([failed, sent]);
    await s.markFailed(failed, jobs[0]!.lease, '552 Message too large');
    await s.markSent(sent, jobs[1]!.lease);
    const before = Date.now();
    expect(await s.requeue('failed')).toContain(failed);
    expect(await s.requeue('failed')).not.toContain(caught);
    const requeued = (await s.get(failed))!.outbox;
    expect(requeued).toMatchObject({ status: 'pending', attempts: 0 });
    expect(requeued.nextAttemptAt).toBeGreaterThanOrEqual(before);
    expect(requeued.nextAttemptAt).toBeLessThanOrEqual(Date.now());
    expect(await s.requeue([sent])).toEqual([]);
    expect((await s.claim(60_000, { limit: 5, ids: [failed] })).map((j) => j.id)).toEqual([failed]);
    // A quarantined one requeued by its id is released: staff judged it genuine.
    expect(await s.requeue([caught])).toEqual([caught]);
    expect((await s.get(caught))!).toMatchObject({ quarantine: null, outbox: { status: 'pending' } });
  });

  test('quarantine: stored, never claimed, listed apart and counted apart', async () => {
    const s = store();
    const before = await s.stats();
    const { id } = await s.create(sampleEnquiry({ name: 'Honeypot Bot', quarantine: 'honeypot' }), Date.now(), 'example.com');
    expect(await s.claim(60_000, { limit: 5, ids: [id] })).toEqual([]);
    expect((await s.claim(60_000, { limit: 1000 })).map((j) => j.id)).not.toContain(id);
    expect((await s.list({ quarantined: true })).map((e) => e.id)).toContain(id);
    expect((await s.list({ limit: 1000 })).map((e) => e.id)).not.toContain(id);
    const after = await s.stats();
    expect(after).toMatchObject({ quarantined: before.quarantined + 1, enquiries: before.enquiries, failed: before.failed });
    expect((await s.get(id))!.quarantine).toBe('honeypot');
  });

  test('purge deletes old delivered enquiries with their CV and outbox entry, and keeps undelivered ones', async () => {
    const s = store();
    const day = 24 * 60 * 60 * 1000;
    const then = Date.now() - 200 * day;
    const old = await s.create(sampleEnquiry({ cv: sampleCv() }), then, 'example.com');
    const oldWaiting = await s.create(sampleEnquiry(), then, 'example.com');
    const oldCaught = await s.create(sampleEnquiry({ quarantine: 'honeypot' }), then, 'example.com');
    const [job] = await s.claim(60_000, { limit: 1, ids: [old.id] });
    await s.markSent(old.id, job!.lease);
    const recent = await s.create(sampleEnquiry(), Date.now(), 'example.com');
    const before = await s.stats();
    expect(await s.purge(Date.now() - 180 * day)).toBeGreaterThanOrEqual(2);
    expect(await s.get(old.id)).toBeNull();
    expect(await s.cv(old.id)).toBeNull();
    expect(await s.get(oldCaught.id)).toBeNull();
    expect(await s.get(oldWaiting.id)).not.toBeNull();
    expect(await s.get(recent.id)).not.toBeNull();
    const after = await s.stats();
    expect(after.files).toBeLessThan(before.files);
    expect(after.enquiries).toBeLessThan(before.enquiries);
  });

  test('byEmail finds every enquiry from an address in any letter case, spaces around it ignored, quarantined ones too', async () => {
    const s = store();
    const address = `Subject.${Math.random().toString(36).slice(2)}@Example.org`;
    const now = Date.now();
    const a = await s.create(sampleEnquiry({ email: address, cv: sampleCv() }), now, 'example.com');
    const b = await s.create(sampleEnquiry({ email: address.toLowerCase(), quarantine: 'honeypot' }), now + 1, 'example.com');
    await s.create(sampleEnquiry({ email: `other-${address}` }), now, 'example.com');
    const found = await s.byEmail(`  ${address.toUpperCase()} `);
    expect(found.map((e) => e.id)).toEqual([a.id, b.id]);
    expect(found[0]).toMatchObject({ email: address, cv: { displayName: 'Jane Doe CV.pdf' }, outbox: { status: 'pending' } });
    expect(await s.byEmail('nobody@example.org')).toEqual([]);
  });

  test('erase deletes every enquiry from an address with CVs and outbox entries, and logs only a reference and counts', async () => {
    const s = store();
    const address = `erase.${Math.random().toString(36).slice(2)}@example.org`;
    const now = Date.now();
    const withCv = await s.create(sampleEnquiry({ email: address, cv: sampleCv() }), now, 'example.com');
    const plain = await s.create(sampleEnquiry({ email: address.toUpperCase() }), now, 'example.com');
    const kept = await s.create(sampleEnquiry({ email: `kept-${address}` }), now, 'example.com');
    const before = await s.stats();

    const record = await s.erase(` ${address.toUpperCase()}`, now);
    expect(record).toEqual({ ref: expect.stringMatching(/^[0-9a-f-]{36}$/), erasedAt: now, enquiries: 2, files: 1 });
    expect(await s.get(withCv.id)).toBeNull();
    expect(await s.get(plain.id)).toBeNull();
    expect(await s.cv(withCv.id)).toBeNull();
    expect(await s.get(kept.id)).not.toBeNull();
    expect(await s.byEmail(address)).toEqual([]);
    // Nothing of theirs is left to be e-mailed.
    expect((await s.claim(60_000, { limit: 1, ids: [withCv.id, plain.id] })).length).toBe(0);
    const after = await s.stats();
    expect(after).toMatchObject({ enquiries: before.enquiries - 2, files: before.files - 1, pending: before.pending - 2 });

    const log = await s.erasures();
    expect(log).toContainEqual(record);
    expect(JSON.stringify(log)).not.toContain(address);
    // An address with nothing stored is answered and logged too.
    expect(await s.erase('nobody@example.org', now + 1)).toMatchObject({ enquiries: 0, files: 0 });
  });
}

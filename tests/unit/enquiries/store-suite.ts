/**
 * The store contract, run against each engine for real (SQLite file, PostgreSQL
 * cluster): see sqlite.test.ts and postgres.test.ts.
 */
import { expect, test } from 'vitest';
import type { EnquiryStore, NewEnquiry } from '@/lib/enquiries/store';
import { pdf } from '../../helpers/documents';

export function sampleEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    locale: 'en',
    name: 'Jane Doe',
    company: 'Acme',
    email: 'jane@example.org',
    office: 'qatar',
    department: 'technical',
    message: 'We would like a laser scan of a compressor station.',
    cv: null,
    ...overrides
  };
}

export function sampleCv(content: Buffer = pdf()) {
  return {
    storedName: 'cv-00000000-0000-4000-8000-000000000000.pdf',
    displayName: 'Jane Doe CV.pdf',
    format: 'pdf' as const,
    mime: 'application/pdf',
    size: content.length,
    sha256: 'ab'.repeat(32),
    content
  };
}

export function defineStoreSuite(store: () => EnquiryStore) {
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
      office: 'qatar',
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
    for (let i = 0; i < 5; i++) expect(await s.rateLimit(key, t0 + i * 1000, window, 5)).toEqual({ allowed: true });
    const refused = await s.rateLimit(key, t0 + 10_000, window, 5);
    expect(refused).toEqual({ allowed: false, retryAfterMs: window - 10_000 });
    expect(await s.rateLimit(`other-${key}`, t0 + 10_000, window, 5)).toEqual({ allowed: true });
    expect(await s.rateLimit(key, t0 + window + 1, window, 5)).toEqual({ allowed: true });
  });

  test('rate limit: expired hits of every client are dropped, so the table holds only the current window', async () => {
    const s = store();
    const t0 = 2_000_000_000_000;
    const window = 600_000;
    await s.rateLimit(`gone-${Math.random()}`, t0, window, 5);
    await s.rateLimit(`later-${Math.random()}`, t0 + window + 1, window, 5);
    expect(await s.pruneRateHits(t0 + window)).toBe(0);
    expect(await s.pruneRateHits(t0 + window + 1)).toBe(1);
  });

  test('rate limit holds under concurrency: 20 simultaneous hits, 5 allowed', async () => {
    const s = store();
    const key = `burst-${Math.random()}`;
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => s.rateLimit(key, now, 600_000, 5)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  test('outbox: a lease gives each entry to one caller only; retry and failure are recorded', async () => {
    const s = store();
    const now = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push((await s.create(sampleEnquiry({ cv: i === 0 ? sampleCv() : null }), now, 'example.com')).id);

    const [a, b, c] = await Promise.all([
      s.claim(now, 60_000, { limit: 10, ids }),
      s.claim(now, 60_000, { limit: 10, ids }),
      s.claim(now, 60_000, { limit: 10, ids })
    ]);
    const claimed = [...a, ...b, ...c].map((j) => j.id).sort((x, y) => x - y);
    expect(claimed).toEqual(ids);
    const first = [...a, ...b, ...c].find((j) => j.id === ids[0])!;
    expect(first.cvContent && first.cvContent.length).toBeGreaterThan(0);

    // Leased entries are not handed out again until the lease ends.
    expect(await s.claim(now + 1000, 60_000, { limit: 10, ids })).toEqual([]);
    expect((await s.claim(now + 61_000, 60_000, { limit: 10, ids: [ids[1]!] })).map((j) => j.id)).toEqual([ids[1]]);

    await s.markSent(ids[0]!, now);
    await s.markRetry(ids[1]!, now + 120_000, 'ECONNREFUSED\r\nconnect failed');
    await s.markFailed(ids[2]!, '550 Mailbox unavailable');
    expect((await s.get(ids[0]!))!.outbox).toMatchObject({ status: 'sent', sentAt: now, attempts: 1 });
    expect((await s.get(ids[1]!))!.outbox).toMatchObject({
      status: 'pending',
      nextAttemptAt: now + 120_000,
      attempts: 1,
      lastError: 'ECONNREFUSED connect failed'
    });
    expect((await s.get(ids[2]!))!.outbox).toMatchObject({ status: 'failed', lastError: '550 Mailbox unavailable' });

    // Sent and failed entries are never due again; a retry is due at its time.
    const later = now + 10 * 60_000;
    expect((await s.claim(later, 60_000, { limit: 10, ids: ids.slice(0, 3) })).map((j) => j.id)).toEqual([ids[1]]);
    const due = await s.claim(later, 60_000, { limit: 100 });
    expect(due.map((j) => j.id)).toEqual(expect.arrayContaining(ids.slice(3)));
    expect((await s.list({ status: 'failed' })).map((e) => e.id)).toContain(ids[2]);
  });

  test('purge deletes old enquiries with their CV and outbox entry', async () => {
    const s = store();
    const day = 24 * 60 * 60 * 1000;
    const old = await s.create(sampleEnquiry({ cv: sampleCv() }), Date.now() - 200 * day, 'example.com');
    const recent = await s.create(sampleEnquiry(), Date.now(), 'example.com');
    const before = await s.stats();
    expect(await s.purge(Date.now() - 180 * day)).toBeGreaterThanOrEqual(1);
    expect(await s.get(old.id)).toBeNull();
    expect(await s.cv(old.id)).toBeNull();
    expect(await s.get(recent.id)).not.toBeNull();
    const after = await s.stats();
    expect(after.files).toBeLessThan(before.files);
    expect(after.enquiries).toBeLessThan(before.enquiries);
  });
}

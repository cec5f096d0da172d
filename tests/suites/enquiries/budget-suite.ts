/**
 * The budgets above the single client (lib/enquiries/budgets.ts, figures in
 * lib/enquiries/limits.ts), through the route handler on a real store of each engine
 * (sqlite.test.ts, postgres.test.ts). The handler runs on a clock of the suite's own,
 * each test at a time hours after the last, so that one test's hits never count in the
 * next; forms are shown 10 s before each post on that clock.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { secretOf, handleContactPost } from '@/lib/enquiries/handler';
import { complexFilePenalty, cvStoreQuota, networkBudgets, rateLimit, siteBudgets } from '@/lib/enquiries/limits';
import type { EnquiryStore } from '@site/enquiry-store';
import { rtfThemePackages } from '../../../packages/cv-check/tests/helpers/complex-files';
import { pdf } from '../../../packages/cv-check/tests/helpers/documents';
import { contactPost } from '../../helpers/enquiries/contact-post';
import { sampleCv, sampleEnquiry } from '../../../packages/enquiry-store/tests/helpers/samples';

const [v4Network] = networkBudgets.ipv4;
const [v6Network56, v6Network48] = networkBudgets.ipv6;

export function defineBudgetSuite(open: () => Promise<EnquiryStore>) {
  let store: EnquiryStore;
  let secret: string;
  let clock = Date.now();
  let posts = 0;

  beforeAll(async () => {
    process.env.ENQUIRY_PROXY_HOPS = '1';
    store = await open();
    secret = await secretOf(store);
  });
  afterAll(async () => store?.close());

  /** A new test's time: far enough after the last test's that none of its hits still count. */
  const nextTest = () => (clock += 10 * 60 * 60 * 1000);

  type Post = { ip: string; cv?: { name: string; content: Buffer } };
  const post = ({ ip, cv }: Post) => {
    const request = contactPost(secret, `budget-${++posts}@example.org`, ip, { shownAt: clock - 10_000, ...(cv ? { cv } : {}) });
    return handleContactPost(request, { store: async () => store, now: () => clock, afterResponse: () => undefined });
  };
  const statuses = async (requests: Post[]) => {
    const out: number[] = [];
    for (const request of requests) out.push((await post(request)).status);
    return out;
  };
  /** A /64 of the /48 2001:db8:<site>::/48: `net56` picks its /56 (0–255), `net64` the /64 in that. */
  const v6 = (site: number, net56: number, net64: number) => `2001:db8:${site.toString(16)}:${((net56 << 8) | net64).toString(16)}::1`;

  async function expectRefused(response: Response, status: number, code: string, retryAfterMax: number) {
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ ok: false, code });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(retryAfterMax);
  }

  test('an IPv6 /56 posting from a new /64 each time gets its budget of posts, then 429; so does a /48 from new /56s', async () => {
    nextTest();
    const from56 = Array.from({ length: v6Network56.max }, (_, i) => ({ ip: v6(0xa1, 0, i) }));
    expect(await statuses(from56)).toEqual(from56.map(() => 200));
    await expectRefused(await post({ ip: v6(0xa1, 0, v6Network56.max) }), 429, 'rate_limited', v6Network56.windowMs / 1000);

    // Further /56s of that /48 post until the /48 has had its budget.
    const left = v6Network48.max - v6Network56.max;
    const from48 = Array.from({ length: left }, (_, i) => ({ ip: v6(0xa1, 1 + Math.floor(i / rateLimit.max), i % rateLimit.max) }));
    expect(await statuses(from48)).toEqual(from48.map(() => 200));
    await expectRefused(await post({ ip: v6(0xa1, 200, 0) }), 429, 'rate_limited', v6Network48.windowMs / 1000);
    // Another /48 is not affected.
    expect((await post({ ip: v6(0xa2, 0, 0) })).status).toBe(200);
  }, 120_000);

  test('an IPv4 /24 posting from a new address each time gets its budget of posts, then 429', async () => {
    nextTest();
    const from24 = Array.from({ length: v4Network.max }, (_, i) => ({ ip: `203.0.113.${i + 1}` }));
    expect(await statuses(from24)).toEqual(from24.map(() => 200));
    await expectRefused(await post({ ip: '203.0.113.250' }), 429, 'rate_limited', v4Network.windowMs / 1000);
    expect((await post({ ip: '203.0.114.1' })).status).toBe(200);
  }, 60_000);

  /** Posts from a new /24 each, none of its network's budgets near. */
  let spread = 0;
  const spreadIp = () => `10.${Math.floor(++spread / 256) % 256}.${spread % 256}.9`;

  test("the site's hourly budget of mails: past it every post gets 503 with Retry-After, logged once; an hour later posts are taken again", async () => {
    const start = nextTest();
    const warn = vi.spyOn(console, 'warn');
    try {
      const taken = Array.from({ length: siteBudgets.mails.max }, () => ({ ip: spreadIp() }));
      expect(await statuses(taken)).toEqual(taken.map(() => 200));
      clock += 1000;
      for (let i = 0; i < 3; i++)
        await expectRefused(await post({ ip: spreadIp() }), 503, 'unavailable', siteBudgets.mails.windowMs / 1000);
      const logged = warn.mock.calls.filter(([line]) => String(line).includes('site-wide budget'));
      expect(logged).toHaveLength(1);
      clock = start + siteBudgets.mails.windowMs;
      expect((await post({ ip: spreadIp() })).status).toBe(200);
    } finally {
      warn.mockRestore();
    }
  }, 120_000);

  test("the site's hourly budget of CVs: past it a post with a CV gets 503 before its check, one without is taken", async () => {
    nextTest();
    const cv = { name: 'cv.pdf', content: pdf('Budgeted CV') };
    const taken = Array.from({ length: siteBudgets.cvs.max }, () => ({ ip: spreadIp(), cv }));
    expect(await statuses(taken)).toEqual(taken.map(() => 200));
    // Not a document at all: had it been checked, it would be 422.
    const notChecked = { name: 'cv.pdf', content: Buffer.from('no document at all, just text') };
    await expectRefused(await post({ ip: spreadIp(), cv: notChecked }), 503, 'unavailable', siteBudgets.cvs.windowMs / 1000);
    expect((await post({ ip: spreadIp() })).status).toBe(200);
  }, 180_000);

  test('a file refused as too complex costs its /56 the penalty of posts, past the window, and not its own /64', async () => {
    nextTest();
    // A CPU hog: refused once it has used the check's CPU limit.
    const refused = await post({ ip: v6(0xb1, 0, 0), cv: { name: 'cv.rtf', content: rtfThemePackages() } });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'file_too_complex' });
    // Left to the /56: its budget less the hog's own post and the penalty; its own /64 still has its other posts.
    const left = v6Network56.max - 1 - complexFilePenalty.posts;
    const own = Array.from({ length: rateLimit.max - 1 }, () => ({ ip: v6(0xb1, 0, 0) }));
    const rest = [...own, ...Array.from({ length: left - own.length }, (_, i) => ({ ip: v6(0xb1, 0, 1 + i) }))];
    expect(await statuses(rest)).toEqual(rest.map(() => 200));
    expect((await post({ ip: v6(0xb1, 0, 200) })).status).toBe(429);
    // Once the window has passed the penalty still counts, until its own time.
    clock += v6Network56.windowMs;
    const later = Array.from({ length: v6Network56.max - complexFilePenalty.posts }, (_, i) => ({ ip: v6(0xb1, 0, 100 + i) }));
    expect(await statuses(later)).toEqual(later.map(() => 200));
    expect((await post({ ip: v6(0xb1, 0, 201) })).status).toBe(429);
  }, 120_000);

  test('past the store quota of CV bytes a post with a CV gets 503 with Retry-After, logged once; one without is taken', async () => {
    nextTest();
    const warn = vi.spyOn(console, 'warn');
    // Two rows that say they hold the quota between them (the quota is measured by the sizes stored).
    const filler = sampleEnquiry({ email: 'quota-filler@example.org', cv: { ...sampleCv(), size: cvStoreQuota.bytes / 2 } });
    try {
      await store.create(filler, clock, 'example.com');
      await store.create(filler, clock, 'example.com');
      const cv = { name: 'cv.pdf', content: pdf('Over quota') };
      for (let i = 0; i < 2; i++)
        await expectRefused(await post({ ip: spreadIp(), cv }), 503, 'unavailable', cvStoreQuota.retryAfterSeconds);
      expect(warn.mock.calls.filter(([line]) => String(line).includes('quota'))).toHaveLength(1);
      expect((await post({ ip: spreadIp() })).status).toBe(200);
    } finally {
      warn.mockRestore();
      await store.erase(filler.email, clock);
    }
    expect((await post({ ip: spreadIp(), cv: { name: 'cv.pdf', content: pdf('Under quota') } })).status).toBe(200);
  }, 60_000);
}

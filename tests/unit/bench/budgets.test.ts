import { describe, expect, it } from 'vitest';
import {
  budgets,
  checkBudgets,
  checkRealBudgets,
  checkSearchBudgets,
  missedGates,
  realBudgets,
  searchBudgets
} from '../../../bench/budgets.mjs';
import { blockingTimeAfter } from '../../../bench/real.mjs';

/** The checks that failed, as "name — scope". */
const missed = (checks: Array<{ name: string; scope: string; pass: boolean }>) =>
  checks.filter((c) => !c.pass).map((c) => `${c.name} — ${c.scope}`);

describe('bench/budgets: the real-throttle view', () => {
  const floor = { lcp: 384, hydrated: 1600, tbt: 100 };
  const job = (median: Record<string, number | null>, limitLcp = 1000) => ({ url: '/ru/careers', median, limitMedian: { lcp: limitLcp } });

  it('holds LCP to 1.1 × the limit, hydration to 1.25 × the floor and TBT to the floor', () => {
    expect(realBudgets).toEqual({ lcpOverLimit: 1.1, hydratedOverFloor: 1.25, tbtOverFloor: 1 });
    expect(missed(checkRealBudgets([job({ lcp: 1100, hydrated: 2000, tbt: 100 })], floor))).toEqual([]);
    expect(missed(checkRealBudgets([job({ lcp: 1101, hydrated: 2001, tbt: 101 })], floor))).toEqual([
      'real LCP ≤ 1.1 × limit — /ru/careers',
      'real hydrated ≤ 1.25 × floor — /ru/careers',
      'real TBT ≤ 1 × floor — /ru/careers'
    ]);
  });

  it('fails a page that never hydrated, or a floor that was not measured, rather than passing it', () => {
    expect(missed(checkRealBudgets([job({ lcp: 900, hydrated: null, tbt: 0 })], floor))).toEqual([
      'real hydrated ≤ 1.25 × floor — /ru/careers'
    ]);
    expect(missed(checkRealBudgets([job({ lcp: 900, hydrated: 1000, tbt: 0 })], { lcp: null, hydrated: null, tbt: null }))).toHaveLength(2);
  });

  it('counts blocking time only for long tasks that start after the first contentful paint, beyond 50 ms each', () => {
    expect(
      blockingTimeAfter(500, [
        [100, 400],
        [500, 80],
        [900, 50],
        [1200, 170]
      ])
    ).toBe(30 + 0 + 120);
    expect(blockingTimeAfter(null, [[100, 400]])).toBeNull();
  });
});

describe('bench/budgets: the simulated view, kept', () => {
  const floor = { mobile: { performance: 99, tbt: 100, scriptBytes: 150 * 1024 } };
  const page = (median: Record<string, number>) => ({
    url: '/az/news/2016',
    page: '/news/2016',
    locale: 'az',
    preset: 'mobile',
    median: { accessibility: 100, bestPractices: 100, seo: 100, ...median },
    limitMedian: { lcp: 1000 },
    fonts: []
  });
  const passing = { performance: 99, lcp: 1150, tbt: 150, cls: 0.01, scriptBytes: 175 * 1024 };

  it('holds LCP to 1.15 × limit, performance to 99, TBT to 1.25 × floor + 25 ms, CLS to 0.01 and JS to floor + 25 KB', () => {
    expect(budgets).toMatchObject({
      lcpOverLimit: 1.15,
      performance: 99,
      tbtFloorFactor: 1.25,
      tbtSlackMs: 25,
      cls: 0.01,
      scriptOverFloorKB: 25
    });
    expect(missed(checkBudgets([page(passing)], floor, []))).toEqual([]);
    const over = { performance: 98, lcp: 1151, tbt: 151, cls: 0.011, scriptBytes: 175 * 1024 + 1 };
    const checks = checkBudgets([page(over)], floor, []);
    expect(missed(checks)).toEqual([
      'mobile LCP ≤ 1.15 × limit — /az/news/2016',
      'mobile TBT ≤ 1.25 × floor + 25 ms — /az/news/2016',
      'mobile performance ≥ 99 — /az/news/2016',
      'mobile CLS ≤ 0.01 — /az/news/2016',
      'JavaScript ≤ floor + 25 KB — /az/news/2016'
    ]);
    // The simulated LCP and performance score are reported; the others fail the bench.
    expect(missed(missedGates(checks))).toEqual([
      'mobile TBT ≤ 1.25 × floor + 25 ms — /az/news/2016',
      'mobile CLS ≤ 0.01 — /az/news/2016',
      'JavaScript ≤ floor + 25 KB — /az/news/2016'
    ]);
  });

  it("gates every real-view budget: LCP is judged where a real phone's trade shows", () => {
    const checks = checkRealBudgets([{ url: '/ru', median: { lcp: 2000, hydrated: 9000, tbt: 900 }, limitMedian: { lcp: 1000 } }], {
      lcp: 400,
      hydrated: 1600,
      tbt: 100
    });
    expect(missedGates(checks)).toHaveLength(3);
  });
});

describe('bench/budgets: the site search', () => {
  const query = (ms: number, indexBytes: number) => ({ query: 'георадарного', ms, indexBytes });
  const page = (beforeOpen: string[], first: ReturnType<typeof query>, later = query(120, 20 * 1024)) => ({
    url: '/ru/hseq',
    beforeOpen,
    first,
    later
  });

  it('holds the first results to 300 ms and a query to 100 KB of index, and nothing fetched before opening; all gated', () => {
    expect(searchBudgets).toEqual({ firstResultMs: 300, queryIndexBytes: 100 * 1024 });
    expect(missed(checkSearchBudgets([page([], query(300, 100 * 1024))]))).toEqual([]);
    const checks = checkSearchBudgets([page(['/pagefind/pagefind.js'], query(301, 100 * 1024 + 1))]);
    expect(missed(missedGates(checks))).toEqual([
      'search: nothing fetched before opening — /ru/hseq',
      'search: first results ≤ 300 ms — /ru/hseq "георадарного"',
      'search: index per query ≤ 100 KB — /ru/hseq "георадарного"'
    ]);
  });
});

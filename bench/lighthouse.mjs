// Lighthouse 13 in Debian's Chromium, headless, on a machine without network.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, requireChromium } from '../scripts/common/chromium.mjs';

export const chromeFlags = ['--headless=new', ...chromiumArgs];

/** One Chromium for all runs (Lighthouse opens a fresh tab and clears storage each time). */
export async function launchChrome() {
  const chromePath = requireChromium();
  return chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run. Mobile is Lighthouse's default (a mid-range phone on a slow 4G
 * link, simulated from an unthrottled load); desktop is its desktop preset. The
 * bench's real-throttle view (bench/real.mjs) applies the link and CPU for real.
 * @param {{ port: number }} chrome
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 */
export async function runLighthouse(chrome, url, preset) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
    preset === 'desktop' ? desktopConfig : undefined
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return extract(result.lhr);
}

/** The numbers the bench reports, from a Lighthouse result. */
function extract(lhr) {
  // A run Lighthouse gave up on has partial numbers that would skew the medians.
  if (lhr.runtimeError) return { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const audit = (id) => lhr.audits[id];
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const summary = audit('resource-summary')?.details?.items ?? [];
  const byType = (type) => summary.find((row) => row.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  const requests = audit('network-requests')?.details?.items ?? [];
  const failed = Object.entries(lhr.categories)
    .flatMap(([, category]) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
  // What the failed audits point at (first few items), so the JSON says where to look.
  const findings = Object.fromEntries(
    [...new Set(failed)].map((id) => {
      const a = lhr.audits[id];
      const items = (a.details?.items ?? []).slice(0, 5).map((item) => ({
        ...(item.url ? { url: String(item.url).replace(/^https?:\/\/[^/]+/, '') } : {}),
        ...(item.description ? { description: String(item.description).slice(0, 300) } : {}),
        ...(item.node?.selector ? { selector: item.node.selector, snippet: String(item.node.snippet ?? '').slice(0, 200) } : {}),
        ...(item.node?.explanation ? { explanation: String(item.node.explanation).slice(0, 300) } : {})
      }));
      return [id, { title: a.title, score: a.score, displayValue: a.displayValue ?? null, items }];
    })
  );
  return {
    runtimeError: lhr.runtimeError?.message ?? null,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint')?.numericValue ?? null,
    lcp: audit('largest-contentful-paint')?.numericValue ?? null,
    tbt: audit('total-blocking-time')?.numericValue ?? null,
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    totalBytes: audit('total-byte-weight')?.numericValue ?? null,
    scriptBytes: byType('script').transferSize,
    scriptRequests: byType('script').requestCount,
    fonts: requests.filter((r) => r.resourceType === 'Font').map((r) => r.url.replace(/^https?:\/\/[^/]+/, '')),
    /** Weighted audits that did not pass: what to look at when a score is below 100. */
    failedAudits: [...new Set(failed)],
    findings
  };
}

// The bench's real-throttle view: a page loaded in Debian's Chromium with the phone's
// link and CPU applied for real through the DevTools protocol, as Chrome's DevTools
// "slow 4G" preset and Lighthouse's "devtools" throttling do, and timed by the page
// itself. Lighthouse's default mobile figures are simulated from an unthrottled load:
// a change that only reorders what that simulation sees (e.g. requesting the scripts
// after the first paint) moves them without making a real phone any faster. Here it
// does not.
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../scripts/common/chromium.mjs';

/** Lighthouse's mobile slow-4G figures as DevTools applies them, a 4× slower CPU, and a phone's screen. */
export const realConditions = {
  latencyMs: 150,
  /** 1.44 Mbit/s down, 675 kbit/s up (Lighthouse's devtools throttling: 90 % of 1.6 Mbit/s and 750 kbit/s). */
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  /** After hydration (or the load event, for a page without scripts), how long the page is left to run its long tasks. */
  settleMs: 1500,
  timeoutMs: 60_000
};

/** A task of 50 ms or more blocks input for what it lasts beyond 50 ms (the definition of TBT). */
const blockingThresholdMs = 50;

/**
 * Run in the page before any of its own scripts (an init script, which the page's CSP
 * does not apply to): records the first contentful paint, the largest contentful paint,
 * every long task, and the moment `<html data-hydrated>` is set (components/browser/
 * browser-behaviours.tsx on our pages, the floor's one client effect on the floor's).
 */
function probe() {
  const record = { fcp: null, lcp: null, hydrated: null, longTasks: [] };
  Object.defineProperty(window, '__realBench', { value: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const mark = () => {
    if (record.hydrated === null && document.documentElement.hasAttribute('data-hydrated')) record.hydrated = performance.now();
  };
  // An init script runs before <html> exists: the whole document is watched for the attribute.
  new MutationObserver(mark).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

/**
 * Total blocking time after the first contentful paint: every long task that starts
 * after it counts for what it lasts beyond 50 ms (Lighthouse stops at its estimate of
 * "interactive"; here every task until the page settles counts).
 * @param {number | null} fcp
 * @param {Array<[number, number]>} longTasks  [start, duration] in ms
 */
export function blockingTimeAfter(fcp, longTasks) {
  if (fcp == null) return null;
  return longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - blockingThresholdMs), 0);
}

/** One Chromium for every load; each load gets a new browser context, so a cold cache. */
export async function launchReal() {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs, headless: true });
  /**
   * One cold load of `url`, throttled. `hydrates`: whether to wait for `<html data-hydrated>`
   * (false for the limit copies, which have no scripts).
   * @param {string} url
   * @param {{ hydrates: boolean }} options
   * @returns {Promise<{ fcp: number | null, lcp: number | null, hydrated: number | null, tbt: number | null, scriptBytes: number, error?: string }>}
   */
  const measure = async (url, { hydrates }) => {
    const c = realConditions;
    const context = await browser.newContext({
      viewport: c.viewport,
      deviceScaleFactor: c.deviceScaleFactor,
      isMobile: true,
      hasTouch: true
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: c.latencyMs,
        downloadThroughput: (c.downloadKbps * 1024) / 8,
        uploadThroughput: (c.uploadKbps * 1024) / 8
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: c.cpuSlowdown });
      // JavaScript as sent (compressed, with headers), as Lighthouse's transfer sizes count it.
      const scripts = new Set();
      let scriptBytes = 0;
      cdp.on('Network.responseReceived', (event) => {
        if (event.type === 'Script') scripts.add(event.requestId);
      });
      cdp.on('Network.loadingFinished', (event) => {
        if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
      });
      await page.addInitScript(probe);
      await page.goto(url, { waitUntil: 'load', timeout: c.timeoutMs });
      if (hydrates) await page.waitForFunction(() => window.__realBench.hydrated !== null, null, { timeout: c.timeoutMs, polling: 250 });
      await page.waitForTimeout(c.settleMs);
      const record = await page.evaluate(() => window.__realBench);
      return {
        fcp: record.fcp,
        lcp: record.lcp,
        hydrated: record.hydrated,
        tbt: blockingTimeAfter(record.fcp, record.longTasks),
        scriptBytes
      };
    } catch (error) {
      return { fcp: null, lcp: null, hydrated: null, tbt: null, scriptBytes: 0, error: String(error.message).split('\n')[0] };
    } finally {
      await context.close();
    }
  };
  return { measure, close: () => browser.close() };
}

// The site search's costs, measured in a Playwright page against a running server:
// used by bench/search-view.mjs (every figure, judged against bench/budgets.mjs) and
// tests/e2e/search.spec.ts (what is fetched, and how much).

/** What the search fetches: Pagefind's script, worker, WebAssembly and index files. */
export const searchAsset = /\/pagefind\//;
/** Pagefind's index proper (metadata, word index chunks, page fragments). */
export const indexFile = /\/pagefind\/.*\.pf_(?:meta|index|fragment)$/;

/**
 * Records every request of the page and of its workers (Pagefind searches in a
 * worker) with its transferred size: response headers and body as they came over
 * the wire (Playwright's request.sizes()).
 * @param {import('@playwright/test').Page} page
 */
export async function recordTransfers(page) {
  const cdp = await page.context().newCDPSession(page);
  /** @type {string[]} */
  const urls = [];
  /** @type {Promise<{ url: string, bytes: number }>[]} */
  const done = [];
  let inFlight = 0;
  /** @type {(() => void)[]} */
  const onChange = [];
  const changed = () => onChange.forEach((f) => f());
  page.on('request', (request) => {
    urls.push(request.url());
    inFlight++;
    changed();
  });
  page.on('requestfinished', (request) => {
    done.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseHeadersSize + s.responseBodySize })));
    inFlight--;
    changed();
  });
  page.on('requestfailed', () => {
    inFlight--;
    changed();
  });
  return {
    cdp,
    /** Requests seen so far (URLs), finished or not. */
    requested: () => [...urls],
    /** Finished transfers since `from` (a mark). */
    finished: (from = 0) => Promise.all(done.slice(from)),
    mark: () => done.length,
    /**
     * Resolves once no request has been in flight for `quietMs`. Not Playwright's
     * waitForLoadState('networkidle'), which a page reaches once per navigation and
     * which then resolves at once: the search's fetches come after it. The quiet time
     * also lets a worker's request events, which can trail the page's, arrive.
     */
    settled: (quietMs = 500, atMostMs = 10_000) =>
      new Promise((resolve) => {
        /** @type {ReturnType<typeof setTimeout> | undefined} */
        let timer;
        const finish = () => {
          clearTimeout(timer);
          clearTimeout(ceiling);
          onChange.splice(onChange.indexOf(check), 1);
          resolve(undefined);
        };
        // A request that never ends (none is expected) must not hang the measurement.
        const ceiling = setTimeout(finish, atMostMs);
        const check = () => {
          clearTimeout(timer);
          if (inFlight === 0) timer = setTimeout(finish, quietMs);
        };
        onChange.push(check);
        check();
      })
  };
}

/**
 * Types `query` into the open search field in one input event and returns the
 * milliseconds until the first result link is in the document (debounce included).
 * @param {import('@playwright/test').Page} page
 */
export async function timeToFirstResult(page, query) {
  return page.evaluate(
    (q) =>
      new Promise((resolve, reject) => {
        const input = /** @type {HTMLInputElement} */ (document.querySelector('#site-search-input'));
        const results = document.querySelector('[data-testid="search-results"]');
        if (!input || !results) return reject(new Error('search dialog not open'));
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (results.querySelector('a[data-result]')) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(results, { childList: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no result for "${q}" within 10 s`));
        }, 10_000);
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setValue.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query
  );
}

/** Clears the search field and waits until the results are gone. */
export async function clearQuery(page) {
  await page.locator('#site-search-input').fill('');
  await page.locator('a[data-result]').first().waitFor({ state: 'detached' });
}

/**
 * The whole measurement on one page: what is fetched before the search opens, what
 * opening it costs (the dialog's code and the engine, loaded as it opens), then,
 * with the CPU slowed `throttle` times, the time from typing to the first results
 * and the bytes each query transfers, for a first query and a later one.
 * @param {import('@playwright/test').Page} page
 * @param {{ url: string, query: string, firstQuery: string, throttle?: number }} options
 */
export async function measureSearch(page, { url, query, firstQuery, throttle = 4 }) {
  const network = await recordTransfers(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const beforeOpen = network.requested();
  const openMark = network.mark();
  await network.cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const openedAt = Date.now();
  await page.getByTestId('search-open').click();
  // The engine loads as the dialog opens; a visitor starts typing after that.
  await page.locator('[data-testid="search-dialog"][data-engine="ready"]').waitFor({ timeout: 20_000 });
  const openMs = Date.now() - openedAt;
  const openBytes = (await network.finished(openMark)).reduce((sum, t) => sum + t.bytes, 0);

  const query1 = await timedQuery(page, network, firstQuery);
  await clearQuery(page);
  const query2 = await timedQuery(page, network, query);
  await network.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { beforeOpen, openRequests: network.requested().slice(beforeOpen.length), openMs, openBytes, first: query1, later: query2 };
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {Awaited<ReturnType<typeof recordTransfers>>} network
 * @param {string} query
 */
async function timedQuery(page, network, query) {
  const mark = network.mark();
  const ms = await timeToFirstResult(page, query);
  await network.settled();
  const transfers = (await network.finished(mark)).filter((t) => searchAsset.test(t.url));
  return {
    query,
    ms,
    indexBytes: transfers.filter((t) => indexFile.test(t.url)).reduce((sum, t) => sum + t.bytes, 0),
    bytes: transfers.reduce((sum, t) => sum + t.bytes, 0)
  };
}

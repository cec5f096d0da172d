/**
 * Firefox for the smoke suite: Debian's firefox-esr, driven over WebDriver BiDi by
 * puppeteer-core (Firefox's own remote agent: no geckodriver, and no download, which
 * Playwright's Firefox would need and this network does not allow; stock Firefox is
 * not what Playwright drives anyway). Console messages and uncaught errors come over
 * BiDi's log events, responses over its network events; the collector adds CSP
 * violations and failed resources.
 */
import fs from 'node:fs';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { collectorScript } from './collector';
import { rscMarker, type EngineTab, type Report } from './engine-tab';
import { deadProxy, enginePorts } from './ports';

/** FIREFOX_PATH, or Debian's binary. */
const firefoxPath = () => [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p) => !!p && fs.existsSync(p));

/** What Firefox's run needs and this machine lacks, by Debian package (.ci/run installs it). */
export const missingForFirefox = (): string[] => (firefoxPath() ? [] : ['firefox-esr (or FIREFOX_PATH)']);

/** How the collector reports in Firefox: a console call with a marker, which BiDi's log events carry out. */
const marker = '[engine-smoke]';

export async function launchFirefox(): Promise<EngineTab> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath()!,
    headless: true,
    debuggingPort: enginePorts.firefoxBidi,
    extraPrefsFirefox: {
      // Every host but 127.0.0.1 and localhost (never proxied) through a proxy that is not there.
      'network.proxy.type': 1,
      'network.proxy.http': deadProxy.host,
      'network.proxy.http_port': deadProxy.port,
      'network.proxy.ssl': deadProxy.host,
      'network.proxy.ssl_port': deadProxy.port,
      'network.proxy.share_proxy_settings': true
    }
  });
  // The tab Firefox starts with never gets focus under BiDi (document.hasFocus() stays
  // false); one opened over BiDi is activated.
  const page: Page = await browser.newPage();
  for (const other of await browser.pages()) if (other !== page) await other.close();

  const reports: Report[] = [];
  const add = (kind: string, text: string) => reports.push({ kind, text, url: page.url() });
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(marker)) {
      const [kind, ...rest] = text.slice(marker.length + 1).split(' ');
      add(kind!, rest.join(' '));
    } else if (message.type() === 'error' || message.type() === 'warn') add(`console.${message.type()}`, text);
  });
  page.on('pageerror', (error) => {
    const text = error instanceof Error ? error.message : String(error);
    // A web font download cut off because the tab left the page (NS_BINDING_ABORTED):
    // Firefox logs it as an error; nothing failed, and a visitor who left sees nothing.
    if (!/^downloadable font: download failed .*status=2152398850\b/.test(text)) add('pageerror', text);
  });
  // A failed subresource; the document's own status is the page's business (the 404 page answers 404).
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest()) add('http', `${response.status()} ${response.url()}`);
  });
  const post = `(kind, text) => console.info(${JSON.stringify(marker)} + ' ' + kind + ' ' + text)`;
  await page.evaluateOnNewDocument(collectorScript({ post, pageErrors: false }));

  return {
    name: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown[])) as never,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    pressEscape: () => page.keyboard.press('Escape'),
    async upload(selector, file) {
      const input = (await page.$(selector)) as ElementHandle<HTMLInputElement> | null;
      if (!input) throw new Error(`${selector}: no such element`);
      await input.uploadFile(file);
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    async takeReports() {
      return reports.splice(0);
    },
    async watchRscRequests() {
      const urls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(rscMarker)) urls.push(request.url());
      });
      return async () => [...urls];
    },
    close: () => browser.close()
  };
}

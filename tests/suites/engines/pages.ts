/**
 * Loading a page in the smoke suite and reading what it reported. A page is ready to use
 * once hydrated: every page of the site's shell sets <html data-hydrated> then
 * (components/browser/browser-behaviours.tsx), as the Playwright tests wait for too.
 */
import { hydratedAttribute } from '@/components/browser/browser-behaviours';
import { waitFor, type EngineTab, type Report } from '../../helpers/engines/engine-tab';
import type { Locale } from './site';

/** The window the suite runs in, but where a check says otherwise. */
export const desktop = { width: 1280, height: 800 };

/** What a check reaches the running engine and the site through. */
export type SmokeContext = { tab: () => EngineTab; url: (locale: Locale, page: string) => string };

/**
 * Loads `url` and waits until it is the page shown and hydrated. A load that lands
 * elsewhere (the page being left started a navigation of its own, as the site's
 * chunk-reload guard does when a chunk fails: components/browser/use-chunk-reload.ts)
 * is an error that says so.
 */
export async function open(tab: EngineTab, url: string): Promise<void> {
  const want = new URL(url).pathname;
  let failure: unknown;
  try {
    await tab.goto(url);
  } catch (error) {
    failure = error;
  }
  // The path of whatever page the tab shows, once it has loaded and hydrated.
  const shown = await waitFor(
    tab,
    `${url} to load and hydrate`,
    (h: string) => document.readyState === 'complete' && document.documentElement.hasAttribute(h) && location.pathname,
    [hydratedAttribute]
  );
  if (shown !== want) {
    const why = failure instanceof Error ? ` (${failure.message.split('\n')[0]})` : '';
    throw new Error(`asked for ${want}, the tab shows ${shown}: the navigation was cancelled${why}`);
  }
  if (failure) throw failure;
}

/**
 * Opens the first page of a check. What the tab reports meanwhile comes from the page
 * being left, which belongs to the check before: it is shown, not counted against this one.
 */
export async function start(tab: EngineTab, url: string, check: string): Promise<void> {
  await open(tab, url);
  const late = (await tab.takeReports()).map(describeReport);
  if (late.length) console.warn(`${tab.name}: reported while leaving the page before "${check}":\n  ${late.join('\n  ')}`);
}

/** A report as one line for a failure message. */
export function describeReport(report: Report): string {
  return `${report.kind} on ${new URL(report.url, 'http://x').pathname}: ${report.text.split('\n')[0]!.slice(0, 300)}`;
}

/** The document's language and direction. */
export function langAndDir(tab: EngineTab): Promise<{ lang: string; dir: string }> {
  return tab.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** Resolves once no element matches `selector` (a dialog closed), or once one does when `present`. */
export function waitForElement(tab: EngineTab, what: string, selector: string, present = true): Promise<boolean> {
  return waitFor(tab, what, (s: string, p: boolean) => (document.querySelector(s) !== null) === p, [selector, present]);
}

/** The element `selector` matches has the focus. */
export function hasFocus(tab: EngineTab, selector: string): Promise<boolean> {
  return tab.evaluate((s: string) => document.activeElement === document.querySelector(s), selector);
}

/** The value of an attribute of the first element `selector` matches (null when it or the attribute is missing). */
export function attributeOf(tab: EngineTab, selector: string, name: string): Promise<string | null> {
  return tab.evaluate((s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);
}

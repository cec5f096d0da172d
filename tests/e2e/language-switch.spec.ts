import type { Frame, Page, Request } from '@playwright/test';
import { hydratedAttribute } from '@/components/browser/browser-behaviours';
import { expect, test } from '../helpers/e2e/test';
import { allRoutes, catalogues, format, localizedPath } from '../helpers/e2e/test-data';
import { defaultLocale, localeInfo, prefixedLocales, type Locale } from '@/lib/i18n/locales';

/**
 * A change of language with the header's switcher, into English and back, on one page
 * of every template: the page it lands on settles. After a client navigation into
 * English on a service or news-year page (now and then on others), the router once
 * prefetched without end: hundreds of RSC requests a second, the first ones 404s
 * (lib/i18n/navigation.tsx, LanguageLink).
 */

/** One page of each template: each top-level page has its own, services and news years one per kind. */
const templates = allRoutes().filter((route, i, all) => route.kind === 'page' || all.findIndex((r) => r.kind === route.kind) === i);

/** How long the requests are counted once a switch has landed. */
const windowMs = 5_000;
/**
 * The most RSC requests a switch may cost: the landed page's prefetches of its visible
 * links, each asked for once (17 to 21 of them). The loop sent 40 to 500 and more in
 * the 5 s, by the machine's speed, asking for the same segments again and again.
 */
const maxRequests = 30;
const maxRepeats = 2;

/** The router's requests: a page's data and its links' prefetches. */
const isRsc = (request: Request) => new URL(request.url()).searchParams.has('_rsc');
const describe = (request: Request) =>
  `${new URL(request.url()).pathname} ${request.headers()['next-router-segment-prefetch'] ?? '(page)'}`;

type Counted = { name: string; requests: number; mostRepeated: [string, number]; failed: string[] };

/** The request sent most often, and how often. */
function mostRepeated(requests: string[]): [string, number] {
  const times = new Map<string, number>();
  for (const what of requests) times.set(what, (times.get(what) ?? 0) + 1);
  return [...times].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
}

/** Resolves with the time `page` shows `path` (a full load's commit, or a client navigation's new URL). */
function arrival(page: Page, path: string): Promise<number> {
  return new Promise((resolve) => {
    const onNavigated = (frame: Frame) => {
      if (frame !== page.mainFrame() || new URL(frame.url()).pathname !== path) return;
      page.off('framenavigated', onNavigated);
      resolve(Date.now());
    };
    page.on('framenavigated', onNavigated);
  });
}

/**
 * Opens `path` in `locale`, switches into the default language and back, and counts
 * the RSC requests of each switch from the moment the new page is shown until 5 s
 * after it is hydrated, and those that failed from the click on.
 */
async function switchThereAndBack(page: Page, path: string, locale: Locale): Promise<Counted[]> {
  await page.goto(localizedPath(locale, path));
  const sent: { at: number; what: string }[] = [];
  const failed: { at: number; what: string }[] = [];
  page.on('request', (request) => {
    if (isRsc(request)) sent.push({ at: Date.now(), what: describe(request) });
  });
  page.on('response', (response) => {
    if (isRsc(response.request()) && response.status() >= 400)
      failed.push({ at: Date.now(), what: `${response.status()} ${describe(response.request())}` });
  });
  const counted: Counted[] = [];
  for (const [from, to] of [
    [locale, defaultLocale],
    [defaultLocale, locale]
  ] as const) {
    const t = catalogues[from];
    const target = localeInfo(to);
    const targetPath = localizedPath(to, path);
    await page.getByRole('button', { name: format(t.LocaleSwitcher.label, { language: localeInfo(from).displayName }, from) }).click();
    const arrived = arrival(page, targetPath);
    const clicked = Date.now();
    await page.getByRole('list', { name: t.LocaleSwitcher.choose }).getByRole('link', { name: target.displayName }).click();
    await expect(page).toHaveURL((url) => url.pathname === targetPath);
    await expect(page.locator('html')).toHaveAttribute('lang', target.hrefLang);
    await expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '');
    const end = Date.now() + windowMs;
    // The measurement itself: a window of time, not a wait for a state.
    await page.waitForTimeout(windowMs);
    const shown = await arrived;
    const requests = sent.filter(({ at }) => at >= shown && at < end).map(({ what }) => what);
    counted.push({
      name: `${from}→${to}`,
      requests: requests.length,
      mostRepeated: mostRepeated(requests),
      failed: failed.filter(({ at }) => at >= clicked && at < end).map(({ what }) => what)
    });
  }
  return counted;
}

for (const route of templates) {
  test(`${route.path}: a switch into ${defaultLocale} and back, from every other language, settles within ${windowMs / 1000} s`, async ({
    context
  }) => {
    test.setTimeout(60_000);
    // The languages side by side, a tab each, sharing the context's cache. The language
    // cookie a switch writes does not reach the others: it is read only at "/", and
    // every tab opens a prefixed path.
    const pages = await Promise.all(prefixedLocales.map(() => context.newPage()));
    const results = (await Promise.all(prefixedLocales.map((locale, i) => switchThereAndBack(pages[i]!, route.path, locale)))).flat();
    for (const {
      name,
      requests,
      mostRepeated: [what, times],
      failed
    } of results) {
      expect.soft(requests, `${name}: RSC requests`).toBeLessThanOrEqual(maxRequests);
      expect.soft(times, `${name}: ${what}, asked for again and again`).toBeLessThanOrEqual(maxRepeats);
      expect.soft(failed, `${name}: RSC requests that failed`).toEqual([]);
    }
  });
}

/**
 * The language switcher in the smoke suite: it lands on the same page in the other
 * language, with that language's lang and dir, and the page then stays quiet. Each
 * switch counts the React Server Component requests (`_rsc`) the tab sends in the
 * 5 s from the click: network events in Firefox, Resource Timing in WebKit.
 *
 * Switching into English, whose pages have no prefix, on a service or news-year page
 * starts an endless prefetch loop in every engine (well over a hundred requests a second,
 * for as long as the page stays open). So each prefixed language is switched into
 * English. One switch between two prefixed languages, which never looped, is the
 * comparison: its count is what a quiet switch costs, and it must stay under the same
 * bound, so that the check passes once the loop is gone.
 */
import { afterAll, expect, test } from 'vitest';
import { waitFor, type EngineTab } from '../../helpers/engines/engine-tab';
import { describeReport, start, waitForElement, type SmokeContext } from './pages';
import {
  defaultLocale,
  localeInfo,
  localeLinkSelector,
  localeSwitcherSelector,
  localizedPath,
  prefixedLocales,
  servicePath,
  type Locale
} from './site';

/** How long after the click the requests are counted. */
const windowMs = 5_000;
/**
 * The most `_rsc` requests a switch may send in that time. A quiet switch sends the
 * navigation's own request, then for each link in view a prefetch of its route and of
 * its page: 11 to 20 on this site's service page, in both engines; a fresh load of that
 * page sends about 20 (so a fix that reloads the page for a change of language passes).
 * The loop sent 58 to 666 on this 2-core machine, fewer the busier it was.
 */
const maxRscRequests = 40;
/**
 * The most times one `_rsc` URL may be requested in the window. A quiet page asks for
 * each once; the loop asks for the same few again and again, however slowly a busy
 * machine lets it, so this holds where the count alone might slip under its bound.
 */
const maxRepeats = 3;

/** The total, and the URL requested most often with its count. */
function tally(urls: string[]): { total: number; top: string; repeats: number } {
  const times = new Map<string, number>();
  for (const u of urls) times.set(u, (times.get(u) ?? 0) + 1);
  const [top, repeats] = [...times].sort((a, b) => b[1] - a[1])[0] ?? [undefined, 0];
  const where = top ? new URL(top) : undefined;
  return { total: urls.length, top: where ? where.pathname + where.search : 'none', repeats };
}

/** Resolves once the page has sent no `_rsc` request for half a second: its own prefetches are done. */
async function quiet(tab: EngineTab): Promise<void> {
  const requests = await tab.watchRscRequests();
  const deadline = Date.now() + 10_000;
  for (let last = -1, now = (await requests()).length; now !== last; last = now, now = (await requests()).length) {
    if (Date.now() > deadline)
      throw new Error(`${tab.name}: the page was still sending _rsc requests 10 s after it loaded, before any switch (${now})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Opens the switcher on a `from` page and chooses `to`; resolves with the `_rsc` URLs requested in the window. */
async function switchLanguage(tab: EngineTab, from: Locale, to: Locale): Promise<string[]> {
  const link = localeLinkSelector(from, to);
  await tab.click(localeSwitcherSelector(from));
  await waitFor(tab, `the switcher's list to show ${to}`, (s: string) => (document.querySelector(s)?.getClientRects().length ?? 0) > 0, [
    link
  ]);
  const requests = await tab.watchRscRequests();
  const clicked = Date.now();
  await tab.click(link);
  const { hrefLang, dir } = localeInfo(to);
  const want = localizedPath(to, servicePath);
  await waitFor(
    tab,
    `${want} in ${to} (lang="${hrefLang}" dir="${dir}")`,
    (p: string, l: string, d: string) =>
      location.pathname === p && document.documentElement.lang === l && document.documentElement.dir === d,
    [want, hrefLang, dir]
  );
  await waitForElement(tab, `${want} to show its heading`, 'main h1');
  // The window is the measurement itself, not a wait for something to happen.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowMs - (Date.now() - clicked))));
  return requests();
}

/** Into English from each prefixed language; then the comparison, from a left-to-right prefixed language into the right-to-left one. */
const rtl = prefixedLocales.find((l) => localeInfo(l).dir === 'rtl') ?? prefixedLocales.at(-1)!;
const switches: [Locale, Locale][] = [
  ...prefixedLocales.map((from): [Locale, Locale] => [from, defaultLocale]),
  [prefixedLocales.find((l) => l !== rtl)!, rtl]
];

export function defineLanguageSwitchTests(engine: string, { tab, url }: SmokeContext): void {
  const counts: string[] = [];
  afterAll(() => {
    if (counts.length)
      console.log(
        `${engine}: _rsc requests in ${windowMs / 1000} s after switching language on ${servicePath} (at most ${maxRscRequests}, none more than ${maxRepeats} times):\n  ${counts.join('\n  ')}`
      );
  });

  for (const [from, to] of switches) {
    test(`language switch ${from} → ${to} on ${servicePath}: the same page in ${to}, then at most ${maxRscRequests} _rsc requests in ${windowMs / 1000} s, none more than ${maxRepeats} times`, async () => {
      await start(tab(), url(from, servicePath), `${from} → ${to}`);
      await quiet(tab());
      const { total, top, repeats } = tally(await switchLanguage(tab(), from, to));
      const summary = `${from} → ${to}: ${total} _rsc requests in ${windowMs / 1000} s; most often ${top}, ${repeats}×`;
      const over = total > maxRscRequests || repeats > maxRepeats;
      counts.push(`${tab().name} ${summary}${over ? ': FAIL' : ''}`);
      expect(total, `${tab().name}: ${summary}`).toBeLessThanOrEqual(maxRscRequests);
      expect(repeats, `${tab().name}: ${summary}`).toBeLessThanOrEqual(maxRepeats);
      expect((await tab().takeReports()).map(describeReport), tab().name).toEqual([]);
    });
  }
}

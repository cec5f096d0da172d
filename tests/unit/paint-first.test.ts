import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flightDir, latestStartMs, loaderMarker, paintFirst, startupList } from '@/lib/next-build/paint-first';

const rewrite = (html: string) => paintFirst(html).html;

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`;

/** The shape `next build` writes (Next 16.4): chunks and preloads in <head>, flight data in <body>. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  preload('late'),
  chunk('webpack'),
  chunk('turbopack-0r1'),
  chunk('main'),
  '<script type="module" async="">document.documentElement.dataset.mode="x"</script>',
  chunk('page'),
  '<title>Home</title></head><body><main><h1>Home</h1></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  chunk('runtime'),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:{\\"a\\":\\"\\u003c/script>\\"}\\n"])</script>',
  '<script>self.__next_f.push([1,"1:[]\\n"])</script></body></html>'
].join('');

describe('lib/next-build/paint-first: the page asks for its scripts after its first paint', () => {
  const loaderOf = (html: string) => html.match(new RegExp(`<script [^>]*${loaderMarker}="">(.*?)</script>`, 's'))![1]!;

  it('takes every chunk script, preload and flight script out of the page, and puts one loader where the first chunk was', () => {
    const { html, flight } = paintFirst(page);
    expect(html).not.toContain('src="/_next/static/chunks/');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html.replace(loaderOf(html), '')).not.toContain('__next_f');
    expect(startupList(html)).toEqual({
      flight: flightDir.url + flight!.name,
      scripts: [
        '/_next/static/chunks/webpack.js',
        '/_next/static/chunks/main.js',
        '/_next/static/chunks/page.js',
        '/_next/static/chunks/runtime.js',
        '/_next/static/chunks/turbopack-0r1.js'
      ],
      preloads: ['/_next/static/chunks/late.js']
    });
    // An async module: it neither holds the parser nor waits for the stylesheets above it.
    expect(html.indexOf(`<script type="module" async="" ${loaderMarker}="">`)).toBe(page.indexOf(preload('late')));
    // Everything else is left as it was: the stylesheet, the colour-mode script, the content.
    const strip = (s: string) => s.replace(/<script [^>]*data-chunks-after-paint="">.*?<\/script>/s, '');
    expect(strip(html)).toBe(
      page
        .replace(preload('late'), '')
        .replace(/<script src="[^"]+" async=""><\/script>/g, '')
        .replace(/<script>\(?self\.__next_f.*?<\/script>/g, '')
    );
  });

  it('keeps the flight data, whole and in order, in one JSON file named by its content', () => {
    const { flight } = paintFirst(page);
    expect(JSON.parse(flight!.json)).toEqual([[0], [1, '0:{"a":"</script>"}\n'], [1, '1:[]\n']]);
    expect(flight!.name).toMatch(/^[0-9a-f]{16}\.json$/);
    expect(paintFirst(page.replace('1:[]', '1:[2]')).flight!.name).not.toBe(flight!.name);
  });

  it("names the chunks the loader runs at start-up, Turbopack's runtime last, and none for a page it leaves alone", () => {
    expect(paintFirst(page).scripts).toEqual([
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/turbopack-0r1.js'
    ]);
    expect(paintFirst(rewrite(page)).scripts).toEqual([]);
  });

  it('changes nothing the second time, nor on a page without chunk scripts', () => {
    const once = rewrite(page);
    expect(rewrite(once)).toBe(once);
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body>x</body></html>';
    expect(rewrite(plain)).toBe(plain);
  });

  it('fails loudly when Next writes no chunk script or preload in <head>', () => {
    const moved = page
      .replace(preload('late'), '')
      .replace(chunk('webpack'), '')
      .replace(chunk('turbopack-0r1'), '')
      .replace(chunk('main'), '')
      .replace(chunk('page'), '')
      .replace('</main>', `</main>${chunk('main')}`);
    expect(() => rewrite(moved)).toThrow(/<head>/);
  });

  describe('the loader, run', () => {
    type Observer = { callback: (list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void };
    let appended: string[];
    /** For each appended element, which timer callback (task) it was appended in. */
    let tasks: number[];
    let task: number;
    let observers: Observer[];
    let frames: (() => void)[];
    let fetched: string[];
    let answer: (ok: boolean) => Promise<void>;
    let self: { __next_f?: unknown[] };
    const { flight } = paintFirst(page);

    const run = (supportedEntryTypes: string[], html = page) => {
      const document = {
        createElement: (tag: string) => ({ tag }) as Record<string, unknown>,
        head: {
          append: (el: Record<string, unknown>) => {
            const extra =
              el.tag === 'link'
                ? ` ${String(el.as)}${el.fetchPriority ? ` ${String(el.fetchPriority)}` : ''}`
                : ` async=${String(el.async)}`;
            appended.push(`${String(el.tag)} ${String(el.src ?? el.href)}${extra}`);
            tasks.push(task);
          }
        }
      };
      class PerformanceObserver {
        static supportedEntryTypes = supportedEntryTypes;
        constructor(callback: Observer['callback']) {
          observers.push({ callback });
        }
        observe() {}
      }
      const fetch = (url: string) => {
        fetched.push(url);
        return new Promise((resolve) => {
          answer = async (ok) => {
            resolve({ ok, status: ok ? 200 : 404, json: () => Promise.resolve(JSON.parse(flight!.json)) });
            await vi.runAllTimersAsync();
          };
        });
      };
      const countedTimeout = (callback: () => void, ms?: number) =>
        setTimeout(() => {
          task++;
          callback();
        }, ms);
      new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'fetch', 'self', 'setTimeout', loaderOf(rewrite(html)))(
        document,
        PerformanceObserver,
        (f: () => void) => frames.push(f),
        fetch,
        self,
        countedTimeout
      );
    };
    const firstPaint = () =>
      observers[0]!.callback({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => {} });
    const chunkPreloads = [
      'link /_next/static/chunks/late.js script low',
      'link /_next/static/chunks/webpack.js script',
      'link /_next/static/chunks/main.js script',
      'link /_next/static/chunks/page.js script',
      'link /_next/static/chunks/runtime.js script',
      'link /_next/static/chunks/turbopack-0r1.js script'
    ];
    // Turbopack's runtime last, after every chunk it starts with is in the page.
    const chunkScripts = ['webpack', 'main', 'page', 'runtime', 'turbopack-0r1'].map(
      (name) => `script /_next/static/chunks/${name}.js async=true`
    );

    beforeEach(() => {
      vi.useFakeTimers();
      appended = [];
      tasks = [];
      task = 0;
      observers = [];
      frames = [];
      fetched = [];
      self = {};
    });
    afterEach(() => vi.useRealTimers());

    it('once the first contentful paint is reported: fetches the data, preloads the chunks one per task, hands the data to Next, then adds the scripts', async () => {
      run(['paint', 'largest-contentful-paint']);
      vi.advanceTimersByTime(100);
      expect(appended).toEqual([]);
      firstPaint();
      expect(appended).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(fetched).toEqual([flightDir.url + flight!.name]);
      expect(appended).toEqual(chunkPreloads.slice(0, 1));
      await vi.runAllTimersAsync();
      expect(appended).toEqual(chunkPreloads);
      // Each insertion starts a request: never two in one task, so none makes a long task.
      expect(new Set(tasks).size).toBe(chunkPreloads.length);
      await answer(true);
      expect(self.__next_f).toEqual(JSON.parse(flight!.json));
      expect(appended).toEqual([...chunkPreloads, ...chunkScripts]);
      // Each script, too, in a task of its own.
      expect(new Set(tasks).size).toBe(chunkPreloads.length + chunkScripts.length);
      vi.advanceTimersByTime(latestStartMs);
      expect(fetched).toHaveLength(1);
      expect(appended).toHaveLength(chunkPreloads.length + chunkScripts.length);
    });

    it('adds no script before every preload is in, even when the data comes first', async () => {
      run(['paint']);
      firstPaint();
      vi.advanceTimersByTime(0);
      const early = answer(true);
      expect(appended).toEqual(chunkPreloads.slice(0, 1));
      await early;
      expect(appended).toEqual([...chunkPreloads, ...chunkScripts]);
    });

    it('appends to what Next has already queued, if anything', async () => {
      self.__next_f = [['queued']];
      run(['paint']);
      firstPaint();
      vi.advanceTimersByTime(0);
      await answer(true);
      expect(self.__next_f).toEqual([['queued'], ...(JSON.parse(flight!.json) as unknown[])]);
    });

    it('without the data, adds no script: the page stays as sent, which works without JavaScript', async () => {
      run(['paint']);
      firstPaint();
      vi.advanceTimersByTime(0);
      await answer(false);
      expect(self.__next_f).toBeUndefined();
      expect(appended).toEqual(chunkPreloads);
      await vi.runAllTimersAsync();
      expect(appended).toEqual(chunkPreloads);
    });

    it('does not wait for ever for a paint that does not come (a page opened in a background tab)', () => {
      run(['paint']);
      vi.advanceTimersByTime(latestStartMs - 1);
      expect(fetched).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(fetched).toHaveLength(1);
    });

    it('without paint timing, waits for the next frame', () => {
      run([]);
      expect(observers).toEqual([]);
      vi.advanceTimersByTime(100);
      expect(fetched).toEqual([]);
      frames.forEach((frame) => frame());
      vi.advanceTimersByTime(0);
      expect(fetched).toHaveLength(1);
    });

    it('a page without flight data gets its scripts once its preloads are in', async () => {
      run(['paint'], page.replace(/<script>\(?self\.__next_f.*?<\/script>/g, ''));
      firstPaint();
      await vi.runAllTimersAsync();
      expect(fetched).toEqual([]);
      expect(appended).toEqual(['link /_next/static/chunks/late.js script low', ...chunkScripts]);
    });
  });
});

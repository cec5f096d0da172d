import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flightDir, latestStartMs, loaderMarker, paintFirst } from '@/lib/next-build/paint-first';

const rewrite = (html: string) => paintFirst(html).html;

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`;

/** The shape `next build` writes (Next 16.4): chunks and preloads in <head>, flight data in <body>. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  preload('late'),
  chunk('webpack'),
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
  it('takes every chunk script and preload out of the page and lists them, in order, in one loader where the first was', () => {
    const { html, flight } = paintFirst(page);
    expect(html).not.toContain('src="/_next/static/chunks/');
    expect(html).not.toContain('rel="preload" as="script"');
    const loader = html.match(new RegExp(`<script [^>]*${loaderMarker}="">(.*?)</script>`))![1]!;
    const flightUrl = `${flightDir.url}${flight!.name}`;
    expect(loader).toContain(
      `["${flightUrl}","/_next/static/chunks/webpack.js","/_next/static/chunks/main.js","/_next/static/chunks/page.js","/_next/static/chunks/runtime.js"]`
    );
    expect(loader).toContain('["/_next/static/chunks/late.js"]');
    // An async module: it neither holds the parser nor waits for the stylesheets above it.
    expect(html.indexOf(`<script type="module" async="" ${loaderMarker}="">`)).toBe(page.indexOf(preload('late')));
    // Everything else is left as it was: the stylesheet, the colour-mode script, the content.
    const strip = (s: string) => s.replace(/<script [^>]*data-chunks-after-paint="">.*?<\/script>/, '');
    expect(strip(html)).toBe(
      page
        .replace(preload('late'), '')
        .replace(/<script src="[^"]+" async=""><\/script>/g, '')
        .replace(/<script>\(?self\.__next_f.*?<\/script>/g, '')
    );
  });

  it('moves the flight data, whole and in order, into one file named by its content', () => {
    const { html, flight } = paintFirst(page);
    expect(html).not.toContain('__next_f');
    const pushes: unknown[] = [];
    new Function('self', flight!.script)({ __next_f: { push: (x: unknown) => pushes.push(x) } });
    // The bootstrap push creates the array when it is missing; here it is there already.
    expect(pushes).toEqual([[0], [1, '0:{"a":"</script>"}\n'], [1, '1:[]\n']]);
    expect(flight!.name).toMatch(/^[0-9a-f]{16}\.js$/);
    expect(paintFirst(page.replace('1:[]', '1:[2]')).flight!.name).not.toBe(flight!.name);
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
      .replace(chunk('main'), '')
      .replace(chunk('page'), '')
      .replace('</main>', `</main>${chunk('main')}`);
    expect(() => rewrite(moved)).toThrow(/<head>/);
  });

  describe('the loader, run', () => {
    type Observer = { callback: (list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void };
    let appended: string[];
    let observers: Observer[];
    let frames: (() => void)[];
    const run = (supportedEntryTypes: string[]) => {
      const loader = rewrite(page).match(new RegExp(`<script [^>]*${loaderMarker}="">(.*?)</script>`))![1]!;
      const document = {
        createElement: (tag: string) => ({ tag }) as Record<string, unknown>,
        head: {
          append: (el: Record<string, unknown>) =>
            appended.push(`${el.tag} ${String(el.src ?? el.href)}${el.async === false ? ' ordered' : ''}`)
        }
      };
      class PerformanceObserver {
        static supportedEntryTypes = supportedEntryTypes;
        constructor(callback: Observer['callback']) {
          observers.push({ callback });
        }
        observe() {}
      }
      new Function('document', 'PerformanceObserver', 'requestAnimationFrame', loader)(document, PerformanceObserver, (f: () => void) =>
        frames.push(f)
      );
    };
    const firstPaint = () =>
      observers[0]!.callback({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => {} });

    beforeEach(() => {
      vi.useFakeTimers();
      appended = [];
      observers = [];
      frames = [];
    });
    afterEach(() => vi.useRealTimers());

    it('adds the preloads and the scripts, in order, once the first contentful paint is reported, and only once', () => {
      run(['paint', 'largest-contentful-paint']);
      vi.advanceTimersByTime(100);
      expect(appended).toEqual([]);
      firstPaint();
      expect(appended).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(appended).toEqual([
        'link /_next/static/chunks/late.js',
        `script ${flightDir.url}${paintFirst(page).flight!.name} ordered`,
        'script /_next/static/chunks/webpack.js ordered',
        'script /_next/static/chunks/main.js ordered',
        'script /_next/static/chunks/page.js ordered',
        'script /_next/static/chunks/runtime.js ordered'
      ]);
      vi.advanceTimersByTime(latestStartMs);
      expect(appended).toHaveLength(6);
    });

    it('does not wait for ever for a paint that does not come (a page opened in a background tab)', () => {
      run(['paint']);
      vi.advanceTimersByTime(latestStartMs - 1);
      expect(appended).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(appended).toHaveLength(6);
    });

    it('without paint timing, waits for the next frame', () => {
      run([]);
      expect(observers).toEqual([]);
      vi.advanceTimersByTime(100);
      expect(appended).toEqual([]);
      frames.forEach((frame) => frame());
      vi.advanceTimersByTime(0);
      expect(appended).toHaveLength(6);
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The inline loader of a paint-first page (lib/next-build/paint-first.ts says why).
 * It waits for the browser's first-contentful-paint entry. Then it fetches the flight
 * data, preloads the chunks, puts the data where Next's runtime reads it
 * (`self.__next_f`, as the inline scripts did) and adds the chunk scripts in the order
 * given (Turbopack's runtime last). It inserts one element per task: each insertion
 * starts a request or a script, and a dozen in one task made a long task on a slow
 * phone right after the first paint. Where paint timing is missing it waits for one
 * frame, and it waits at most `latestStartMs`, so that a page opened in a background
 * tab, which is not painted, is still hydrated. If the data cannot be fetched, the
 * page stays as it was sent, which works without JavaScript.
 *
 * It runs in the page, so it uses nothing but its arguments and the browser's
 * globals (no imports, no helpers outside it): `loaderSource` emits its compiled source
 * as it is written here.
 */
export function loadAfterPaint(
  flight: string | null,
  scripts: readonly string[],
  preloads: readonly string[],
  latestStartMs: number
): void {
  let started = false;
  const add = (tag: string, attributes: object) => document.head.append(Object.assign(document.createElement(tag), attributes));
  const each = async (tag: string, urls: readonly string[], attributes: (url: string) => object) => {
    for (const url of urls) {
      add(tag, attributes(url));
      await new Promise((resolve) => setTimeout(resolve));
    }
  };
  const run = () => each('script', scripts, (src) => ({ src, async: true }));
  const go = () => {
    if (started) return;
    started = true;
    // The data first: the page's tree is what hydration waits for longest.
    const data =
      flight &&
      fetch(flight).then((response) => {
        if (!response.ok) throw Error(String(response.status));
        return response.json() as Promise<unknown[]>;
      });
    const ready = each('link', preloads, (href) => ({ rel: 'preload', as: 'script', fetchPriority: 'low', href })).then(() =>
      flight
        ? each(
            'link',
            scripts.filter((src) => !preloads.includes(src)),
            (href) => ({ rel: 'preload', as: 'script', href })
          )
        : undefined
    );
    if (!data) {
      void ready.then(run);
      return;
    }
    Promise.all([data, ready]).then(
      ([arrays]) => {
        const page = self as unknown as { __next_f?: unknown[] };
        const queue = (page.__next_f = page.__next_f || []);
        for (const array of arrays) queue.push(array);
        void run();
      },
      () => {}
    );
  };
  const later = () => setTimeout(go);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        later();
      }
    }).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(later);
  setTimeout(go, latestStartMs);
}

let compiled: string | undefined;

/**
 * The body of a page's inline loader: `loadAfterPaint` compiled from this file by
 * TypeScript (types erased, nothing added) and called with the page's list. Read from
 * the source rather than from the loaded function, whose text depends on how it was
 * loaded (tsx adds name helpers the page does not have).
 */
export function loaderSource(
  flight: string | null,
  scripts: readonly string[],
  preloads: readonly string[],
  latestStartMs: number
): string {
  compiled ??= ts
    .transpileModule(fs.readFileSync(path.join(__dirname, 'chunk-loader.ts'), 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true }
    })
    .outputText.match(new RegExp(`^export function ${loadAfterPaint.name}\\(.*?^}$`, 'ms'))?.[0]
    .replace(/^export /, '')
    .replace(/\n\s+/g, '\n');
  if (!compiled) throw new Error('chunk-loader: loadAfterPaint not found in its compiled source');
  return `${compiled}${loadAfterPaint.name}(${JSON.stringify(flight)},${JSON.stringify(scripts)},${JSON.stringify(preloads)},${latestStartMs})`;
}

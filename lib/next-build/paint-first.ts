import { createHash } from 'node:crypto';
import { loaderSource } from './chunk-loader';
import { staticUrlPrefix } from './output';

/**
 * A prerendered page is sent as what its first paint needs (HTML, CSS, fonts); its
 * scripts and the data they hydrate from are requested once it is painted.
 *
 * As Next writes it, a page names every chunk in its <head> (`<script async src>`, a
 * few as `<link rel="preload" as="script">`, about 155 KB gzipped) and carries its
 * server-component payload as inline scripts at the end of <body> (the "flight" data,
 * `self.__next_f.push(…)`: the page's tree once more, as JSON, gzipped 1.5–2 times the
 * size of the HTML it describes). On a slow link the chunks share the connection with
 * the stylesheet and fonts, the flight data makes the HTML itself several round trips
 * long, and chunks that arrive first run first. Nothing on the first screen needs
 * either: every page is whole in its HTML and CSS, and its client leaves only respond
 * once hydrated. Measurements: README, Performance.
 *
 * So, after `next build` (scripts/paint-first.ts; Next has no option for it), every
 * prerendered page gets one small inline loader in place of its chunk scripts, and its
 * flight data goes into one JSON file, `/_next/static/flight/<content hash>.json`,
 * served and cached like the chunks. The loader (lib/next-build/chunk-loader.ts, a
 * typed module whose compiled source is written into each page) requests them once
 * the page is painted. If the data cannot be fetched, the page stays as it was sent,
 * which works without JavaScript.
 */

/** What Next writes for a chunk: `<script src="/_next/static/chunks/….js" async="">`. */
const chunkScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** Turbopack's runtime chunk, which loads and starts the others. */
export const turbopackRuntime = /\/turbopack-[^/]+\.js$/;
/** Next's low-priority preload of a chunk that the page will import. */
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;
/**
 * One inline flight script: `(self.__next_f=self.__next_f||[]).push([0])`, then
 * `self.__next_f.push([1,"…"])`; the pushed array is JSON. Next escapes `<` in the
 * data, so `</script>` ends it.
 */
const flightScript = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[.*?\])\)<\/script>/gs;

/** Where the flight files are: under the build's static assets, and as the site serves them. */
export const flightDir = { asset: 'flight/', url: `${staticUrlPrefix}flight/` } as const;

/** Marks a page already rewritten, so that running the step twice changes nothing. */
export const loaderMarker = 'data-chunks-after-paint';

/** At the latest, the scripts are requested this long after the loader runs. */
export const latestStartMs = 3000;

/**
 * The inline loader (lib/next-build/chunk-loader.ts), listed in the page's CSP by its
 * hash (scripts/csp-hashes.ts). An async module, like the colour-mode script: a
 * classic inline script after the stylesheets would hold the parser until they are in.
 */
function chunkLoader(flight: string | null, scripts: readonly string[], preloads: readonly string[]): string {
  return `<script type="module" async="" ${loaderMarker}="">${loaderSource(flight, scripts, preloads, latestStartMs)}</script>`;
}

export type PaintFirstPage = {
  html: string;
  /** The page's flight data (the pushed arrays, in order, as JSON) and the file name it is served under in `flightDir`. */
  flight: { name: string; json: string } | null;
  /** The chunks the loader runs at start-up, in its order (none when the page was left as it was). */
  scripts: readonly string[];
};

/**
 * The page with its chunk scripts, preloads and flight scripts taken out and the
 * loader in the place of the first chunk (in <head>). Pages without chunk scripts, and
 * pages already rewritten, come back unchanged.
 */
export function paintFirst(html: string): PaintFirstPage {
  if (html.includes(loaderMarker)) return { html, flight: null, scripts: [] };
  // Turbopack's runtime goes last: the loader adds the scripts one per task, and a
  // runtime that ran before the chunks it starts with were in the page would add its
  // own script elements for them, and fetch them twice.
  const found = [...html.matchAll(chunkScript)].map((match) => match[1]!);
  const scripts = [...found.filter((src) => !turbopackRuntime.test(src)), ...found.filter((src) => turbopackRuntime.test(src))];
  if (scripts.length === 0) return { html, flight: null, scripts: [] };
  const preloads = [...html.matchAll(chunkPreload)].map((match) => match[1]!);
  // The loader takes the place of the first; the others may be anywhere (Next writes
  // Turbopack's runtime chunk in <body>, after the inline list of chunks it loads).
  const first = html.search(new RegExp(`${chunkScript.source}|${chunkPreload.source}`));
  const head = html.indexOf('</head>');
  if (head === -1 || first > head) throw new Error('paint-first: the first chunk script or preload is expected in <head>');

  const flightParts = [...html.matchAll(flightScript)].map((match) => match[1]!);
  const flight = flightParts.length > 0 ? flightFile(flightParts) : null;
  const before = html.slice(0, first);
  const after = html.slice(first).replace(chunkScript, '').replace(chunkPreload, '').replace(flightScript, '');
  const loader = chunkLoader(flight && `${flightDir.url}${flight.name}`, scripts, preloads);
  return { html: before + loader + after, flight, scripts };
}

/** The flight data as one JSON file, named by its content. JSON.parse checks that each part is JSON. */
function flightFile(parts: readonly string[]): { name: string; json: string } {
  const json = JSON.stringify(parts.map((part) => JSON.parse(part) as unknown));
  return { name: `${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`, json };
}

/** What a rewritten page's loader requests: its flight file, the chunks it runs (in order) and the ones it preloads. */
export type StartupList = { flight: string | null; scripts: string[]; preloads: string[] };

/** The start-up list of the loader in a rewritten page, or null when the page has no loader. */
export function startupList(html: string): StartupList | null {
  const loader = html.match(new RegExp(`<script [^>]*${loaderMarker}="">(.*?)</script>`, 's'))?.[1];
  if (loader === undefined) return null;
  const call = loader.match(/loadAfterPaint\((null|"[^"]*"),(\[[^\]]*\]),(\[[^\]]*\]),\d+\)$/);
  if (!call) throw new Error('paint-first: a loader whose start-up list cannot be read (loaderSource changed without startupList)');
  return {
    flight: JSON.parse(call[1]!) as string | null,
    scripts: JSON.parse(call[2]!) as string[],
    preloads: JSON.parse(call[3]!) as string[]
  };
}

/** The chunk scripts of a page as Next wrote it, in document order. */
export function nextChunkScripts(html: string): string[] {
  return [...html.matchAll(chunkScript)].map((match) => match[1]!);
}

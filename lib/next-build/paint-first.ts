import { createHash } from 'node:crypto';

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
 * flight scripts go into one file, `/_next/static/flight/<content hash>.js`, served
 * and cached like the chunks. The loader waits for the browser's first-contentful-
 * paint entry, then adds the chunk preloads, the flight file and the chunk scripts,
 * all executed in that order (`async = false`): the flight data must be in
 * `self.__next_f` before Next's runtime reads it. Where paint timing is missing it
 * waits for one frame, and it waits at most `latestStartMs`, so that a page opened in
 * a background tab, which is not painted, is still hydrated.
 */

/** What Next writes for a chunk: `<script src="/_next/static/chunks/….js" async="">`. */
const chunkScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** Next's low-priority preload of a chunk that the page will import. */
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;
/**
 * One inline flight script: `(self.__next_f=self.__next_f||[]).push([0])`, then
 * `self.__next_f.push([1,"…"])`. Next escapes `<` in the data, so `</script>` ends it.
 */
const flightScript = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(\[.*?\]\))<\/script>/gs;

/** Where the flight files are: under the build's static assets, and as the site serves them. */
export const flightDir = { asset: 'flight/', url: '/_next/static/flight/' } as const;

/** Marks a page already rewritten, so that running the step twice changes nothing. */
export const loaderMarker = 'data-chunks-after-paint';

/** At the latest, the scripts are requested this long after the loader runs. */
export const latestStartMs = 3000;

/**
 * The inline loader, listed in the page's CSP by its hash (scripts/csp-hashes.ts). An
 * async module, like the colour-mode script: a classic inline script after the
 * stylesheets would hold the parser until they are in.
 */
export function chunkLoader(scripts: readonly string[], preloads: readonly string[]): string {
  const body =
    `(()=>{const s=${JSON.stringify(scripts)},p=${JSON.stringify(preloads)};let d=0;` +
    `const go=()=>{if(d)return;d=1;for(const h of p){const l=document.createElement("link");` +
    `l.rel="preload";l.as="script";l.fetchPriority="low";l.href=h;document.head.append(l)}` +
    `for(const u of s){const e=document.createElement("script");e.src=u;e.async=false;document.head.append(e)}};` +
    `const later=()=>setTimeout(go);` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))` +
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}})` +
    `.observe({type:"paint",buffered:true});else requestAnimationFrame(later);` +
    `setTimeout(go,${latestStartMs})})()`;
  return `<script type="module" async="" ${loaderMarker}="">${body}</script>`;
}

export type PaintFirstPage = {
  html: string;
  /** The page's flight data as a script, and the file name it is served under in `flightDir`. */
  flight: { name: string; script: string } | null;
};

/**
 * The page with its chunk scripts, preloads and flight scripts taken out and the
 * loader in the place of the first chunk (in <head>). Pages without chunk scripts, and
 * pages already rewritten, come back unchanged.
 */
export function paintFirst(html: string): PaintFirstPage {
  if (html.includes(loaderMarker)) return { html, flight: null };
  const scripts = [...html.matchAll(chunkScript)].map((match) => match[1]!);
  if (scripts.length === 0) return { html, flight: null };
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
  const loaded = flight ? [`${flightDir.url}${flight.name}`, ...scripts] : scripts;
  return { html: before + chunkLoader(loaded, preloads) + after, flight };
}

/** The flight scripts as one file, named by its content. */
function flightFile(parts: readonly string[]): { name: string; script: string } {
  const script = `${parts.join(';\n')};\n`;
  return { name: `${createHash('sha256').update(script).digest('hex').slice(0, 16)}.js`, script };
}

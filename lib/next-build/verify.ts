import { compileHint } from './compile-hint';
import { buildDir, prerenderedHtml, publicPath, readStaticAsset, staticUrlPrefix } from './output';
import { loaderMarker, nextChunkScripts, startupList, turbopackRuntime } from './paint-first';
import type { BuildVariant } from './variant';

/**
 * The checks the postbuild step runs on the real build (scripts/verify-build.ts), so
 * that a Next release which changes what the rewrite relies on fails `npm run build`
 * instead of shipping pages that are silently left as they were, half rewritten, or
 * without their CSP. Each returns what it found wrong, one line per problem.
 *
 * What they guard against, and why each is a problem:
 * - a changed chunk `<script>` shape: paintFirst finds no scripts and returns the page
 *   unchanged (the page is "left unrewritten", and its chunks lose the compile hint);
 * - a changed preload or flight-script shape: the data stays inline beside the loader;
 * - a runtime chunk renamed away from `turbopack-*.js`: it is not put last, runs before
 *   the chunks it starts with are in the page, and fetches them a second time;
 * - a referenced file that is not in the build: the page never hydrates.
 */

/** How a page is named in a message: its public path, or its file for Next's internal pages. */
function label(relativeHtml: string): string {
  return publicPath(relativeHtml) ?? relativeHtml;
}

/** Every `/_next/static/…` file a page names in an attribute. */
function referencedAssets(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g)].map((match) => match[1]!);
}

/** The prerendered HTML files of the build, and whether each is a public page. */
function builtPages(dist: string): Array<{ relative: string; html: string; isPublic: boolean }> {
  return prerenderedHtml(dist).map((page) => ({ ...page, isPublic: publicPath(page.relative) !== null }));
}

/** Problems with the prerendered pages and the files they name, for the build variant that was made. */
export function checkPages(dist: string = buildDir(), variant: BuildVariant = 'paint-first'): string[] {
  const problems: string[] = [];
  const missing = new Set<string>();
  const unhinted = new Set<string>();
  const asset = (url: string, where: string) => {
    if (!url.startsWith(staticUrlPrefix)) return problems.push(`${where}: ${url} is not a file of the build`);
    if (readStaticAsset(dist, url) === null) missing.add(`${url} (named by ${where})`);
  };
  const startupChunk = (url: string, where: string) => {
    const content = readStaticAsset(dist, url);
    if (content === null) missing.add(`${url} (named by ${where})`);
    else if (!content.startsWith(`${compileHint}\n`)) unhinted.add(url);
  };

  for (const page of builtPages(dist)) {
    const where = label(page.relative);
    for (const url of referencedAssets(page.html)) asset(url, where);
    const nextScripts = nextChunkScripts(page.html);
    if (variant === 'hint-only') {
      if (!page.isPublic) continue;
      if (nextScripts.length === 0) problems.push(`${where}: no chunk <script> in the shape lib/next-build/paint-first.ts reads`);
      else if (!nextScripts.some((url) => turbopackRuntime.test(url)))
        problems.push(`${where}: none of its chunk scripts is Turbopack's runtime (turbopack-*.js)`);
      for (const url of nextScripts) startupChunk(url, where);
      continue;
    }
    const list = startupList(page.html);
    if (nextScripts.length > 0 || (page.isPublic && !list)) {
      problems.push(`${where}: left unrewritten (${nextScripts.length} chunk scripts as Next wrote them, ${list ? 'a' : 'no'} loader)`);
      continue;
    }
    if (!list) continue;
    // Outside the loader, nothing of Next's start-up may be left in the page.
    const rest = page.html.replace(new RegExp(`<script [^>]*${loaderMarker}="">.*?</script>`, 's'), '');
    if (rest.includes('self.__next_f')) problems.push(`${where}: flight data left inline beside the loader`);
    if (/<link rel="preload" as="script"/.test(rest)) problems.push(`${where}: a script preload left in the page beside the loader`);
    if (list.scripts.length === 0) problems.push(`${where}: the loader runs no chunks`);
    else if (!turbopackRuntime.test(list.scripts.at(-1)!))
      problems.push(`${where}: the start-up list ends with ${list.scripts.at(-1)}, not Turbopack's runtime (turbopack-*.js)`);
    if (list.scripts.filter((url) => turbopackRuntime.test(url)).length > 1)
      problems.push(`${where}: more than one runtime chunk in its start-up list`);
    for (const url of list.scripts) startupChunk(url, where);
    for (const url of list.preloads) asset(url, where);
    if (list.flight) asset(list.flight, where);
  }
  for (const entry of missing) problems.push(`missing from the build: ${entry}`);
  for (const url of unhinted) problems.push(`start-up chunk without the compile hint: ${url}`);
  return problems;
}

/** A path and what `next start` must send for it. */
export type ServedSample = { path: string; expectedStatus: number };

/**
 * Paths to request from `next start` to check its header matching: every public page,
 * and in each locale a path that looks like a file (a 404 a header rule reaches first).
 */
export function servedSamples(dist: string, localePrefixes: readonly string[]): ServedSample[] {
  const pages = builtPages(dist).flatMap((page) => {
    const route = page.isPublic ? publicPath(page.relative) : null;
    return route ? [{ path: route, expectedStatus: 200 }] : [];
  });
  const files = localePrefixes.map((prefix) => ({ path: `${prefix}/no-such-file.php`, expectedStatus: 404 }));
  return [...pages, ...files];
}

/**
 * Requests every sample from a running `next start` and checks that each answers with
 * the status it should and with a Content-Security-Policy that allows exactly the
 * inline scripts of the HTML it sent: the header rules scripts/csp-hashes.ts adds to
 * the routes manifest carry no `regex` of their own, and this is where a `next start`
 * that stops deriving it, or matches paths differently, shows.
 */
export async function checkServed(origin: string, samples: readonly ServedSample[], cspOf: (html: string) => string): Promise<string[]> {
  const problems: string[] = [];
  for (const sample of samples) {
    const response = await fetch(origin + sample.path, { redirect: 'manual' });
    const html = await response.text();
    if (response.status !== sample.expectedStatus) {
      problems.push(`next start answered ${sample.path} with ${response.status}, not ${sample.expectedStatus}`);
      continue;
    }
    const csp = response.headers.get('content-security-policy');
    if (csp === null) problems.push(`next start sent ${sample.path} without a Content-Security-Policy (no header rule matched it)`);
    else if (csp !== cspOf(html))
      problems.push(`next start sent ${sample.path} with a Content-Security-Policy that does not list its inline scripts`);
  }
  return problems;
}

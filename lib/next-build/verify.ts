import fs from 'node:fs';
import { compileHint, type CompileHintRecord } from './compile-hint';
import { buildDir, prerenderedHtml, publicPath, readStaticAsset, siteBuildFile, staticUrlPrefix } from './output';
import { startupChunks } from './startup-chunks';
import { defaultLocale } from '../i18n/locales';

/**
 * The checks the postbuild step runs on the real build (scripts/build/verify-build.ts), so
 * that a Next release which changes what the postbuild steps rely on fails `npm run
 * build` instead of shipping pages that silently lost something. Each returns what it
 * found wrong, one line per problem.
 *
 * What they guard against, and why each is a problem:
 * - where the compile-hint step applied the hint, a start-up chunk without it (its page's
 *   start-up is one long task again). A build whose script shape that step does not
 *   recognise (a changed `<script>` shape, a renamed Turbopack runtime) is not a problem
 *   here: the step warns and leaves every page unhinted (lib/next-build/compile-hint.ts);
 * - a referenced file that is not in the build: the page never hydrates;
 * - a served page or 404 whose policy does not list its inline scripts: it would not
 *   start (checkServed below).
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

/** What the compile-hint step recorded in the build; none (not run) counts as not applied. */
function compileHintRecord(dist: string): CompileHintRecord | null {
  try {
    return JSON.parse(fs.readFileSync(siteBuildFile(dist, 'compile-hint'), 'utf8')) as CompileHintRecord;
  } catch {
    return null;
  }
}

/**
 * Problems with the prerendered pages and the files they name; and, where the
 * compile-hint step applied the hint (it is optional), a start-up chunk without it.
 */
export function checkPages(dist: string = buildDir()): string[] {
  const problems: string[] = [];
  const missing = new Set<string>();
  const unhinted = new Set<string>();
  const hinted = compileHintRecord(dist)?.applied === true;

  for (const page of builtPages(dist)) {
    const where = label(page.relative);
    for (const url of referencedAssets(page.html)) {
      if (!url.startsWith(staticUrlPrefix)) problems.push(`${where}: ${url} is not a file of the build`);
      else if (readStaticAsset(dist, url) === null) missing.add(`${url} (named by ${where})`);
    }
    if (!page.isPublic || !hinted) continue;
    const chunks = startupChunks(page.html);
    if (chunks.length === 0) problems.push(`${where}: no chunk <script> in the shape lib/next-build/startup-chunks.ts reads`);
    for (const url of chunks) {
      const content = readStaticAsset(dist, url);
      if (content !== null && !content.startsWith(`${compileHint}\n`)) unhinted.add(url);
    }
  }
  for (const entry of missing) problems.push(`missing from the build: ${entry}`);
  for (const url of unhinted) problems.push(`start-up chunk without the compile hint: ${url}`);
  return problems;
}

/** A path, the status it must be answered with, and the language of the document it must get. */
export type ServedSample = { path: string; expectedStatus: number; lang: string };

/** The language a public path is served in: its prefix, else the default. */
const langOf = (route: string, prefixes: readonly string[]) =>
  prefixes.find((prefix) => prefix && (route === prefix || route.startsWith(`${prefix}/`)))?.slice(1) ?? defaultLocale;

/**
 * Paths to request from a server of the build: every public page; in each language a
 * path of no page and one that looks like a file (404s in that language); and the pages
 * of the contact route in other letter case, which are 404s too (in the language their
 * exact prefix names), never the page.
 */
export function servedSamples(dist: string, localePrefixes: readonly string[]): ServedSample[] {
  const pages = builtPages(dist).flatMap((page) => {
    const route = page.isPublic ? publicPath(page.relative) : null;
    return route ? [{ path: route, expectedStatus: 200, lang: langOf(route, localePrefixes) }] : [];
  });
  const missing = localePrefixes.flatMap((prefix) => {
    const lang = langOf(prefix || '/', localePrefixes);
    return ['no-such-page', 'no-such-file.php', 'CONTACT'].map((tail) => ({ path: `${prefix}/${tail}`, expectedStatus: 404, lang }));
  });
  const shouted = localePrefixes
    .filter(Boolean)
    .map((prefix) => ({ path: `${prefix.toUpperCase()}/contact`, expectedStatus: 404, lang: defaultLocale }));
  // /api/ is the API's, which the proxy does not see; any other path under it is a page's 404.
  const underApi = { path: '/api/no-such-route', expectedStatus: 404, lang: defaultLocale };
  return [...pages, ...missing, ...shouted, underApi];
}

/**
 * Requests every sample from a running server of the build (`next start`, nginx in front
 * of it, the serverless function) and checks that each is answered with its status, in
 * its language, with a Content-Security-Policy that allows every inline script of the
 * HTML it sent (the page's own policy, from the build's manifest through proxy.ts, or the
 * not-found page's from the 404 handler).
 */
export async function checkServed(
  server: string,
  origin: string,
  samples: readonly ServedSample[],
  allows: (servedCsp: string, html: string) => boolean
): Promise<string[]> {
  const problems: string[] = [];
  for (const sample of samples) {
    const response = await fetch(origin + sample.path, { redirect: 'manual' });
    const html = await response.text();
    if (response.status !== sample.expectedStatus) {
      problems.push(`${server} answered ${sample.path} with ${response.status}, not ${sample.expectedStatus}`);
      continue;
    }
    const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
    if (lang !== sample.lang) problems.push(`${server} answered ${sample.path} in ${lang ?? 'no language'}, not ${sample.lang}`);
    const csp = response.headers.get('content-security-policy');
    if (csp === null) problems.push(`${server} sent ${sample.path} without a Content-Security-Policy`);
    else if (!allows(csp, html))
      problems.push(`${server} sent ${sample.path} with a Content-Security-Policy that does not list its inline scripts`);
  }
  return problems;
}

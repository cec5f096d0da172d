import fs from 'node:fs';
import { compileHint, type CompileHintRecord } from './compile-hint';
import { buildDir, prerenderedHtml, publicPath, readStaticAsset, siteBuildFile, staticUrlPrefix } from './output';
import { startupChunks } from './startup-chunks';

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
 * - header rules that `next start` no longer matches: pages without their CSP
 *   (checkServed below).
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
 * inline scripts of the HTML it sent: where a page's header rule (lib/next-build/csp-rules.ts,
 * through next.config.ts's headers()) does not match its path, or lists other scripts
 * than the page sent, it shows here.
 */
export async function checkServed(
  origin: string,
  samples: readonly ServedSample[],
  allows: (servedCsp: string, html: string) => boolean
): Promise<string[]> {
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
    else if (!allows(csp, html))
      problems.push(`next start sent ${sample.path} with a Content-Security-Policy that does not list its inline scripts`);
  }
  return problems;
}

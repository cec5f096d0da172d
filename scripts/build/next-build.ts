/**
 * `npm run build`'s build step: `next build`, then what the build learned of its own pages
 * (lib/next-build/second-pass.ts): the pages' Content-Security-Policy rules from their
 * inline scripts (lib/next-build/csp-rules.ts), and the not-found page of each language.
 * When that differs from what this build read through next.config.ts (the first build of
 * a checkout, or pages that changed), it is written and the site is built again with it,
 * until a build made the pages its rules describe (a few builds at most, or it fails here). The build id is fixed
 * once for every build of the run (BUILD_ID, else the commit's: lib/next-build/default-build-id.ts),
 * since it is part of the pages. The prebuild and postbuild steps run around this.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { env as setting } from '../../lib/env';
import { cspHeaderRules, mergeRules } from '../../lib/next-build/csp-rules';
import { locales } from '../../lib/i18n/locales';
import { defaultBuildId } from '../../lib/next-build/default-build-id';
import { buildDir, notFoundPageHtml, prerenderedPages } from '../../lib/next-build/output';
import { readSecondPass, writeSecondPass, type HeaderRule, type SecondPass } from '../../lib/next-build/second-pass';

const root = process.cwd();
const dist = buildDir(root);
const env = { ...process.env, BUILD_ID: setting('BUILD_ID') ?? defaultBuildId(root) };
const nextBuild = () => execFileSync(path.join(root, 'node_modules/.bin/next'), ['build'], { cwd: root, env, stdio: 'inherit' });

/** The first rule that differs between two lists (by its path), or null when they are the same. */
function firstDifference(a: readonly HeaderRule[], b: readonly HeaderRule[]): string | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return a[i]?.source ?? b[i]?.source ?? `rule ${i}`;
  return null;
}

/**
 * Keeps both versions of a page whose scripts moved from one build to the next, in
 * generated/build-pass/moved/, so that what Turbopack made differently can be read.
 */
function keepMovedPage(route: string, before: string | undefined, after: string | undefined, build: number) {
  if (before === undefined || after === undefined) return;
  const dir = path.join(root, 'generated', 'build-pass', 'moved', path.basename(dist));
  fs.mkdirSync(dir, { recursive: true });
  const name = route.replace(/^\//, '').replace(/\//g, '_') || 'index';
  fs.writeFileSync(path.join(dir, `${name}.build${build - 1}.html`), before);
  fs.writeFileSync(path.join(dir, `${name}.build${build}.html`), after);
  console.log(`build: kept ${route} as made by builds ${build - 1} and ${build} in ${path.relative(root, dir)}`);
}

const pagesOf = () => new Map(prerenderedPages(dist).map(({ route, html }) => [route, html]));

/** What the build in `dist` learned of its pages. */
function learned(): SecondPass & { pageCount: number; notFoundShapes: number } {
  const { notFound, pages } = cspHeaderRules(dist);
  const notFoundPages = Object.fromEntries(locales.map((locale) => [locale, notFoundPageHtml(dist, locale)]));
  return { cspRules: [...notFound, ...pages], notFoundPages, pageCount: pages.length, notFoundShapes: notFound.length };
}

/** Where two passes differ: the first differing CSP rule (by path), or a language's not-found page; null when they are the same. */
function difference(a: SecondPass, b: SecondPass): string | null {
  const rule = firstDifference(a.cspRules, b.cspRules);
  if (rule !== null) return `the CSP rule of ${rule}`;
  const locale = locales.find((l) => a.notFoundPages[l] !== b.notFoundPages[l]);
  return locale ? `the ${locale} not-found page` : null;
}

/**
 * Builds until a build made pages that the rules it read allow. Usually two: the first
 * learns the pages, the second has their rules. Turbopack now and then makes a page's
 * flight data differently from one build of the same sources to the next (seen in
 * fresh-clone CI runs: /ru/careers, its inline scripts cut at other places), so from
 * the second build on, a page's rule keeps allowing what an earlier build of this run
 * made of it (mergeRules): its rule lists the hashes of each version it was seen in,
 * all of the site's own scripts, and two versions take one more build, not a loop.
 */
const maxBuilds = 4;
let read = readSecondPass(root, dist);
let made: ReturnType<typeof learned> | null = null;
let pagesBefore: Map<string, string> | null = null;
for (let builds = 1; ; builds++) {
  nextBuild();
  made = learned();
  const pages = pagesOf();
  const allowed = builds === 1 ? made : { cspRules: mergeRules(read.cspRules, made.cspRules), notFoundPages: made.notFoundPages };
  const changed = difference(read, allowed);
  if (changed === null) break;
  if (pagesBefore && changed.startsWith('the CSP rule of /') && !changed.includes(':')) {
    const route = changed.slice('the CSP rule of '.length);
    keepMovedPage(route, pagesBefore.get(route), pages.get(route), builds);
  }
  pagesBefore = pages;
  if (builds === maxBuilds) {
    console.error(
      `build: ${maxBuilds} builds in a row made other pages than the one before (last difference: ${changed}), so no rule ` +
        'can list their inline scripts. Something in the build is not reproducible: compare two with scripts/dev/compare-builds.ts.'
    );
    process.exit(1);
  }
  read = { cspRules: allowed.cspRules, notFoundPages: allowed.notFoundPages };
  writeSecondPass(root, dist, read);
  console.log(`build: what the pages need differs from what this build read (first: ${changed}); building again with it`);
}
const first = made;
console.log(
  `csp: Content-Security-Policy for ${first.pageCount} prerendered pages and ${first.notFoundShapes} 404 path shapes, as header rules of next.config.ts; ` +
    `not-found pages for ${locales.length} languages in the 404 handler's bundle`
);

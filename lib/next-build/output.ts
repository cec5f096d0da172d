import fs from 'node:fs';
import path from 'node:path';
import nextPackage from 'next/package.json';
import { env } from '@/lib/env';
import { defaultLocale } from '@/lib/i18n/locales';

/**
 * The one door to Next's build output. Next documents none of this layout (where
 * prerendered HTML lands, the shape of routes-manifest.json), so everything in the
 * project that reads or rewrites it goes through here, and every expectation is
 * checked: when a Next release moves a file, the build's postbuild step fails at once
 * with a message naming the installed Next and the missing path, instead of the site
 * silently losing its CSP or its not-found pages. Server and build scripts only
 * (node:fs); never imported by client components.
 */

/** The installed Next, whose build layout this module was written against. */
const nextVersion: string = nextPackage.version;

/** @internal Thrown here and by proxy-copies.ts, the bench's reader of the compiled proxy. */
export class NextBuildLayoutError extends Error {
  constructor(missing: string, what: string) {
    super(
      `Next's build output does not have the layout this site expects from next@${nextVersion}: ` +
        `${missing} is missing (${what}). Build first (npm run build); if it was built, the installed Next ` +
        `has moved it: update lib/next-build/output.ts, the only module that reads Next's build output ` +
        `(with proxy-copies.ts beside it, which changes copies of the compiled proxy for the bench).`
    );
    this.name = 'NextBuildLayoutError';
  }
}

/** The build folder: next.config's distDir (NEXT_DIST_DIR or .next) under `root`. */
export function buildDir(root: string = process.cwd()): string {
  return path.resolve(root, env('NEXT_DIST_DIR'));
}

/** @internal `file`, or a NextBuildLayoutError naming it and what it is; also for proxy-copies.ts. */
export function expectFile(file: string, what: string): string {
  if (!fs.existsSync(file)) throw new NextBuildLayoutError(file, what);
  return file;
}

/** server/app: where Next writes the prerendered HTML of the App Router. */
function appDir(dist: string): string {
  return expectFile(path.join(dist, 'server', 'app'), 'the folder of prerendered App Router pages');
}

/**
 * Every prerendered HTML file of the build, Next's internal ones included (_not-found,
 * _global-error), as absolute paths, sorted.
 * @internal
 */
export function prerenderedHtmlFiles(dist: string): string[] {
  const files = prerenderedOutputFiles(dist).flatMap(({ relative, file }) => (relative.endsWith('.html') ? [file] : []));
  if (files.length === 0) throw new NextBuildLayoutError(path.join(appDir(dist), '**/*.html'), 'the prerendered pages');
  return files;
}

/**
 * The build folder's copy in Next's standalone output (`<distDir>/standalone/<the project
 * folder's path>/<distDir>`), made during `next build` where `output: 'standalone'` is set
 * (OpenNext sets it); null when this build made none.
 */
export function standaloneBuildDir(dist: string, root: string = process.cwd()): string | null {
  const dir = path.join(dist, 'standalone', path.relative(root, dist));
  return fs.existsSync(dir) ? dir : null;
}

/** A file of the site's own in the build folder (what a postbuild step did, for the check after it). */
export const siteBuildFile = (dist: string, name: string) => path.join(dist, `site-${name}.json`);

/** Where the site serves the build's static folder (`<distDir>/static`). */
export const staticUrlPrefix = '/_next/static/';

/** The file in the build's static folder that the site serves at `/_next/static/<relativePath>`. */
function staticFile(dist: string, relativePath: string): string {
  return path.join(dist, 'static', ...relativePath.split('/'));
}

/** The content of the file the site serves at `url` (`/_next/static/…`), or null when the build has no such file. */
export function readStaticAsset(dist: string, url: string): string | null {
  if (!url.startsWith(staticUrlPrefix)) throw new Error(`Not a file under ${staticUrlPrefix}: ${url}`);
  const file = staticFile(dist, url.slice(staticUrlPrefix.length));
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/**
 * Rewrites, in place, the file the site serves at `url` (`/_next/static/…`), keeping its
 * name (a hash of what Next wrote) and so its year-long caching. Only for a change that
 * alters no behaviour (a compile hint): a cache may still hold the file as it was, from
 * an earlier deploy, or get it from a build where it was not changed, and either copy
 * must run the same.
 */
export function rewriteStaticAsset(dist: string, url: string, rewrite: (content: string) => string): void {
  if (!url.startsWith(staticUrlPrefix)) throw new Error(`Not a file under ${staticUrlPrefix}: ${url}`);
  const file = expectFile(staticFile(dist, url.slice(staticUrlPrefix.length)), `the file served at ${url}`);
  const before = fs.readFileSync(file, 'utf8');
  const after = rewrite(before);
  if (after !== before) fs.writeFileSync(file, after);
}

/**
 * Public path of a prerendered HTML file (relative to server/app):
 * en/hseq.html → /hseq, en.html → /, ru/news/2016.html → /ru/news/2016 (English at bare paths).
 * Internal pages (Next's own, and the not-found page served by the 404 handler) → null.
 */
export function publicPath(relativeHtml: string): string | null {
  const route = '/' + relativeHtml.replace(/\.html$/, '');
  if (route.split('/').some((segment) => segment.startsWith('_')) || route.endsWith('/not-found-page')) return null;
  // The default locale is served at bare paths (next.config's rewrite).
  if (route === `/${defaultLocale}`) return '/';
  if (route.startsWith(`/${defaultLocale}/`)) return route.slice(defaultLocale.length + 1);
  return route;
}

/**
 * Every file Next wrote under server/app that a server sends as it is: the prerendered
 * pages (.html), their flight data (.rsc, and .segments/… for the client router's segment
 * prefetches), the prerendered bodies of route handlers (.body: feeds, sitemaps) and the
 * status and headers stored with each (.meta); with paths relative to server/app, sorted.
 * What two builds of one commit must make byte for byte (scripts/dev/reproducible-build.ts).
 */
export function prerenderedOutputFiles(dist: string): Array<{ relative: string; file: string }> {
  const dir = appDir(dist);
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(?:html|rsc|body|meta)$/.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { relative: path.relative(dir, file).split(path.sep).join('/'), file };
    })
    .sort((a, b) => (a.relative < b.relative ? -1 : 1));
}

/** Every prerendered HTML file of the build, Next's internal ones included, with its path relative to server/app and its HTML. */
export function prerenderedHtml(dist: string): Array<{ relative: string; html: string }> {
  const dir = appDir(dist);
  return prerenderedHtmlFiles(dist).map((file) => ({
    relative: path.relative(dir, file).split(path.sep).join('/'),
    html: fs.readFileSync(file, 'utf8')
  }));
}

/** The prerendered pages served at their own URL, sorted by path, with their HTML. */
export function prerenderedPages(dist: string): Array<{ route: string; html: string }> {
  const dir = appDir(dist);
  return prerenderedHtmlFiles(dist)
    .flatMap((file) => {
      const route = publicPath(path.relative(dir, file).split(path.sep).join('/'));
      return route ? [{ route, html: fs.readFileSync(file, 'utf8') }] : [];
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Every path Next wrote at build time (pages and route handlers such as the news
 * feeds), from its prerender manifest: a route missing here is rendered at request time.
 * @internal Only the tests read it; it stays beside the rest of Next's build layout, so
 * that a Next upgrade is met in this one module (`knip --production` skips @internal).
 */
export function prerenderedRoutes(dist: string): string[] {
  const file = expectFile(path.join(dist, 'prerender-manifest.json'), 'the prerender manifest');
  return Object.keys((JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: Record<string, unknown> }).routes);
}

/** The prerendered HTML of one page of the route list in a locale (app/[locale]/…), and its file. */
export function prerenderedPageHtml(dist: string, locale: string, routePath: string): { file: string; html: string } {
  const file = path.join(dist, 'server', 'app', routePath === '/' ? `${locale}.html` : `${locale}${routePath}.html`);
  return { file, html: fs.readFileSync(expectFile(file, `the prerendered page ${routePath} of "${locale}"`), 'utf8') };
}

/** The prerendered app/[locale]/not-found-page of a locale. */
export function notFoundPageHtml(dist: string, locale: string): string {
  const file = path.join(dist, 'server', 'app', locale, 'not-found-page.html');
  return fs.readFileSync(expectFile(file, `the prerendered not-found page of "${locale}" (app/[locale]/not-found-page)`), 'utf8');
}

/**
 * The build's client chunks (served as /_next/static/chunks/<name>), with a reader for each.
 * @internal Only the tests read it, here for the same reason as prerenderedRoutes.
 */
export function clientChunks(dist: string): Array<{ name: string; read: () => string }> {
  const dir = expectFile(staticFile(dist, 'chunks'), `the client chunks served under ${staticUrlPrefix}chunks/`);
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { name: path.relative(dir, file).split(path.sep).join('/'), read: () => fs.readFileSync(file, 'utf8') };
    });
}

/**
 * Every file of the build's static folder, as the URL the site serves it at, with its
 * file, sorted: what two builds must share for their pages to load on each other's
 * servers (scripts/dev/reproducible-build.ts).
 */
export function staticAssets(dist: string): Array<{ url: string; file: string }> {
  const dir = expectFile(path.join(dist, 'static'), `the build's static files served under ${staticUrlPrefix}`);
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { url: staticUrlPrefix + path.relative(dir, file).split(path.sep).join('/'), file };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** The id of the build in `dist`, or undefined when there is no build there (next dev). */
export async function buildId(dist: string): Promise<string | undefined> {
  const id = await fs.promises.readFile(path.join(dist, 'BUILD_ID'), 'utf8').catch(() => '');
  return id.trim() || undefined;
}

/**
 * What every App Router page loads before a line of the site's own code: Next's and React's
 * runtime (build-manifest.json's rootMainFiles), as paths relative to `dist`. For the bench,
 * which weighs them as `next start` sends them.
 */
export function frameworkRuntimeFiles(dist: string): string[] {
  const file = expectFile(path.join(dist, 'build-manifest.json'), 'the build manifest that names the runtime every page loads');
  const files = (JSON.parse(fs.readFileSync(file, 'utf8')) as { rootMainFiles?: unknown }).rootMainFiles;
  if (!Array.isArray(files) || !files.every((name) => typeof name === 'string'))
    throw new NextBuildLayoutError(`${file} → "rootMainFiles" (a list of files)`, 'the runtime every page loads');
  return files;
}

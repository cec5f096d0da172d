/**
 * Checks that the build is reproducible: one commit, built in two folders at different
 * paths with its default build id, must give the same build id, the same asset names and
 * contents, and byte for byte the same pages and flight data; or two machines that each
 * build it serve pages whose assets the other does not have (docs/deploying.md, Several
 * instances), and a page's policy from one build blocks a script of the other's.
 *
 *   npx tsx scripts/dev/reproducible-build.ts [commit] [--keep]
 *   npx tsx scripts/dev/reproducible-build.ts --against-this-build     (npm run test:reproducible)
 *
 * The commit defaults to HEAD (commit first: uncommitted changes are not built). Each
 * clone gets a copy of this checkout's node_modules (installed for its lock file) and
 * runs `npm run build` with the environment of this shell, BUILD_ID and NEXT_DIST_DIR
 * left out. Two full builds at once take several minutes and about 3 GB of disk.
 * `--against-this-build` is the check `npm test` runs: this checkout's own `.next`, which
 * the suite has just built, is one of the two, and one clone is built. It needs that build
 * to be of HEAD with nothing changed (its build id says so); otherwise it says why and
 * skips, or fails under CI. Exit code 0 when everything is equal, 1 otherwise; the
 * folders are kept on a difference (or with --keep) for a closer look (`diff -r`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultBuildId } from '../../lib/next-build/default-build-id';
import { prerenderedHtml, prerenderedOutputFiles, staticAssets } from '../../lib/next-build/output';

/** What one build serves under names that caches keep for a year. */
type BuildOutput = {
  id: string;
  /** URL of every immutable asset (the build's static folder, the search index) → hash of its content. */
  assets: Map<string, string>;
  /** Prerendered page (as lib/next-build/output.ts finds them) → the static assets it names, sorted. */
  pages: Map<string, string[]>;
  /** Every page, flight data file and prerendered body (lib/next-build/output.ts finds them) → hash of its bytes. */
  documents: Map<string, string>;
};

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The search index is written beside the build, to public/pagefind/, under content-hashed names too. */
function searchIndex(checkout: string): Array<{ url: string; file: string }> {
  const dir = path.join(checkout, 'public', 'pagefind');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ url: `/pagefind/${path.relative(dir, file).split(path.sep).join('/')}`, file }));
}

/** The build in `checkout`'s `.next` (the default build folder), read for comparing. */
export function readOutput(checkout: string): BuildOutput {
  const dist = path.join(checkout, '.next');
  const assets = new Map([...staticAssets(dist), ...searchIndex(checkout)].map(({ url, file }) => [url, sha256(file)]));
  const pages = new Map(
    prerenderedHtml(dist).map(({ relative, html }) => [relative, [...new Set(html.match(/\/_next\/static\/[\w./~-]+/g))].sort()])
  );
  const documents = new Map(prerenderedOutputFiles(dist).map(({ relative, file }) => [relative, sha256(file)]));
  return { id: fs.readFileSync(path.join(dist, 'BUILD_ID'), 'utf8').trim(), assets, pages, documents };
}

export type Comparison = {
  ids: [string, string];
  /** Asset URLs in both builds, of all URLs in either. */
  names: { equal: number; total: number; onlyFirst: string[]; onlySecond: string[] };
  /** Assets in both whose content is the same. */
  contents: { equal: number; total: number; differing: string[] };
  /** Pages that name the same assets in both, and each page's count of shared names. */
  pages: { equal: number; total: number; differing: string[]; named: Map<string, { equal: number; total: number }> };
  /** Pages, flight data and bodies the same byte for byte, of all in either. */
  documents: { equal: number; total: number; differing: string[] };
};

export function compareOutputs(first: BuildOutput, second: BuildOutput): Comparison {
  const urls = [...new Set([...first.assets.keys(), ...second.assets.keys()])].sort();
  const shared = urls.filter((url) => first.assets.has(url) && second.assets.has(url));
  const differing = shared.filter((url) => first.assets.get(url) !== second.assets.get(url));
  const named = new Map<string, { equal: number; total: number }>();
  for (const page of new Set([...first.pages.keys(), ...second.pages.keys()])) {
    const a = first.pages.get(page) ?? [];
    const b = new Set(second.pages.get(page) ?? []);
    const total = new Set([...a, ...b]).size;
    named.set(page, { equal: a.filter((url) => b.has(url)).length, total });
  }
  const differingPages = [...named].filter(([, { equal, total }]) => equal !== total).map(([page]) => page);
  const documents = [...new Set([...first.documents.keys(), ...second.documents.keys()])].sort();
  const differingDocuments = documents.filter((file) => first.documents.get(file) !== second.documents.get(file));
  return {
    ids: [first.id, second.id],
    names: {
      equal: shared.length,
      total: urls.length,
      onlyFirst: urls.filter((url) => !second.assets.has(url)),
      onlySecond: urls.filter((url) => !first.assets.has(url))
    },
    contents: { equal: shared.length - differing.length, total: shared.length, differing },
    pages: { equal: named.size - differingPages.length, total: named.size, differing: differingPages, named },
    documents: { equal: documents.length - differingDocuments.length, total: documents.length, differing: differingDocuments }
  };
}

/** Whether the two builds can serve each other's pages: same id, same names, same contents. */
export function isReproducible(comparison: Comparison): boolean {
  const { ids, names, contents, pages, documents } = comparison;
  return [names, contents, pages, documents].every(({ equal, total }) => equal === total) && ids[0] === ids[1];
}

/** The comparison as lines for a person; `page` is the one page whose asset names are counted (the issue's /contact). */
export function describeComparison(comparison: Comparison, page = 'en/contact.html'): string[] {
  const { ids, names, contents, pages, documents } = comparison;
  const onPage = pages.named.get(page);
  const listed = (label: string, urls: string[]) => (urls.length ? [`  ${label}: ${urls.slice(0, 20).join(' ')}`] : []);
  return [
    ids[0] === ids[1] ? `build id: ${ids[0]} in both` : `build ids differ: ${ids[0]} and ${ids[1]}`,
    `asset names equal: ${names.equal} of ${names.total} (/_next/static/ and /pagefind/)`,
    ...listed('only in the first', names.onlyFirst),
    ...listed('only in the second', names.onlySecond),
    `asset contents equal: ${contents.equal} of ${contents.total}`,
    ...listed('differing', contents.differing),
    `pages naming the same assets: ${pages.equal} of ${pages.total}` +
      (onPage ? ` (${page}: ${onPage.equal} of ${onPage.total} asset names equal)` : ''),
    ...listed('differing', pages.differing),
    `pages, flight data and bodies equal byte for byte: ${documents.equal} of ${documents.total}`,
    ...listed('differing', documents.differing)
  ];
}

const root = path.resolve(import.meta.dirname, '..', '..');

/** Clones `commit` into `dir` with this checkout's node_modules. */
function prepare(commit: string, dir: string): void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', root, dir]);
  execFileSync('git', ['-C', dir, 'checkout', '--quiet', '--detach', commit]);
  // A copy, not a link: Turbopack resolves a linked node_modules to its real path, outside the project.
  fs.cpSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !source.includes(`${path.sep}node_modules${path.sep}.cache`)
  });
}

/** `npm run build` in `dir`, its output in `log`; rejects when it fails. */
function build(dir: string, log: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_SKIP_TYPECHECK: '1' };
  // The default build id and build folder are what is checked.
  delete env.BUILD_ID;
  delete env.NEXT_DIST_DIR;
  const out = fs.openSync(log, 'w');
  const child = spawn('npm', ['run', 'build'], { cwd: dir, env, stdio: ['ignore', out, out] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(out);
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed in ${dir} (exit ${code}); its output: ${log}`));
    });
  });
}

/**
 * Why this checkout's `.next` cannot stand for `commit` in the comparison, or null when it can:
 * it must be a build of that commit with nothing changed, which its default build id records.
 */
function notOfCommit(commit: string): string | null {
  const idFile = path.join(root, '.next', 'BUILD_ID');
  if (!fs.existsSync(idFile)) return 'there is no build in .next (npm run build first)';
  const built = fs.readFileSync(idFile, 'utf8').trim();
  const expected = defaultBuildId(root);
  if (!expected.startsWith(commit.slice(0, 12))) return 'the checkout has changes that are not committed';
  if (built !== expected) return `.next was built from other sources or settings (build id ${built}, this commit's ${expected})`;
  return null;
}

async function main() {
  const args = process.argv.slice(2);
  const keep = args.includes('--keep');
  const againstThisBuild = args.includes('--against-this-build');
  const commit = execFileSync('git', ['rev-parse', args.find((arg) => !arg.startsWith('--')) ?? 'HEAD'], {
    cwd: root,
    encoding: 'utf8'
  }).trim();
  if (againstThisBuild) {
    const reason = notOfCommit(commit);
    if (reason) {
      const message = `reproducible-build: cannot compare with this checkout's build: ${reason}`;
      if (process.env.CI) throw new Error(message);
      console.warn(`${message}; skipped (commit, build, and run it again)`);
      return;
    }
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'reproducible-build-'));
  // Two paths of different length and depth: a build that depends on its folder shows.
  const clones = againstThisBuild ? [path.join(work, 'second', 'checkout')] : [path.join(work, 'a'), path.join(work, 'second', 'checkout')];
  const checkouts = againstThisBuild ? [root, ...clones] : clones;
  console.log(`reproducible-build: ${commit} in ${checkouts.join(' and ')}`);
  for (const dir of clones) prepare(commit, dir);
  console.log(`reproducible-build: building ${clones.length === 1 ? 'a clone' : 'both'} (minutes)…`);
  await Promise.all(clones.map((dir, i) => build(dir, path.join(work, `build-${i + 1}.log`))));
  const comparison = compareOutputs(readOutput(checkouts[0]!), readOutput(checkouts[1]!));
  for (const line of describeComparison(comparison)) console.log(line);
  const ok = isReproducible(comparison);
  console.log(ok ? 'reproducible-build: the two builds are the same' : 'reproducible-build: the two builds differ');
  if (ok && !keep) fs.rmSync(work, { recursive: true, force: true });
  else console.log(`reproducible-build: kept ${work}`);
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codeExtensions, readSource, repoRoot, sourceFiles } from '../../helpers/source-files';

/**
 * A path named in the docs or in a comment is a promise that the file is there: when a
 * file moves, the sentence that sends a reader to it must move too. This collects every
 * repository path in the Markdown files and in the comments of the code, and fails naming
 * each one that does not exist.
 *
 * What counts as a repository path, in a word of text (split at white space, brackets,
 * commas, quotes and backticks):
 *  - a word with a slash whose first segment is a top-level folder of the repository
 *    (`lib/env.ts`, `tests/unit/`, `scripts/build/next-build.ts`), or one of the generated
 *    folders below;
 *  - a word that starts with `./` or `../`, resolved from the file that names it;
 *  - in Markdown, a link's target that is not a URL (`[x](enquiries.md)`), from the file.
 * A path may leave out a module's extension (`lib/i18n/routing`, as an import names it).
 * Not paths: URLs and URL paths (`/api/contact`, `https://…`), globs (`*`), placeholders
 * (`<area>`, `{placeholder}` without a comma, `…`) and double-quoted values; `{a,b}` lists
 * are expanded.
 */

/**
 * Folders that exist only once something has run: named in the docs, absent on a fresh
 * clone. A path under one of them is taken as it is. Each with why it is not in git.
 */
const generatedPrefixes: ReadonlyArray<readonly [prefix: string, why: string]> = [
  ['node_modules/', 'installed by npm'],
  ['generated/', 'written by the prebuild steps (fonts, static map, CV sandbox bundle)'],
  ['public/cards/', 'link-preview cards, drawn by scripts/build/cards.mts'],
  ['public/pagefind/', 'the search index, written by scripts/build/search-index.mts'],
  ['bench/results/', "the bench's reports"],
  ['bench/floor/.next', "the floor app's build"],
  ['data/', 'the SQLite store and CVs of a local run'],
  ['test-results/', "Playwright's output"],
  ['playwright-report/', "Playwright's report"],
  ['screenshots/', 'npm run screenshots'],
  ['.open-next/', "OpenNext's build (npm run build:aws)"],
  ['out/', 'an export build']
];

/** `.next/`, `.next-bench/`, `.next-verify-*`: Next's build folders, wherever they are named. */
const isBuildFolder = (segment: string) => segment === '.next' || segment.startsWith('.next-');

const pathChars = /^[\w.@[\]{}\u0001…-]+(?:\/[\w.@[\]{}\u0001…-]*)*$/;

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (the commas already turned into \u0001); no braces → the word itself. */
function expandBraces(word: string): string[] {
  const match = /\{([^{}]*\u0001[^{}]*)\}/.exec(word);
  if (!match) return [word];
  const [whole, list] = match;
  return list!.split('\u0001').flatMap((item) => expandBraces(word.replace(whole, item)));
}

/**
 * The repository paths a piece of text names: `from` is the folder of the file it is in,
 * `topLevel` the repository's top-level folders. A `./` or `../` path gives two readings
 * joined by `|`: from the file, and from the repository's root (a command in a comment is
 * run from there).
 */
function pathsIn(text: string, from: string, topLevel: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const listsKept = text
    // A double-quoted value is a string the code deals in, such as a path inside an uploaded file.
    .replace(/"[^"]*"/g, ' ')
    .replace(/\{[^{}\s]*\}/g, (list) => list.replaceAll(',', '\u0001'));
  for (const raw of listsKept.split(/[\s()`',;=|!?]+|:(?!\/)/)) {
    // A sentence's full stop or colon is not part of the path.
    const word = raw.replace(/[.:]+$/, '');
    if (!word.includes('/') || /^\w+:|^\/|^@\//.test(word) || /[…$*<>]/.test(word)) continue;
    if (!pathChars.test(word) || /\{[^}\u0001]*\}/.test(word)) continue;
    for (const each of expandBraces(word)) {
      if (each.startsWith('./') || each.startsWith('../')) {
        const readings = [path.posix.join(from, each), path.posix.normalize(each)].filter((p) => p !== '.' && !p.startsWith('../'));
        if (readings.length > 0) found.push([...new Set(readings)].join('|'));
      } else if (topLevel.has(each.split('/')[0]!)) found.push(each);
    }
  }
  return found;
}

/** Link targets of Markdown (`[text](target)`), resolved from the file's folder; URLs and anchors left out. */
function markdownLinks(text: string, from: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^\w+:/.test(target) && !target.startsWith('/'))
    .map((target) => path.posix.normalize(path.posix.join(from, target)));
}

/**
 * Whether `p` (or one of its readings, joined by `|`) names something in the repository, a
 * module without its extension, or a path in or on the way to a generated folder.
 */
function exists(p: string, onDisk: (p: string) => boolean): boolean {
  return p.split('|').some((reading) => {
    const bare = reading.replace(/\/$/, '');
    if (bare.split('/').some(isBuildFolder)) return true;
    if (generatedPrefixes.some(([prefix]) => `${bare}/`.startsWith(prefix) || prefix.startsWith(`${bare}/`))) return true;
    return onDisk(bare) || [...codeExtensions, '.tsx'].some((ext) => onDisk(bare + ext));
  });
}

/** Every line of every comment in a module, with its line number. */
function commentsOf(file: string, text: string): Array<{ line: number; text: string }> {
  const kind = /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (!seen.has(range.pos))
        seen.set(range.pos, { line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].flatMap((comment) => comment.text.split('\n').map((line, i) => ({ line: comment.line + i, text: line })));
}

/** Every repository path a file names that is not there, as `file:line: path`. */
function missingPaths(file: string, text: string, topLevel: ReadonlySet<string>, onDisk: (p: string) => boolean): string[] {
  const from = path.posix.dirname(file);
  const pieces = file.endsWith('.md')
    ? text.split('\n').map((line, i) => ({ line: i + 1, text: line, links: markdownLinks(line, from) }))
    : commentsOf(file, text).map((comment) => ({ ...comment, links: [] }));
  return pieces.flatMap((piece) =>
    [...new Set([...pathsIn(piece.text, from, topLevel), ...piece.links])]
      .filter((p) => !exists(p, onDisk))
      .map((p) => `${file}:${piece.line}: ${p.split('|')[0]}`)
  );
}

describe('the path collector (on made-up text)', () => {
  const topLevel = new Set(['lib', 'docs', 'tests', 'generated', 'public']);
  const disk = new Set(['lib', 'lib/env.ts', 'lib/i18n', 'lib/i18n/routing.ts', 'docs', 'docs/enquiries.md', 'tests', 'tests/unit']);
  const onDisk = (p: string) => disk.has(p);

  it('finds paths in prose and code spans, with and without a trailing slash or extension', () => {
    const text = 'See `lib/env.ts`, lib/i18n/routing and (tests/unit/). The `lib/i18n/` folder: docs/enquiries.md.';
    expect(pathsIn(text, 'docs', topLevel)).toEqual(['lib/env.ts', 'lib/i18n/routing', 'tests/unit/', 'lib/i18n/', 'docs/enquiries.md']);
    expect(missingPaths('docs/x.md', text, topLevel, onDisk)).toEqual([]);
  });

  it('names a path that does not exist, with its file and line', () => {
    const text = 'Fine: `lib/env.ts`.\nStale: `lib/enviroment.ts` and tests/aws/.';
    expect(missingPaths('docs/x.md', text, topLevel, onDisk)).toEqual(['docs/x.md:2: lib/enviroment.ts', 'docs/x.md:2: tests/aws/']);
  });

  it('resolves ./ and ../ and Markdown links from the file that names them', () => {
    expect(pathsIn('see ./routing.ts and ../env.ts', 'lib/i18n', topLevel)).toEqual(['lib/i18n/routing.ts|routing.ts', 'lib/env.ts']);
    expect(missingPaths('lib/i18n/x.ts', '// ./routing.ts, ./lib/env.ts (from the root), ./gone.ts', topLevel, onDisk)).toEqual([
      'lib/i18n/x.ts:1: lib/i18n/gone.ts'
    ]);
    expect(
      missingPaths('docs/x.md', '[the store](enquiries.md), [gone](gone.md#top), [web](https://example.com)', topLevel, onDisk)
    ).toEqual(['docs/x.md:1: docs/gone.md']);
  });

  it('expands {a,b} lists and skips URLs, URL paths, globs, placeholders and words outside the repository', () => {
    expect(pathsIn('lib/{env,gone}.ts', '.', topLevel)).toEqual(['lib/env.ts', 'lib/gone.ts']);
    const notPaths =
      'https://example.com/lib/x /api/contact lib/**/*.ts tests/unit/x*.test.ts lib/<area>/ lib/{name}.ts lib/… and/or en/ru @/lib/x "./Object 1"';
    expect(pathsIn(notPaths, '.', topLevel)).toEqual([]);
  });

  it('takes paths under generated folders and build folders as they are', () => {
    expect(
      missingPaths(
        'docs/x.md',
        'generated/fonts/fallbacks.css, public/cards/, public/, .next/standalone/ and lib/.next-verify-1/',
        topLevel,
        onDisk
      )
    ).toEqual([]);
  });

  it('reads the comments of a module, not its code or strings', () => {
    const code = [
      "const url = 'lib/not-a-comment.ts'; // lib/gone.ts",
      '/**',
      ' * lib/env.ts and',
      ' * lib/also-gone.ts',
      ' */',
      'const re = /^https?:\\/\\//;',
      'export {};'
    ].join('\n');
    expect(missingPaths('lib/x.ts', code, topLevel, onDisk)).toEqual(['lib/x.ts:1: lib/gone.ts', 'lib/x.ts:4: lib/also-gone.ts']);
  });
});

describe('paths named in the docs and in comments', () => {
  const topLevel = new Set([
    ...fs
      .readdirSync(repoRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '.git' && !isBuildFolder(entry.name))
      .map((entry) => entry.name),
    ...generatedPrefixes.map(([prefix]) => prefix.split('/')[0]!)
  ]);
  const onDisk = (p: string) => fs.existsSync(path.join(repoRoot, p));

  it('finds the files to read', () => {
    expect(sourceFiles(['.md'])).toContain('docs/architecture.md');
    expect(topLevel).toContain('lib');
  });

  it('exist, in every Markdown file', () => {
    const missing = sourceFiles(['.md']).flatMap((file) => missingPaths(file, readSource(file), topLevel, onDisk));
    expect(missing).toEqual([]);
  });

  it('exist, in every comment of the code', () => {
    const missing = sourceFiles(codeExtensions).flatMap((file) => missingPaths(file, readSource(file), topLevel, onDisk));
    expect(missing).toEqual([]);
  });
});

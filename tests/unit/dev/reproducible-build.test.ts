import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareOutputs, describeComparison, isReproducible, readOutput } from '@/scripts/dev/reproducible-build';

/**
 * The comparison of scripts/dev/reproducible-build.ts, on two small build folders laid out
 * as Next writes them. The script itself builds, which takes minutes: `npm test` runs it
 * on the suite's own build and one clone (npm run test:reproducible).
 */
const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

type Files = Record<string, string>;

/** A checkout with a `.next` build of `id`: its static files, pages and search index. */
function checkout(id: string, files: Files): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reproducible-'));
  made.push(dir);
  const all: Files = { [`.next/BUILD_ID`]: id, [`.next/static/${id}/_buildManifest.js`]: 'manifest', ...files };
  for (const [file, content] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const page = (...chunks: string[]) =>
  `<html><link rel="stylesheet" href="/_next/static/chunks/${chunks[0]}.css"/>` +
  chunks.map((chunk) => `<script src="/_next/static/chunks/${chunk}.js" async=""></script>`).join('') +
  `<script>self.__next_f.push([1,"I[1,[\\"/_next/static/chunks/${chunks[0]}.js\\"]"])</script></html>`;

const build = (id: string, css: string, chunk: string, extra: Files = {}): Files => ({
  [`.next/static/chunks/${css}.css`]: `.${css}{}`,
  [`.next/static/chunks/${css}.js`]: 'js',
  [`.next/static/chunks/${chunk}.js`]: `build ${id}`,
  '.next/server/app/en/contact.html': page(css, chunk),
  '.next/server/app/en.html': page(css),
  '.next/server/app/en/contact.rsc': `1:I[1,["/_next/static/chunks/${chunk}.js"]]`,
  '.next/server/app/en/contact.segments/_tree.segment.rsc': 'tree',
  'public/pagefind/pagefind-entry.json': '{}',
  'public/pagefind/fragment/en_1a2b.pf_fragment': 'fragment',
  ...extra
});

describe('scripts/dev/reproducible-build: comparing two builds of one commit', () => {
  it('finds two equal builds equal, and counts every asset and page', () => {
    const comparison = compareOutputs(
      readOutput(checkout('c0ffee-1', build('c0ffee-1', 'aa', 'bb'))),
      readOutput(checkout('c0ffee-1', build('c0ffee-1', 'aa', 'bb')))
    );
    expect(isReproducible(comparison)).toBe(true);
    expect(describeComparison(comparison)).toEqual([
      'build id: c0ffee-1 in both',
      'asset names equal: 6 of 6 (/_next/static/ and /pagefind/)',
      'asset contents equal: 6 of 6',
      'pages naming the same assets: 2 of 2 (en/contact.html: 3 of 3 asset names equal)',
      'pages, flight data and bodies equal byte for byte: 4 of 4'
    ]);
  });

  it('shows a random build id: its manifests and the chunk it is inlined in get other names', () => {
    const comparison = compareOutputs(
      readOutput(checkout('mwyxcw', build('mwyxcw', 'aa', 'bb'))),
      readOutput(checkout('skewck', build('skewck', 'aa', 'cc')))
    );
    expect(isReproducible(comparison)).toBe(false);
    expect(comparison.ids).toEqual(['mwyxcw', 'skewck']);
    expect(comparison.names).toMatchObject({ equal: 4, total: 8 });
    expect(comparison.names.onlyFirst).toEqual(['/_next/static/chunks/bb.js', '/_next/static/mwyxcw/_buildManifest.js']);
    expect(comparison.pages).toMatchObject({ equal: 1, total: 2, differing: ['en/contact.html'] });
    expect(describeComparison(comparison)).toContain('pages naming the same assets: 1 of 2 (en/contact.html: 2 of 4 asset names equal)');
  });

  it('shows a stylesheet made from other classes (a file beside the checkout), and a file changed under its name', () => {
    const first = build('id', 'aa', 'bb');
    const second = { ...build('id', 'dd', 'bb'), 'public/pagefind/pagefind-entry.json': '{"other":1}' };
    const comparison = compareOutputs(readOutput(checkout('id', first)), readOutput(checkout('id', second)));
    expect(isReproducible(comparison)).toBe(false);
    expect(comparison.names.onlySecond).toEqual(['/_next/static/chunks/dd.css', '/_next/static/chunks/dd.js']);
    expect(comparison.contents).toEqual({ equal: 3, total: 4, differing: ['/pagefind/pagefind-entry.json'] });
    expect(comparison.pages.differing).toEqual(['en.html', 'en/contact.html']);
  });

  it('shows flight data cut otherwise around the same chunks: the page names the same assets, its bytes differ', () => {
    const first = build('id', 'aa', 'bb');
    const cut = (html: string) =>
      html.replace('<script>self.__next_f.push([1,"I[1,', '<script>self.__next_f.push([1,"I"])</script><script>self.__next_f.push([1,"[1,');
    const second = {
      ...first,
      '.next/server/app/en/contact.html': cut(first['.next/server/app/en/contact.html']!),
      '.next/server/app/en/contact.segments/_tree.segment.rsc': 'another tree'
    };
    const comparison = compareOutputs(readOutput(checkout('id', first)), readOutput(checkout('id', second)));
    expect(comparison.pages).toMatchObject({ equal: 2, total: 2 });
    expect(comparison.documents).toEqual({
      equal: 2,
      total: 4,
      differing: ['en/contact.html', 'en/contact.segments/_tree.segment.rsc']
    });
    expect(isReproducible(comparison)).toBe(false);
    expect(describeComparison(comparison)).toContain('pages, flight data and bodies equal byte for byte: 2 of 4');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeExtensions, readSource, sourceFiles } from '../../helpers/source-files';

/**
 * The README is the front door: short enough to read at once, the rest in docs/. No
 * Markdown file, and no code or test, points at issue numbers: a reader of the repository
 * has no tracker to look them up in, so each says what it means in its own words (what
 * the code is for, what a test holds). Another project's tracker is cited by its URL.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const maxReadmeLines = 200;

/** "issue 12", "Issue #27", "issues 12 and 14", "issue-32", "ticket 5", "pull request 9", "finding 3". */
const issueReference = /\b(?:issues?|tickets?|pull requests?|PRs?|findings?)[\s#:-]*\d+/i;

/** Lines (1-based, with their text) that refer to an issue number. */
function issueReferences(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, at: i + 1 }))
    .filter(({ line }) => issueReference.test(line))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
}

/** The number of lines a reader sees (a final newline does not start another). */
function lineCount(text: string): number {
  return text.replace(/\n$/, '').split('\n').length;
}

function markdownUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${dir}/${file}`)
    .sort();
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the detectors', () => {
  it('finds issue-number references in their usual spellings', () => {
    const text = ['as issue 12 asked', 'Issue #27: the CV rules', "Merge branch 'issue-32'", 'see PR 9', 'ticket:5', 'finding 3'].join(
      '\n'
    );
    expect(issueReferences(text)).toHaveLength(6);
  });

  it('leaves alone words and numbers that are not a reference', () => {
    const text = [
      'an issue with the cache',
      'the tissue 12 mm thick',
      'issued 3 times',
      'the issue-free path',
      'reissue 4',
      'https://github.com/mozilla/pdf.js/issues/19484'
    ].join('\n');
    expect(issueReferences(text)).toEqual([]);
  });

  it('counts lines as a reader sees them', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb\nc')).toBe(3);
  });
});

describe('README and docs', () => {
  it(`keeps the README within ${maxReadmeLines} lines`, () => {
    expect(lineCount(read('README.md'))).toBeLessThanOrEqual(maxReadmeLines);
  });

  it('links every file of docs/ from its Documentation list', () => {
    const readme = read('README.md');
    const list = readme.slice(readme.indexOf('## Documentation'));
    const linked = new Set([...list.matchAll(/\]\((docs\/[^)#]+\.md)(?:#[^)]*)?\)/g)].map((m) => m[1]));
    expect(markdownUnder('docs').filter((file) => !linked.has(file))).toEqual([]);
  });

  it('refers to no issue number in any Markdown file', () => {
    const files = sourceFiles(['.md']);
    expect(files).toContain('deploy/README.md');
    const found = files.flatMap((file) => issueReferences(read(file)).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });
});

describe('code and tests', () => {
  // This file is left out: its detector's examples are references on purpose.
  const self = path.relative(root, import.meta.filename);

  it('refer to no issue number, in comments, names or strings', () => {
    const files = sourceFiles(codeExtensions).filter((file) => file !== self);
    expect(files).toContain('lib/enquiries/admission.ts');
    const found = files.flatMap((file) => issueReferences(readSource(file)).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });
});

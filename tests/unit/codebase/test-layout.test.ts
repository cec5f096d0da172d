import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import vitestConfig from '../../../vitest.config.mjs';
import { repoRoot } from '../../helpers/source-files';

/**
 * tests/ is laid out by kind (tests/README.md): a file's folder says what it is, so a
 * newcomer finds a test, a shared suite, a helper or a static file where its kind lives.
 * Each workspace package (packages/*) keeps its own tests the same way, in its tests/.
 * Files are the committed ones (git ls-files), not what a test run left behind.
 */
const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
const files = tracked.filter((file) => file.startsWith('tests/'));
/** Each package's tests/ folder, as packages/<name>/tests. */
const packageTests = [
  ...new Set(tracked.filter((file) => /^packages\/[^/]+\/tests\//.test(file)).map((file) => file.split('/').slice(0, 3).join('/')))
];

const under = (folder: string) => tracked.filter((file) => file.startsWith(`${folder}/`));
const isTestFile = (file: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

describe('tests/ layout', () => {
  it('has only the eight kinds of folder, and no file at its top but its README', () => {
    const tops = [...new Set(files.map((file) => file.split('/')[1]!))].sort();
    expect(tops).toEqual(['README.md', 'aws', 'e2e', 'engines', 'fixtures', 'helpers', 'integration', 'suites', 'unit']);
  });

  it('tests/unit holds vitest test files only', () => {
    expect(under('tests/unit').filter((file) => !/\.test\.tsx?$/.test(file))).toEqual([]);
  });

  it('tests/integration holds vitest test files only', () => {
    expect(under('tests/integration').filter((file) => !/\.test\.ts$/.test(file))).toEqual([]);
  });

  it('tests/e2e holds Playwright spec files only, directly in it', () => {
    expect(under('tests/e2e').filter((file) => !/^tests\/e2e\/[^/]+\.spec\.ts$/.test(file))).toEqual([]);
  });

  it('tests/engines holds the cross-engine smoke suite’s vitest files only, one per engine, directly in it', () => {
    expect(under('tests/engines').filter((file) => !/^tests\/engines\/[^/]+\.test\.ts$/.test(file))).toEqual([]);
  });

  it('tests/aws holds the AWS build’s vitest files only, directly in it', () => {
    expect(under('tests/aws').filter((file) => !/^tests\/aws\/[^/]+\.test\.ts$/.test(file))).toEqual([]);
  });

  it('shared suites and helpers are modules, not test files (they run only when a test file calls them)', () => {
    const modules = [...under('tests/suites'), ...under('tests/helpers')];
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((file) => !/\.(ts|mts|mjs)$/.test(file) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(file))).toEqual([]);
  });

  it('tests/fixtures holds static files only: no code', () => {
    expect(under('tests/fixtures').filter((file) => /\.[cm]?[jt]sx?$/.test(file))).toEqual([]);
  });

  it('a test file lives in tests/ or in a package’s tests/, nowhere else', () => {
    expect(tracked.filter((file) => isTestFile(file) && !file.startsWith('tests/') && !/^packages\/[^/]+\/tests\//.test(file))).toEqual([]);
  });

  it('a package’s tests/ has unit/, integration/ and helpers/ only: vitest files in the first two, modules in the last', () => {
    expect(packageTests.length).toBeGreaterThan(0);
    for (const folder of packageTests) {
      const kinds = [...new Set(under(folder).map((file) => file.slice(folder.length + 1).split('/')[0]!))];
      expect(
        kinds.filter((kind) => !['unit', 'integration', 'helpers'].includes(kind)),
        folder
      ).toEqual([]);
      expect(under(`${folder}/unit`).filter((file) => !/\.test\.ts$/.test(file))).toEqual([]);
      expect(under(`${folder}/integration`).filter((file) => !/\.test\.ts$/.test(file))).toEqual([]);
      expect(under(`${folder}/helpers`).filter((file) => !/\.(ts|mts)$/.test(file) || isTestFile(file))).toEqual([]);
    }
  });

  it('every vitest test file belongs to exactly one of vitest.config.mts’s projects', () => {
    const projects = (vitestConfig.test?.projects ?? []).map((project) => {
      const test = typeof project === 'object' && 'test' in project ? project.test : undefined;
      return { name: test?.name as string, include: test?.include ?? [] };
    });
    expect(projects.map((project) => project.name)).toEqual(['unit', 'integration', 'engines', 'aws']);
    const testFiles = [...files, ...packageTests.flatMap(under)].filter((file) => /\.test\.tsx?$/.test(file));
    expect(testFiles.some((file) => file.startsWith('packages/'))).toBe(true);
    const owners = testFiles.map((file) => ({
      file,
      projects: projects.filter((project) => project.include.some((glob) => path.matchesGlob(file, glob))).map((project) => project.name)
    }));
    expect(owners.filter((owner) => owner.projects.length !== 1)).toEqual([]);
  });

  it('the unit project starts no process: the tests that spawn one live under tests/integration (a package’s too)', () => {
    const unit = [...under('tests/unit'), ...packageTests.flatMap((folder) => under(`${folder}/unit`))];
    expect(unit.some((file) => file.startsWith('packages/'))).toBe(true);
    const spawning = unit.filter((file) =>
      /\b(spawn|execFile|fork|startNext|startNginx|startPostgres)\(/.test(readFileSync(path.join(repoRoot, file), 'utf8'))
    );
    expect(spawning).toEqual([]);
  });
});

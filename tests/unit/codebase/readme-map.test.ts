import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README's folder map is how a newcomer finds things, so it must name every folder
 * there is (every top-level one, every one in lib/) and nothing that is not there.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const start = '<!-- folder-map:start -->';
const end = '<!-- folder-map:end -->';

type MapParse = { folders: string[]; malformed: string[] };

/** The folders the map names (without the trailing slash), and lines that are not a folder entry. */
function parseFolderMap(readme: string): MapParse {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README has no folder map between ${start} and ${end}`);
  const lines = readme
    .slice(from + start.length, to)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('```'));
  const folders: string[] = [];
  const malformed: string[] = [];
  for (const line of lines) {
    const first = line.split(/\s+/)[0] ?? '';
    // A folder entry starts at the line's start, ends with "/", and has its description after it.
    if (/^[\w.[\]-]+(?:\/[\w.[\]-]+)*\/$/.test(first) && line.length > first.length) folders.push(first.slice(0, -1));
    else malformed.push(line);
  }
  return { folders, malformed };
}

type MapCheck = {
  /** Folders on disk that the map does not name. */
  unlisted: string[];
  /** Folders the map names that are neither on disk nor git-ignored. */
  unknown: string[];
  /** Folders the map names twice. */
  repeated: string[];
};

/**
 * The core, pure: `onDisk` are the folders the map must name (top-level ones and lib/'s),
 * `accounted` says whether a named folder exists or is git-ignored.
 */
function checkFolderMap(mapped: readonly string[], onDisk: readonly string[], accounted: (folder: string) => boolean): MapCheck {
  const named = new Set(mapped);
  return {
    unlisted: onDisk.filter((folder) => !named.has(folder)).sort(),
    unknown: mapped.filter((folder) => !accounted(folder)).sort(),
    repeated: mapped.filter((folder, i) => mapped.indexOf(folder) !== i)
  };
}

/** Folders the map must name, from directory listings of the root and of lib/. */
function requiredFolders(topLevel: readonly string[], inLib: readonly string[]): string[] {
  const top = topLevel.filter((name) => !name.startsWith('.') && name !== 'node_modules');
  return [...top, ...(top.includes('lib') ? inLib.map((name) => `lib/${name}`) : [])];
}

function subfolders(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Whether git ignores the folder (it need not exist: the trailing slash says it is a folder). */
function gitIgnored(folder: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', `${folder}/`], { cwd: root, stdio: 'ignore' });
    return true;
  } catch (error) {
    // Exit status 1: not ignored. Anything else (no git) is a real failure.
    if ((error as { status?: number }).status === 1) return false;
    throw error;
  }
}

/** A folder that holds only build output, such as public/ on a fresh clone: .gitignore names paths under it. */
function holdsOnlyIgnored(folder: string): boolean {
  const gitignore = fs.readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
  return gitignore.some((line) => line.trim().startsWith(`/${folder}/`));
}

function accountedOnDisk(folder: string): boolean {
  const at = path.join(root, folder);
  return (fs.existsSync(at) && fs.statSync(at).isDirectory()) || gitIgnored(folder) || holdsOnlyIgnored(folder);
}

describe('the README folder map (the checker, on a made-up tree)', () => {
  const readme = (entries: string[]) => ['# Site', '', start, '', '```', ...entries, '```', '', end, '', 'More text.'].join('\n');

  it('reads the folder entries between the markers, and flags lines that are not one', () => {
    const parsed = parseFolderMap(
      readme(['app/            routes', 'lib/seo/        metadata', 'proxy.ts        a file', '  indented/  x'])
    );
    expect(parsed.folders).toEqual(['app', 'lib/seo']);
    expect(parsed.malformed).toEqual(['proxy.ts        a file', '  indented/  x']);
    expect(parseFolderMap(readme(['app/'])).malformed).toEqual(['app/']);
  });

  it('fails without the markers', () => {
    expect(() => parseFolderMap('# Site\n\n```\napp/  routes\n```\n')).toThrow(/no folder map/);
  });

  const disk = new Set(['app', 'lib', 'lib/seo', 'lib/i18n', 'tests', 'tests/unit']);
  const ignored = new Set(['data', 'generated']);
  const accounted = (folder: string) => disk.has(folder) || ignored.has(folder);
  const onDisk = requiredFolders(['app', 'lib', 'tests', '.git', '.next', 'node_modules'], ['seo', 'i18n']);

  it('requires every top-level folder but dot-folders and node_modules, and every folder in lib/', () => {
    expect(onDisk).toEqual(['app', 'lib', 'tests', 'lib/seo', 'lib/i18n']);
  });

  it('passes a map that names every folder, deeper ones and git-ignored ones included', () => {
    const mapped = ['app', 'lib', 'lib/seo', 'lib/i18n', 'tests', 'tests/unit', 'data', 'generated'];
    expect(checkFolderMap(mapped, onDisk, accounted)).toEqual({ unlisted: [], unknown: [], repeated: [] });
  });

  it('fails when a folder on disk is missing from the map, at the top or in lib/', () => {
    const mapped = ['app', 'lib', 'lib/seo'];
    expect(checkFolderMap(mapped, onDisk, accounted).unlisted).toEqual(['lib/i18n', 'tests']);
  });

  it('fails when the map names a folder that neither exists nor is git-ignored', () => {
    const mapped = ['app', 'lib', 'lib/seo', 'lib/i18n', 'tests', 'tests/e2e', 'lib/generated-fonts'];
    expect(checkFolderMap(mapped, onDisk, accounted).unknown).toEqual(['lib/generated-fonts', 'tests/e2e']);
  });

  it('fails when the map names a folder twice', () => {
    const mapped = ['app', 'lib', 'lib/seo', 'lib/i18n', 'tests', 'app'];
    expect(checkFolderMap(mapped, onDisk, accounted).repeated).toEqual(['app']);
  });
});

describe('the README folder map (the real tree)', () => {
  const parsed = parseFolderMap(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));

  it('has only folder entries, one per line with its description', () => {
    expect(parsed.malformed).toEqual([]);
  });

  it('names every folder on disk, and only folders that exist or are git-ignored', () => {
    const onDisk = requiredFolders(subfolders(root), subfolders(path.join(root, 'lib')));
    expect(checkFolderMap(parsed.folders, onDisk, accountedOnDisk)).toEqual({ unlisted: [], unknown: [], repeated: [] });
  });
});

/** The repository's own source files, for tests that hold rules about the code itself. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Repository-relative paths of files whose name ends with one of `extensions`: the files
 * git tracks, and new ones it does not ignore. What is installed, built or generated
 * (node_modules, .next, .open-next, generated/, bench/results…) is ignored by .gitignore,
 * which is the one list of it, so a build left in the folder never counts as source.
 */
export function sourceFiles(extensions: readonly string[]): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  });
  return [...new Set(listed.split('\0'))]
    .filter((file) => file && extensions.some((ext) => file.endsWith(ext)) && fs.existsSync(path.join(repoRoot, file)))
    .sort();
}

export const codeExtensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'] as const;

export function readSource(rel: string): string {
  return fs.readFileSync(path.join(repoRoot, rel), 'utf8');
}

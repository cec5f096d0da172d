/** The repository's own source files, for tests that hold rules about the code itself. */
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Folders that are installed, built or generated, never written by hand. */
const skipped = new Set(['node_modules', '.git', 'out', 'test-results', 'playwright-report', 'screenshots', 'data']);
const skippedPaths = new Set(['bench/results', 'generated']);

/** Repository-relative paths of files whose name ends with one of `extensions`. */
export function sourceFiles(extensions: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name) && !entry.name.startsWith('.next') && !skippedPaths.has(rel)) walk(rel);
      } else if (extensions.some((ext) => entry.name.endsWith(ext))) {
        found.push(rel);
      }
    }
  };
  walk('');
  return found.sort();
}

export const codeExtensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'] as const;

export function readSource(rel: string): string {
  return fs.readFileSync(path.join(repoRoot, rel), 'utf8');
}

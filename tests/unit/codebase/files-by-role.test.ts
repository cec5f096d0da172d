import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeExtensions, readSource, repoRoot, sourceFiles } from '../../helpers/source-files';

/** Module specifiers of a source file: static and dynamic imports, re-exports, require(). */
function specifiers(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm);
  return [...found].map((match) => match[1]!);
}

/** The repository-relative path a specifier of `file` points at, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return null;
}

const code = sourceFiles(codeExtensions);

/** The source file a specifier's target names, extension or index left out; null for a package or a file not in the tree. */
function resolveModule(base: string): string | null {
  const candidates = [base, ...codeExtensions.map((ext) => `${base}${ext}`), ...codeExtensions.map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => code.includes(candidate)) ?? null;
}

/** Every module of the tree that `entries` import, directly or through others. */
function reachedFrom(entries: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...entries];
  while (pending.length) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of specifiers(readSource(file))) {
      const base = target(file, specifier);
      const found = base === null ? null : resolveModule(base);
      if (found) pending.push(found);
    }
  }
  return reached;
}

describe('files by role', () => {
  it('finds the imports it follows (relative, @/ and require)', () => {
    expect(specifiers(readSource('scripts/build/site-facts.ts'))).toContain('../../content/news-items');
    expect(specifiers(readSource('components/services/service-card.tsx'))).toContain('@/content/services');
    expect(specifiers("const id = require.resolve('x');\nrequire('./y.cjs');")).toEqual(['./y.cjs']);
  });

  it('keeps generated files out of lib/: nothing generated on disk or git-ignored there', () => {
    const generatedInLib = fs.readdirSync(path.join(repoRoot, 'lib')).filter((name) => /generated/i.test(name));
    expect(generatedInLib).toEqual([]);
    const ignoredInLib = readSource('.gitignore')
      .split('\n')
      .filter((line) => /^\/?lib\//.test(line.trim()));
    expect(ignoredInLib).toEqual([]);
    expect(readSource('.gitignore').split('\n')).toContain('/generated/');
  });

  it('keeps in lib/ only code the site runs, and the build steps’ readers of its output and of the cards’ fonts', () => {
    const site = code.filter((file) => file.startsWith('app/') || /^(proxy|instrumentation|next\.config)\.ts$/.test(file));
    // Not imported: next-intl's request config, named in next.config.ts.
    const byPath = ['lib/i18n/request.ts'];
    const reached = reachedFrom([...site, ...byPath]);
    expect(reached.has('lib/routes.ts')).toBe(true);
    // What only the build runs: the reader of Next's output (postbuild steps), the cards' font files (scripts/build/cards.mts).
    const buildOnly = (file: string) => file.startsWith('lib/next-build/') || file === 'lib/seo/card-fonts.ts' || file.endsWith('.d.mts');
    const notRun = code.filter((file) => file.startsWith('lib/') && !buildOnly(file) && !reached.has(file));
    expect(notRun).toEqual([]);
  });

  it('keeps in components/browser/ only the React hooks and components built on lib/browser/ (the plain code is there: the lint keeps React out of it)', () => {
    const usesReact = (file: string) => specifiers(readSource(file)).some((specifier) => /^(?:react|next)(?:\/|$)/.test(specifier));
    const react = code.filter((file) => file.startsWith('components/browser/'));
    expect(react.length).toBeGreaterThan(0);
    expect(react.filter((file) => !usesReact(file))).toEqual([]);
  });

  it('keeps the loose files at the top of components/ in folders', () => {
    const loose = fs.readdirSync(path.join(repoRoot, 'components'), { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(loose.map((entry) => entry.name)).toEqual([]);
  });
});

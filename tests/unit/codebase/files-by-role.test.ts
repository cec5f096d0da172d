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

/** Each `file: specifier` among `files` that points into one of `folders`. */
function importsInto(files: string[], folders: string[]): string[] {
  return files.flatMap((file) =>
    specifiers(readSource(file))
      .filter((specifier) => folders.some((folder) => target(file, specifier)?.startsWith(`${folder}/`)))
      .map((specifier) => `${file}: ${specifier}`)
  );
}

const code = sourceFiles(codeExtensions);

describe('files by role', () => {
  it('finds the imports it checks (relative, @/ and require), so the rules below can fail', () => {
    expect(importsInto(['scripts/build/site-facts.ts'], ['content'])).toContain('scripts/build/site-facts.ts: ../../content/news-items');
    expect(importsInto(['components/services/service-card.tsx'], ['content'])).toContain(
      'components/services/service-card.tsx: @/content/services'
    );
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

  it('has the scripts (build steps, staff CLI, tools) import nothing from components/', () => {
    expect(
      importsInto(
        code.filter((file) => file.startsWith('scripts/') || file.startsWith('bench/')),
        ['components']
      )
    ).toEqual([]);
  });

  it('has content/ import nothing from components/ or app/ (data and its types only)', () => {
    const content = code.filter((file) => file.startsWith('content/'));
    expect(content.length).toBeGreaterThan(0);
    expect(importsInto(content, ['components', 'app'])).toEqual([]);
    const react = content.filter((file) => specifiers(readSource(file)).some((specifier) => /^(?:react|next)(?:\/|$)/.test(specifier)));
    expect(react).toEqual([]);
  });

  it('has lib/ import nothing from components/ or app/ (runtime code under the components, not beside them)', () => {
    expect(
      importsInto(
        code.filter((file) => file.startsWith('lib/')),
        ['components', 'app']
      )
    ).toEqual([]);
  });

  it('keeps plain browser code in lib/browser/ and the React hooks and components built on it in components/browser/', () => {
    const usesReact = (file: string) => specifiers(readSource(file)).some((specifier) => /^(?:react|next)(?:\/|$)/.test(specifier));
    const plain = code.filter((file) => file.startsWith('lib/browser/'));
    const react = code.filter((file) => file.startsWith('components/browser/'));
    expect(plain.length && react.length).toBeGreaterThan(0);
    expect(plain.filter(usesReact)).toEqual([]);
    expect(react.filter((file) => !usesReact(file))).toEqual([]);
  });

  it('keeps the loose files at the top of components/ in folders', () => {
    const loose = fs.readdirSync(path.join(repoRoot, 'components'), { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(loose.map((entry) => entry.name)).toEqual([]);
  });
});

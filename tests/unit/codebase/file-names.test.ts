import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../../helpers/source-files';

/** The app's own modules: where a file's name is how a reader finds a hook or a component. */
const modules = sourceFiles(['.ts', '.tsx']).filter((file) => /^(app|components|lib)\//.test(file));

/** Whether a module's source holds JSX anywhere. */
function hasJsx(file: string, source = readSource(file)): boolean {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const visit = (node: ts.Node): boolean =>
    ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node) || ts.forEachChild(node, visit) === true;
  return visit(parsed);
}

/** The functions a module exports by name (`export function`, `export default function`, `export const x = (…) =>`). */
function exportedFunctions(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:default )?(?:async )?function (\w+)/gm)].map((m) => m[1]!);
  const arrows = [...source.matchAll(/^export const (\w+)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>/gm)].map((m) => m[1]!);
  return [...declared, ...arrows];
}

const isHook = (name: string) => /^use[A-Z]/.test(name);
const isComponent = (name: string) => /^[A-Z]/.test(name);

describe('file names', () => {
  it('finds JSX and hooks (the detectors themselves)', () => {
    expect(hasJsx('a.tsx', 'export const A = () => <div />;')).toBe(true);
    expect(hasJsx('a.tsx', 'const x = useState<Item[]>([]); const y: Array<string> = [];')).toBe(false);
    expect(exportedFunctions('export function useA() {}\nexport const useB = () => 1;\nexport const c = 5;')).toEqual(['useA', 'useB']);
  });

  it('gives .tsx only to modules with JSX or a component (one may render nothing)', () => {
    const tsx = modules.filter((file) => file.endsWith('.tsx'));
    expect(tsx.filter((file) => !hasJsx(file) && !exportedFunctions(readSource(file)).some(isComponent))).toEqual([]);
  });

  it('names a module that exports hooks and no component use-*.ts, and a use-*.ts module exports a hook', () => {
    const misnamed = modules.filter((file) => {
      const functions = exportedFunctions(readSource(file));
      const hookModule = functions.some(isHook) && !functions.some(isComponent);
      const namedAsHook = /^use-[\w-]+\.ts$/.test(path.basename(file));
      return hookModule !== namedAsHook;
    });
    expect(misnamed).toEqual([]);
  });
});

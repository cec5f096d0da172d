/**
 * The sandbox's child holds the check alone: its bundle's modules are the child's entry,
 * the check's own (src/check/: the file readers and the verdict) and the libraries they
 * read files with, never the parent's pool, queue or process watch, nor anything of a
 * site that uses the package. Before the package, the child's bundle carried the
 * parent's pool and the store's types through the inspection module's imports.
 */
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundleCheckChild } from '../../src/bundle';

const packageRoot = path.resolve(import.meta.dirname, '../..');
const allowed = [path.join(packageRoot, 'src/child.ts'), `${path.join(packageRoot, 'src/check')}${path.sep}`];

/** Whether an input of the bundle, an absolute path, is the child's own or a library's. */
const isCheckCode = (file: string) => allowed.some((prefix) => file === prefix || (prefix.endsWith(path.sep) && file.startsWith(prefix)));
const isLibrary = (file: string) => file.split(path.sep).includes('node_modules');

describe("the sandbox child's bundle", () => {
  test('holds the check and its libraries, nothing else', async () => {
    const { metafile } = await bundleCheckChild();
    const inputs = Object.keys(metafile.inputs).map((input) => path.resolve(input));
    expect(inputs).toContain(path.join(packageRoot, 'src/check/check.ts'));
    expect(inputs.filter((file) => !isCheckCode(file) && !isLibrary(file))).toEqual([]);
  });

  test('a module of the pool would be caught: it is outside the check', () => {
    expect(isCheckCode(path.join(packageRoot, 'src/sandbox/pool.ts'))).toBe(false);
    expect(isCheckCode(path.join(packageRoot, 'src/check/pdf.ts'))).toBe(true);
  });
});

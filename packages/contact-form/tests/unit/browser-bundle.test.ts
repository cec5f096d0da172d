/**
 * The package runs in the browser: each entry point bundles for it with nothing but its
 * own modules and zod. esbuild, bundling for `platform: 'browser'`, refuses a Node
 * built-in (`node:…`) outright; `server-only` or a module of a site would be an input
 * outside src/ and zod, and fail the second check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';

const packageRoot = path.resolve(import.meta.dirname, '../..');
const exportsOf: Record<string, string> = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).exports;
const src = `${path.join(packageRoot, 'src')}${path.sep}`;
const isZod = (file: string) => file.split(path.sep).join('/').includes('/node_modules/zod/');

async function inputsOf(entry: string): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [path.join(packageRoot, entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent'
  });
  return Object.keys(metafile.inputs).map((input) => path.resolve(input));
}

describe("the package's entry points in a browser", () => {
  test.each(Object.entries(exportsOf))('%s holds its own modules and zod, nothing else', async (_, entry) => {
    const inputs = await inputsOf(entry);
    expect(inputs).toContain(path.join(packageRoot, entry));
    expect(inputs.filter((file) => !file.startsWith(src) && !isZod(file))).toEqual([]);
  });

  test('the table and codes come without zod: the schema is its own entry, loaded when the form is sent', async () => {
    expect((await inputsOf(exportsOf['.']!)).filter(isZod)).toEqual([]);
    expect((await inputsOf(exportsOf['./schema']!)).some(isZod)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { codeExtensions, readSource, sourceFiles } from '../../helpers/source-files';

/** A module a reader takes in at once; longer ones are split (tests are exempt: a spec reads as a list). */
const maxLines = 250;

/** The code held to it: the site's, and the programs beside it (build steps, staff CLI, tools, the bench). */
const heldFolders = /^(components|lib|scripts|bench)\//;

describe('small modules', () => {
  it(`keeps every component, lib, scripts and bench module within ${maxLines} lines`, () => {
    const files = sourceFiles(codeExtensions).filter((file) => heldFolders.test(file));
    // The walk finds each folder's modules, .mjs ones included, so the rule can fail.
    for (const folder of ['components/', 'lib/', 'scripts/', 'bench/'])
      expect(
        files.some((f) => f.startsWith(folder)),
        folder
      ).toBe(true);
    expect(files).toContain('bench/run.mjs');
    const long = files
      .map((file) => ({ file, lines: readSource(file).split('\n').length }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

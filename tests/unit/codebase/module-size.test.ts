import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../../helpers/source-files';

/** A module a reader takes in at once; longer ones are split (scripts and tests are exempt). */
const maxLines = 250;

describe('small modules', () => {
  it(`keeps every component and lib module within ${maxLines} lines`, () => {
    const long = sourceFiles(['.ts', '.tsx'])
      .filter((file) => /^(components|lib)\//.test(file))
      .map((file) => ({ file, lines: readSource(file).split('\n').length }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

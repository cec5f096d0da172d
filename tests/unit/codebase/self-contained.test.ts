import { describe, expect, it } from 'vitest';
import { codeExtensions, readSource, sourceFiles } from '../../helpers/source-files';

/** The replaced site's spec lives outside the repository; our own account is docs/behaviour.md. */
const outside = [/\.\.\/shared\b/, /\bSPEC\.md\b/, /\bSPEC\s*§/, /\bSPEC:/];
const self = 'tests/unit/codebase/self-contained.test.ts';

describe('self-contained repository', () => {
  it('refers to no document outside it (docs/behaviour.md instead)', () => {
    const found = sourceFiles([...codeExtensions, '.md', '.css', '.json'])
      .filter((file) => file !== self && file !== 'package-lock.json')
      .flatMap((file) =>
        readSource(file)
          .split('\n')
          .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
          .filter(({ line }) => outside.some((pattern) => pattern.test(line)))
          .map(({ at }) => at)
      );
    expect(found).toEqual([]);
  });
});

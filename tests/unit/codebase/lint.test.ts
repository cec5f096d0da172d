import { describe, expect, it } from 'vitest';
import { codeExtensions, readSource, sourceFiles } from '../../helpers/source-files';

/** An ESLint directive comment (// or /* ... *\/ or {/* ... *\/} in JSX). */
const directive = /(?:\/\/|\/\*)\s*eslint-disable/;
/** The directive names its rules, then " -- " and a reason of ten characters or more. */
const explained = /eslint-disable(?:-next-line|-line)?\s+[\w@/-]+(?:,\s*[\w@/-]+)*\s+--\s+\S.{9,}/;

describe('lint gate', () => {
  it('every eslint-disable comment names its rule and says why (" -- reason")', () => {
    const unexplained = sourceFiles(codeExtensions).flatMap((file) =>
      readSource(file)
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
        .filter(({ line }) => directive.test(line) && !explained.test(line))
        .map(({ at, line }) => `${at}  ${line}`)
    );
    expect(unexplained).toEqual([]);
  });
});

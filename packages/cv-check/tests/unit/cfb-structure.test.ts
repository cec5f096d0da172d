import { describe, expect, test } from 'vitest';
import { cfbStructureProblem } from '../../src/check/cfb-structure';
import { isCfb } from '../../src/check/cfb';
import { cyclicSiblings, downwardChains, nestedStorages, selfPointingChain } from '../helpers/complex-files';
import * as make from '../helpers/documents';
import { hostileFiles, plainCvs } from '../helpers/hostile-files';

describe('an OLE structure cfb would trust blindly is refused before it reads it, in linear time', () => {
  test.each([
    ['two directory entries, each the other sibling', cyclicSiblings(), /reached twice/],
    ['a FAT chain pointing to itself, stream past the end', selfPointingChain(), /starts outside the file/],
    ['16,000 nested storages', nestedStorages(), /nested over 64 deep/],
    ['FAT chains running downwards, N = 4,000', downwardChains(), /quadratic/],
    ['the same at 10,000 (5 MB)', downwardChains(10_000), /quadratic/]
  ])('%s', (_, content, problem) => {
    const started = performance.now();
    expect(cfbStructureProblem(content)).toMatch(problem);
    // Linear: milliseconds (cfb itself would run for seconds and gigabytes on these).
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('nesting and chains of a real depth pass', () => {
    expect(cfbStructureProblem(nestedStorages(40))).toBeNull();
    expect(cfbStructureProblem(make.doc())).toBeNull();
    expect(cfbStructureProblem(make.docWithMacros())).toBeNull();
  });

  test('every compound file of the suite that is not damaged passes', () => {
    const files = [...hostileFiles().filter((f) => f.code !== 'file_damaged'), ...plainCvs()].filter((f) => isCfb(f.content));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) expect(cfbStructureProblem(f.content), f.label).toBeNull();
  });
});

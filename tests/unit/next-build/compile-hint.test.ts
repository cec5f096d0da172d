import { describe, expect, it } from 'vitest';
import { compileHint, withCompileHint } from '@/lib/next-build/compile-hint';

describe('lib/next-build/compile-hint: start-up chunks are compiled while they stream in', () => {
  it("is V8's whole-file hint, as the first line of the chunk", () => {
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad');
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,function(){}]);';
    expect(withCompileHint(chunk)).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(withCompileHint(chunk).split('\n').slice(1).join('\n')).toBe(chunk);
  });

  it('is added once: a second run changes nothing', () => {
    const once = withCompileHint('self.x=1');
    expect(withCompileHint(once)).toBe(once);
    // A hint further down is not a hint: V8 reads it only at the top.
    expect(withCompileHint(`self.y=2\n${compileHint}\n`)).toMatch(new RegExp(`^${compileHint}\\nself\\.y=2`));
  });
});

import { describe, expect, test } from 'vitest';
import { mergeRules } from '@/lib/next-build/csp-rules';
import type { HeaderRule } from '@/lib/next-build/second-pass';
import { cspAllows, cspForHtml, scriptHashesOf } from '@/lib/security/csp';

const page = (...scripts: string[]) => `<html><body>${scripts.map((s) => `<script>${s}</script>`).join('')}</body></html>`;
const rule = (source: string, html: string): HeaderRule => ({
  source,
  headers: [{ key: 'Content-Security-Policy', value: cspForHtml(html) }]
});

describe('what two builds of the same sources made of a page, allowed together', () => {
  // /ru/careers's flight data, cut at another place by a later build.
  const first = page('self.__next_f.push([1,"ab"])', 'self.__next_f.push([1,"cd"])');
  const second = page('self.__next_f.push([1,"a"])', 'self.__next_f.push([1,"bcd"])');
  const other = page('other');

  test('a page made the same way again needs nothing more: the merged rules are the rules read', () => {
    const read = [rule('/ru/careers', first), rule('/hseq', other)];
    expect(mergeRules(read, [rule('/ru/careers', first), rule('/hseq', other)])).toEqual(read);
  });

  test('a page made differently gets a rule allowing both versions, and a third build of either needs nothing more', () => {
    const read = [rule('/ru/careers', first), rule('/hseq', other)];
    const merged = mergeRules(read, [rule('/ru/careers', second), rule('/hseq', other)]);
    expect(merged).not.toEqual(read);
    const policy = merged[0]!.headers[0]!.value;
    expect(scriptHashesOf(policy)).toHaveLength(4);
    expect(cspAllows(policy, first) && cspAllows(policy, second)).toBe(true);
    expect(mergeRules(merged, [rule('/ru/careers', first), rule('/hseq', other)])).toEqual(merged);
    expect(mergeRules(merged, [rule('/ru/careers', second), rule('/hseq', other)])).toEqual(merged);
  });

  test('a path the earlier build did not have, or lost, makes the rules differ', () => {
    const read = [rule('/hseq', other)];
    expect(mergeRules(read, [rule('/hseq', other), rule('/ru/careers', first)])).not.toEqual(read);
    expect(mergeRules([...read, rule('/ru/careers', first)], read)).not.toEqual([...read, rule('/ru/careers', first)]);
  });
});

describe('a served policy allows a page', () => {
  const html = page('one()', 'two()');
  test("when it is the page's own, or its own with more of the same page's scripts", () => {
    expect(cspAllows(cspForHtml(html), html)).toBe(true);
    expect(cspAllows(cspForHtml(page('one()', 'two()', 'three()')), html)).toBe(true);
  });
  test('not when a script of the page is missing, or another directive differs', () => {
    expect(cspAllows(cspForHtml(page('one()')), html)).toBe(false);
    expect(cspAllows(cspForHtml(html).replace("frame-src 'none'", 'frame-src *'), html)).toBe(false);
  });
});

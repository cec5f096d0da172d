import { describe, expect, test } from 'vitest';
import { repairPercentEncoding } from '@/lib/security/request-url';

describe('a path with malformed percent-encoding is made decodable before Next reads it', () => {
  test.each([
    ['/%', '/%25'],
    ['/%zz', '/%25zz'],
    ['/a%2', '/a%252'],
    ['/ru/%zz/x?q=%', '/ru/%25zz/x?q=%'],
    ['/%ff', '/%25ff'],
    ['/%E0%A4%A', '/%25E0%25A4%25A']
  ])('%s → %s', (given, repaired) => {
    expect(repairPercentEncoding(given)).toBe(repaired);
    expect(() => decodeURIComponent(repaired.split('?')[0]!)).not.toThrow();
  });

  test.each(['/', '/ru/hseq', '/news/2016?x=1', '/%D0%B0', '/a%20b', '/_next/static/x.js'])('%s is left as it is', (path) => {
    expect(repairPercentEncoding(path)).toBe(path);
  });
});

/**
 * docs/next-upgrade.md tells whoever upgrades Next which lines `npm run build` prints.
 * Those lines come from lib/next-build/build-log.ts: every template is quoted there as it
 * is, and every quoted build line is one of them, so the guide cannot drift from the build.
 */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { buildLogLine, buildLogLines } from '@/lib/next-build/build-log';

// Prose only (fenced blocks would pair their backticks with the spans'), lines joined.
const guide = fs
  .readFileSync('docs/next-upgrade.md', 'utf8')
  .replace(/^```[\s\S]*?^```/gm, '')
  .replace(/\n\s*/g, ' ');
const prefixes = [...new Set(Object.values(buildLogLines).map((line) => line.split(':')[0] + ':'))];
/** Every `code span` of the guide that starts like a build line (csp:, compile-hint:, verify-build:). */
const quoted = [...guide.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((span) => prefixes.some((p) => span.startsWith(p)));

describe('the build lines docs/next-upgrade.md quotes', () => {
  test.each(Object.entries(buildLogLines))('%s is quoted in full', (_, template) => {
    expect(quoted).toContain(template);
  });

  test('every quoted build line is a template the build prints', () => {
    const templates: string[] = Object.values(buildLogLines);
    expect(quoted.length).toBeGreaterThan(0);
    for (const span of quoted) expect(templates, span).toContain(span);
  });

  test('a line is its template with the values filled in, and a missing value is an error', () => {
    expect(buildLogLine('verifyFailed', { count: 2, dist: '.next' })).toBe('verify-build: 2 problem(s) with the build in .next:');
    expect(() => buildLogLine('verifyFailed', { count: 2 })).toThrow(/\{dist\}/);
  });
});

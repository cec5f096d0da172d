/**
 * The engines' collector script (tests/helpers/engines/collector.ts), run in a bare VM
 * context with just what it touches: a console.error of a ChunkLoadError counts only
 * when the server no longer has the chunk, as a resource error does.
 */
import vm from 'node:vm';
import { describe, expect, test } from 'vitest';
import { collectorScript } from '../../helpers/engines/collector';

async function reportsOf(logged: unknown[], headStatus: number): Promise<[string, string][]> {
  const reports: [string, string][] = [];
  const context = vm.createContext({
    send: (kind: string, text: string) => reports.push([kind, text]),
    document: { addEventListener: () => {} },
    window: { addEventListener: () => {} },
    Element: class {},
    fetch: async () => ({ ok: headStatus < 400, status: headStatus }),
    console: { error: () => {}, warn: () => {} }
  });
  vm.runInContext(collectorScript({ post: 'send', pageErrors: true }), context);
  // The error is made inside the context, so that `instanceof Error` there holds.
  context.logged = logged;
  vm.runInContext('console.error(...logged.map((l) => l.error ? Object.assign(new Error(l.error), { name: l.name }) : l))', context);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return reports;
}

describe('collector script', () => {
  const chunk = { name: 'ChunkLoadError', error: 'Failed to load chunk /_next/static/chunks/abc.js from module 42' };

  test('a ChunkLoadError whose file the server still has is a load cut short, not a report', async () => {
    expect(await reportsOf([chunk], 200)).toEqual([]);
  });

  test('a ChunkLoadError whose file is gone is reported, with its name and message', async () => {
    const [report] = await reportsOf([chunk], 404);
    expect(report?.[0]).toBe('console.error');
    expect(report?.[1]).toContain('ChunkLoadError: Failed to load chunk /_next/static/chunks/abc.js');
    expect(report?.[1]).toContain('(404)');
  });

  test('any other console.error is reported at once, an error with its message', async () => {
    expect(await reportsOf(['plain text'], 200)).toEqual([['console.error', 'plain text']]);
    const [report] = await reportsOf([{ name: 'TypeError', error: 'x is undefined' }], 200);
    expect(report?.[1]).toMatch(/^TypeError: x is undefined/);
  });
});

/**
 * The 404 handler (lib/not-found/respond.ts) answers from the manifest the build wrote
 * (tests/unit/next-build/page-policies.test.ts); without one, as on a host given a build
 * folder that lacks it, it still answers 404, never 500 (through OpenNext, a missing
 * not-found page once made every 404 a 500).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

describe('the 404 handler without the build manifest', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('NEXT_DIST_DIR', '/nonexistent/build-folder');
  });
  afterEach(() => vi.unstubAllEnvs());

  test('answers a plain 404 with the asked-for path, escaped, not a 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { notFoundResponse } = await import('@/lib/not-found/respond');
    const response = await notFoundResponse('az', ['nope<b>'], 'GET');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('/az/nope%3Cb%3E');
    expect(error.mock.calls[0]![0]).toMatch(/no page policies at \/nonexistent\/build-folder/);
    error.mockRestore();
  });
});

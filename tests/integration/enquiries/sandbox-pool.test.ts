/**
 * The CV sandbox's pool (lib/enquiries/sandbox.ts) is one per process, whatever copy of
 * the module asks: `next start` loads the module once for instrumentation.ts, which
 * warms the children at boot, and again for the route. With the pool in module state
 * the route started two more children cold, and the warm ones idled for ever.
 */
import { describe, expect, test, vi } from 'vitest';
import { sandboxLimits } from '@/lib/enquiries/capacity';
import * as make from '../../helpers/documents';
import { sandboxChildren, buildSandboxBundle } from '../../helpers/enquiries/sandbox-bundle';

buildSandboxBundle();

type Sandbox = typeof import('@/lib/enquiries/sandbox');

describe('the warm pool', () => {
  test('the children one copy of the module warmed (instrumentation) serve the checks of another (the route): no cold start', async () => {
    expect(sandboxChildren()).toEqual([]);
    const boot: Sandbox = await import('@/lib/enquiries/sandbox');
    boot.warmSandbox();
    const warmed = sandboxChildren();
    expect(warmed).toHaveLength(sandboxLimits.concurrency);

    vi.resetModules();
    const route: Sandbox = await import('@/lib/enquiries/sandbox');
    expect(route).not.toBe(boot);
    expect(await route.sniffCvSandboxed(make.pdf())).toEqual({ ok: true, format: 'pdf' });
    route.warmSandbox();
    expect(sandboxChildren().sort()).toEqual(warmed.sort());
  });
});

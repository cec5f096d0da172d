/**
 * The CV sandbox's pool (../../src/sandbox/pool.ts) is one per process, whatever copy of
 * the module asks: `next start` loads the module once for instrumentation.ts, which
 * warms the children at boot, and again for the route. With the pool in module state
 * the route started two more children cold, and the warm ones idled for ever.
 */
import { describe, expect, test, vi } from 'vitest';
import { sandboxLimits } from '../../src/sandbox/limits';
import * as make from '../helpers/documents';
import { buildSandboxBundle, sandbox, sandboxChildren } from '../helpers/sandbox-children';

buildSandboxBundle();

type Sandbox = typeof import('../../src/sandbox/pool');

describe('the warm pool', () => {
  test('the children one copy of the module warmed (instrumentation) serve the checks of another (the route): no cold start', async () => {
    expect(sandboxChildren()).toEqual([]);
    const boot: Sandbox = await import('../../src/sandbox/pool');
    boot.warmSandbox(sandbox());
    const warmed = sandboxChildren();
    expect(warmed).toHaveLength(sandboxLimits.concurrency);

    vi.resetModules();
    const route: Sandbox = await import('../../src/sandbox/pool');
    expect(route).not.toBe(boot);
    expect(await route.checkCvInSandbox(make.pdf(), sandbox())).toEqual({ ok: true, format: 'pdf' });
    route.warmSandbox(sandbox());
    expect(sandboxChildren().sort()).toEqual(warmed.sort());
  });
});

/**
 * A CV check whose child is killed or stopped by someone else (the OOM killer, an
 * operator, a debugger) is not the file's fault: it is tried once
 * more in another child, and interrupted twice it is `unavailable` (the site answers 503
 * with Retry-After: tests/integration/enquiries/cv-check-unavailable.test.ts). Before, the
 * visitor was told the file was too complex to check.
 */
import { describe, expect, test, vi } from 'vitest';
import { sandboxLimits } from '../../src/sandbox/limits';
import { fork } from 'node:child_process';
import { checkCvInSandbox, sandboxChildEntry, warmSandbox } from '../../src/sandbox/pool';
import { runCheck, type Slot } from '../../src/sandbox/run';
import { pdfWordStream, rtfThemePackages } from '../helpers/complex-files';
import * as make from '../helpers/documents';
import { buildSandboxBundle, sandbox, sandboxChildren } from '../helpers/sandbox-children';

buildSandboxBundle();

/** Sends `signal` to each of `pids` that still exists. */
function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // gone already
    }
  }
}
const signalAll = (name: NodeJS.Signals) => signal(sandboxChildren(), name);

/** The warm children started and answering, so that a check goes to one of them. */
async function warm() {
  warmSandbox(sandbox());
  expect(await checkCvInSandbox(make.pdf(), sandbox())).toEqual({ ok: true, format: 'pdf' });
}

describe('a check child killed or stopped from outside', () => {
  test('SIGKILL in the middle of a check: the file gets its own verdict, from another child', async () => {
    await warm();
    // About 0.65 s of CPU: still being read when the children are killed.
    const verdict = checkCvInSandbox(pdfWordStream(), sandbox());
    await new Promise((r) => setTimeout(r, 100));
    signalAll('SIGKILL');
    expect(await verdict).toEqual({ ok: true, format: 'pdf' });
  });

  test('SIGSTOP in the middle of a check: given up after a moment, not at the backstop; the file gets its own verdict', async () => {
    await warm();
    const started = performance.now();
    const verdict = checkCvInSandbox(pdfWordStream(), sandbox());
    await new Promise((r) => setTimeout(r, 100));
    const stopped = sandboxChildren();
    signalAll('SIGSTOP');
    try {
      expect(await verdict).toEqual({ ok: true, format: 'pdf' });
      expect(performance.now() - started).toBeLessThan(sandboxLimits.backstopMs);
    } finally {
      signal(stopped, 'SIGKILL');
    }
  });

  test('both warm children stopped while idle: the next two checks get their verdicts', async () => {
    await warm();
    // The children an earlier test killed can still be ending (not yet zombies): wait
    // until only the warm ones are left, so that both of them are the ones stopped.
    await vi.waitFor(() => expect(sandboxChildren()).toHaveLength(sandboxLimits.concurrency), { timeout: 5000, interval: 20 });
    const stopped = sandboxChildren();
    signalAll('SIGSTOP');
    try {
      const verdicts = await Promise.all([checkCvInSandbox(make.pdf(), sandbox()), checkCvInSandbox(make.docx(), sandbox())]);
      expect(verdicts).toEqual([
        { ok: true, format: 'pdf' },
        { ok: true, format: 'docx' }
      ]);
    } finally {
      signal(stopped, 'SIGKILL');
    }
  });

  test('every child killed as soon as it appears: unavailable, not the file’s fault; then the check works again', async () => {
    await warm();
    const killer = setInterval(() => signalAll('SIGKILL'), 20);
    try {
      expect(await checkCvInSandbox(pdfWordStream(), sandbox())).toMatchObject({ ok: false, code: 'unavailable' });
    } finally {
      clearInterval(killer);
    }
    expect(await checkCvInSandbox(make.pdf(), sandbox())).toEqual({ ok: true, format: 'pdf' });
  }, 30_000);
});

/** A child started as the pool starts one, `checks` earlier checks to its name. */
function childSlot(checks: number): Slot {
  const { file, execArgv } = sandboxChildEntry(sandbox());
  const child = fork(file, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const slot: Slot = { child, started: false, checks, ready: Promise.resolve() };
  slot.ready = new Promise((resolve) =>
    child.on('message', (m: { ready?: boolean }) => m.ready && resolve((slot.started = true) && undefined))
  );
  return slot;
}

describe('a CPU breach in a reused child', () => {
  test("is not blamed on the file there: the check is interrupted, to be tried in a fresh child, where the same breach is the file's", async () => {
    const reused = childSlot(1);
    const fresh = childSlot(0);
    try {
      const [again, first] = [await runCheck(reused, rtfThemePackages()), await runCheck(fresh, rtfThemePackages())];
      expect(again).toMatchObject({ interrupted: true, verdict: { ok: false, code: 'unavailable' } });
      expect(first).toMatchObject({ interrupted: false, verdict: { ok: false, code: 'file_too_complex' } });
    } finally {
      reused.child.kill('SIGKILL');
      fresh.child.kill('SIGKILL');
    }
  }, 30_000);

  test('the pool still refuses the CPU hog as too complex, after its retry in a fresh child', async () => {
    await warm();
    expect(await checkCvInSandbox(rtfThemePackages(), sandbox())).toMatchObject({ ok: false, code: 'file_too_complex' });
  }, 30_000);
});

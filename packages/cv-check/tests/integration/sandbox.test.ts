/**
 * The CV check runs in a child process (../../src/sandbox/pool.ts): every structure of
 * ../helpers/complex-files.ts is answered within 2 s using under 200 MB more memory,
 * this process's event loop stays free meanwhile, and the check works again afterwards.
 * Without the sandbox (and the OLE structure check in its child), the first four abort
 * this process. The same files against a real `next start`: the site's
 * tests/integration/enquiries/next-start.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { sandboxLimits } from '../../src/sandbox/limits';
import { checkCvInSandbox } from '../../src/sandbox/pool';
import { complexFiles, pdfSlashStream } from '../helpers/complex-files';
import * as make from '../helpers/documents';
import { buildSandboxBundle, sandbox } from '../helpers/sandbox-children';
import { treeResidentMb, watchPeak } from '../helpers/process-tree';

buildSandboxBundle();

/** The longest the event loop went without running a 10 ms timer, while `work` ran. */
async function withLag<T>(work: () => Promise<T>): Promise<{ result: T; lagMs: number }> {
  let last = performance.now();
  let lagMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    lagMs = Math.max(lagMs, now - last - 10);
    last = now;
  }, 10);
  try {
    return { result: await work(), lagMs };
  } finally {
    clearInterval(timer);
  }
}

describe('no upload hurts anyone else', () => {
  test('a plain CV passes through the sandbox (and warms it)', async () => {
    expect(await checkCvInSandbox(make.pdf(), sandbox())).toEqual({ ok: true, format: 'pdf' });
  });

  test.each(complexFiles().map((f) => [f.label, f] as const))('%s: answered within 2 s, < 200 MB more, loop free', async (_, f) => {
    const before = treeResidentMb(process.pid);
    const peak = watchPeak(process.pid);
    const started = performance.now();
    const { result, lagMs } = await withLag(() => checkCvInSandbox(f.content, sandbox()));
    const ms = performance.now() - started;
    const extraMb = peak.stop() - before;
    expect(ms).toBeLessThan(2000);
    expect(extraMb).toBeLessThan(200);
    expect(lagMs).toBeLessThan(200);
    if (f.name !== 'cv.docx') expect(result).toMatchObject({ ok: false });
    // The check still works after a child was killed.
    expect(await checkCvInSandbox(make.docx(), sandbox())).toEqual({ ok: true, format: 'docx' });
  });

  test('a check over the memory cap is refused as too complex, and the next check works', async () => {
    const refused = await Promise.all([checkCvInSandbox(pdfSlashStream(), sandbox()), checkCvInSandbox(pdfSlashStream(30), sandbox())]);
    for (const verdict of refused) expect(verdict).toMatchObject({ ok: false, code: 'file_too_complex', reason: /resident|ended|of CPU/ });
    expect(await checkCvInSandbox(make.pdf(), sandbox())).toEqual({ ok: true, format: 'pdf' });
    expect(sandboxLimits.cpuMs).toBeLessThan(2000);
  });

  test('an OLE structure that would make cfb loop is refused as damaged before cfb reads it', async () => {
    for (const f of complexFiles().filter((c) => c.name === 'cv.doc')) {
      const started = performance.now();
      expect(await checkCvInSandbox(f.content, sandbox()), f.label).toMatchObject({ ok: false, code: 'file_damaged', reason: /^cfb: / });
      // Well inside the time limit: the structure check answered, not the limit.
      expect(performance.now() - started, f.label).toBeLessThan(sandboxLimits.cpuMs);
    }
  });

  test('checks beyond the concurrency wait their turn and are all answered', async () => {
    const files = [make.pdf(), make.docx(), make.odt(), make.rtf(), make.doc()];
    const verdicts = await Promise.all(files.map((f) => checkCvInSandbox(f, sandbox())));
    expect(verdicts.map((v) => v.ok && v.format)).toEqual(['pdf', 'docx', 'odt', 'rtf', 'doc']);
  });
});

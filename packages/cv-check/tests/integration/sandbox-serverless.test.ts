/**
 * On a serverless host the CV check keeps no warm children: the host
 * freezes the process between requests, children and all, and may drop it at any time.
 * Each check starts a child of its own under the same limits and ends it: no child is
 * left after a check, a valid file up to the size limit and every hostile structure is
 * answered within 2 s at under 200 MB more, and a breach is `file_too_complex`. The
 * caller says it is on such a host (`keepWarm: false`; the site does from
 * AWS_LAMBDA_FUNCTION_NAME, VERCEL or CV_CHECK_WARM=0).
 */
import { describe, expect, test, vi } from 'vitest';
import { sandboxLimits } from '../../src/sandbox/limits';
import { checkCvInSandbox, warmSandbox } from '../../src/sandbox/pool';
import { complexFiles, pdfSlashStream } from '../helpers/complex-files';
import * as make from '../helpers/documents';
import { buildSandboxBundle, sandbox, sandboxChildren } from '../helpers/sandbox-children';
import { largestFiles } from '../helpers/largest-files';
import { treeResidentMb, watchPeak } from '../helpers/process-tree';

buildSandboxBundle();

const serverless = sandbox(false);

const noChildLeft = () => vi.waitFor(() => expect(sandboxChildren()).toEqual([]), { timeout: 2000, interval: 20 });

/** A check with its time and the memory it added to this process and its children at most. */
async function measured(content: Buffer) {
  const before = treeResidentMb(process.pid);
  const peak = watchPeak(process.pid);
  const started = performance.now();
  const verdict = await checkCvInSandbox(content, serverless);
  return { verdict, ms: performance.now() - started, extraMb: peak.stop() - before };
}

describe('the CV check on a serverless host', () => {
  test('starts no warm children, and leaves none after a check', async () => {
    warmSandbox(serverless);
    expect(sandboxChildren()).toEqual([]);
    expect(await checkCvInSandbox(make.pdf(), serverless)).toEqual({ ok: true, format: 'pdf' });
    await noChildLeft();
  });

  test.each(largestFiles().map((f) => [f.label, f] as const))('%s: accepted within 2 s, < 200 MB more', async (_, f) => {
    const { verdict, ms, extraMb } = await measured(f.content);
    expect(verdict).toEqual({ ok: true, format: f.format });
    expect(ms).toBeLessThan(2000);
    expect(extraMb).toBeLessThan(200);
    await noChildLeft();
  });

  test.each(complexFiles().map((f) => [f.label, f] as const))('%s: answered within 2 s, < 200 MB more', async (_, f) => {
    const { verdict, ms, extraMb } = await measured(f.content);
    if (f.name !== 'cv.docx') expect(verdict).toMatchObject({ ok: false });
    expect(ms).toBeLessThan(2000);
    expect(extraMb).toBeLessThan(200);
    await noChildLeft();
  });

  test('without a bundle the child runs its TypeScript source through tsx (next dev, a command line), and ends after its check', async () => {
    expect(await checkCvInSandbox(make.docx(), { bundle: null, keepWarm: false })).toEqual({ ok: true, format: 'docx' });
    await noChildLeft();
  });

  test('a breach of the memory limit is refused as file_too_complex, in a child of its own', async () => {
    expect(await checkCvInSandbox(pdfSlashStream(), serverless)).toMatchObject({
      ok: false,
      code: 'file_too_complex',
      reason: /resident|ended/
    });
    expect(sandboxLimits.residentMb).toBeLessThan(200);
    await noChildLeft();
  });
});

/**
 * On a serverless host the CV check keeps no warm children: the host
 * freezes the process between requests, children and all, and may drop it at any time.
 * Each check starts a child of its own under the same limits and ends it: no child is
 * left after a check, a valid file up to the size limit and every hostile structure is
 * answered within 2 s at under 200 MB more, and a breach is 422 `file_too_complex`.
 * (AWS_LAMBDA_FUNCTION_NAME is what Lambda sets; VERCEL, or CV_CHECK_WARM=0, does the same.)
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { sandboxLimits } from '@/lib/enquiries/capacity';
import { sniffCvSandboxed, warmSandbox } from '@/lib/enquiries/sandbox';
import { complexFiles, pdfSlashStream } from '../../helpers/complex-files';
import * as make from '../../helpers/documents';
import { buildSandboxBundle, sandboxChildren } from '../../helpers/enquiries/sandbox-bundle';
import { largestFiles } from '../../helpers/largest-files';
import { treeResidentMb, watchPeak } from '../../helpers/process-tree';

buildSandboxBundle();

beforeAll(() => {
  process.env.AWS_LAMBDA_FUNCTION_NAME = 'site-server';
});
afterAll(() => {
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
});

const noChildLeft = () => vi.waitFor(() => expect(sandboxChildren()).toEqual([]), { timeout: 2000, interval: 20 });

/** A check with its time and the memory it added to this process and its children at most. */
async function measured(content: Buffer) {
  const before = treeResidentMb(process.pid);
  const peak = watchPeak(process.pid);
  const started = performance.now();
  const verdict = await sniffCvSandboxed(content);
  return { verdict, ms: performance.now() - started, extraMb: peak.stop() - before };
}

describe('the CV check on a serverless host', () => {
  test('starts no warm children, and leaves none after a check', async () => {
    warmSandbox();
    expect(sandboxChildren()).toEqual([]);
    expect(await sniffCvSandboxed(make.pdf())).toEqual({ ok: true, format: 'pdf' });
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

  test('a breach of the memory limit is refused as file_too_complex, in a child of its own', async () => {
    expect(await sniffCvSandboxed(pdfSlashStream())).toMatchObject({ ok: false, code: 'file_too_complex', reason: /resident|ended/ });
    expect(sandboxLimits.residentMb).toBeLessThan(200);
    await noChildLeft();
  });
});

/**
 * An uploaded CV as the contact route takes it (lib/enquiries/cv-upload.ts): its size is
 * checked before anything reads it, its content in the CV check's sandbox, and what is
 * stored has a generated name and the visitor's name only cleaned. The check's own rules
 * are the package's tests (packages/cv-check/tests/).
 */
import { describe, expect, test } from 'vitest';
import { inspectCv } from '@/lib/enquiries/cv-upload';
import { maxFileBytes } from '@/lib/enquiries/limits';
import * as make from '../../../packages/cv-check/tests/helpers/documents';
import { buildSandboxBundle } from '../../helpers/enquiries/sandbox-bundle';

buildSandboxBundle();

describe('an uploaded CV', () => {
  test('over maxFileBytes is refused before its content is read; empty files are refused', async () => {
    const big = new File([new Uint8Array(maxFileBytes + 1)], 'cv.pdf');
    expect(await inspectCv(big)).toMatchObject({ ok: false, code: 'file_too_large' });
    expect(await inspectCv(new File([], 'cv.pdf'))).toMatchObject({ ok: false, code: 'file_empty' });
  });

  test('the stored name is generated; the original is only a cleaned display name', async () => {
    const result = await inspectCv(new File([new Uint8Array(make.pdf())], '../../etc/"passwd"\r\n.pdf'));
    if (!result.ok) throw new Error(result.reason);
    expect(result.file.storedName).toMatch(/^cv-[0-9a-f-]{36}\.pdf$/);
    expect(result.file.displayName).toBe('passwd.pdf');
    expect(result.file).toMatchObject({ format: 'pdf', mime: 'application/pdf', size: make.pdf().length });
    expect(result.file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the declared type does not matter; a known extension must match the content', async () => {
    const renamed = new File([new Uint8Array(make.exe())], 'cv.pdf', { type: 'application/pdf' });
    expect(await inspectCv(renamed)).toMatchObject({ ok: false, code: 'file_type' });
    const truePdf = new File([new Uint8Array(make.pdf())], 'cv.exe', { type: 'application/pdf' });
    expect(await inspectCv(truePdf)).toMatchObject({ ok: false, code: 'file_name_mismatch' });
    const dotted = new File([new Uint8Array(make.pdf())], 'Jane.Smith', { type: 'application/x-msdownload' });
    expect(await inspectCv(dotted)).toMatchObject({ ok: true, file: { format: 'pdf', displayName: 'Jane.Smith.pdf' } });
  });
});

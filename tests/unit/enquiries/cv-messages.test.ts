/**
 * The messages of the CV's refusals, in every language, belong to the codes the CV check
 * (the `@site/cv-check` package) gives.
 */
import { checkCv } from '@site/cv-check';
import { describe, expect, test } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import * as make from '../../../packages/cv-check/tests/helpers/documents';
import { catalogues, locales } from '../../helpers/e2e/test-data';

describe("the visitor's message says what is wrong and what to do", () => {
  // What each refusal must name, in every language: the format to save in, and for an old
  // file its version; never the "damaged" wording for a file that is only old or locked.
  const damaged = (locale: Locale) => catalogues[locale].ContactErrors.file_damaged;
  test.each(locales)('%s', async (locale) => {
    const e = catalogues[locale].ContactErrors;
    expect(e.file_macros).toMatch(/\.docx/);
    expect(e.file_macros).toMatch(/PDF/);
    expect(e.file_old_format).toMatch(/Word 95/);
    expect(e.file_old_format).toMatch(/\.docx/);
    for (const code of ['file_macros', 'file_old_format', 'file_encrypted'] as const) expect(e[code]).not.toBe(damaged(locale));
    // The codes these texts belong to are the ones the checker gives.
    expect(await checkCv(make.word95())).toMatchObject({ ok: false, code: 'file_old_format' });
    expect(await checkCv(make.docWithMacros())).toMatchObject({ ok: false, code: 'file_macros' });
    expect(await checkCv(make.docm())).toMatchObject({ ok: false, code: 'file_macros' });
  });
});

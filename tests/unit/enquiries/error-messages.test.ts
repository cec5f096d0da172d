import { describe, expect, test } from 'vitest';
import { fieldIds, type ErrorCode } from '@site/contact-form';
import { formRows } from '@/lib/enquiries/contact-form';
import { errorMessages } from '@/lib/enquiries/error-messages';
import { maxBodyBytes, maxFileBytes } from '@/lib/enquiries/limits';
import { createTranslator } from 'next-intl';
import { catalogues, locales } from '../../helpers/e2e/test-data';

describe('error messages', () => {
  test.each(locales)('each has its own localized message in %s, limits filled in', (locale) => {
    const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'ContactErrors' });
    const messages = errorMessages(t);
    for (const [code, text] of Object.entries(messages)) {
      expect(text, code).not.toMatch(/ContactErrors|\{/);
      expect(text.length, code).toBeGreaterThan(5);
    }
    expect(new Set(Object.values(messages)).size).toBe(Object.keys(messages).length);
    // The limits as the catalogue's {max, number} and plurals write them in this language: each field's from its row.
    const number = (n: number) => new Intl.NumberFormat(locale).format(n);
    for (const id of fieldIds) {
      const f = formRows[id];
      if (f.codes.tooShort) expect(messages[f.codes.tooShort as ErrorCode], f.codes.tooShort).toContain(number(f.min!));
      if (f.codes.tooLong) expect(messages[f.codes.tooLong as ErrorCode], f.codes.tooLong).toContain(number(f.max!));
    }
    expect(messages.file_too_large).toContain(number(maxFileBytes / (1024 * 1024)));
    expect(messages.body_too_large).toContain(number(maxBodyBytes / (1024 * 1024)));
  });
});

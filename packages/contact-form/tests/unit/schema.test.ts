import { describe, expect, test } from 'vitest';
import { enquiryFields, errorCodes, errorStatus, statusOf } from '../../src/index';
import { cleanLine, cleanText, enquiryValidator } from '../../src/schema';

/** A site's choices, as a site passes them: the validation knows only what it is given. */
const validateEnquiry = enquiryValidator({ country: ['uk', 'qatar'], department: ['general', 'sales'] });

const valid = {
  name: 'Jane Doe',
  company: 'Acme',
  email: 'jane@example.org',
  phone: '+44 (20) 7946-0958',
  country: 'uk',
  message: 'A laser scan, please.',
  department: 'sales'
};

describe('the shared schema', () => {
  test('cleans what it accepts: controls stripped, line breaks unified, trimmed, NFC', () => {
    const result = validateEnquiry({
      ...valid,
      name: '  Jane\u0000 \u202EDoe\t ',
      company: 'Ac\u0007me',
      message: ' Line one\r\nLine two\rLine three\u2028end\u0001 ',
      email: ' jane@example.org '
    });
    expect(result).toEqual({
      ok: true,
      data: { ...valid, name: 'Jane Doe', company: 'Acme', message: 'Line one\nLine two\nLine three\nend' }
    });
    expect(cleanLine('e\u0301')).toBe('\u00e9');
    expect(cleanText('a\r\n\r\nb')).toBe('a\n\nb');
  });

  test('company is optional; the department is required, as the form marks it', () => {
    expect(validateEnquiry({ ...valid, company: undefined })).toMatchObject({ ok: true, data: { company: '' } });
    // The selector's placeholder is not sent: a post where no department was chosen has none.
    for (const department of [undefined, null, '', '  ']) {
      expect(validateEnquiry({ ...valid, department }), String(department)).toEqual({
        ok: false,
        errors: [{ field: 'department', code: 'department_required' }]
      });
    }
  });

  test.each([
    [{ name: '' }, 'name', 'name_required'],
    [{ name: 'a'.repeat(201) }, 'name', 'name_too_long'],
    [{ name: 'Jane\nBcc: x@y.z' }, 'name', 'name_invalid'],
    [{ name: 'Jane\u2028Doe' }, 'name', 'name_invalid'],
    [{ name: '<b>Jane</b>' }, 'name', 'name_invalid'],
    [{ company: 'c'.repeat(201) }, 'company', 'company_too_long'],
    [{ company: 'A\rB' }, 'company', 'company_invalid'],
    [{ email: '' }, 'email', 'email_required'],
    [{ email: 'jane@' }, 'email', 'email_invalid'],
    [{ email: 'jane@example.org\nBcc: x@y.z' }, 'email', 'email_invalid'],
    [{ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }, 'email', 'email_too_long'],
    [{ phone: '+44 20 7946 0958 x12' }, 'phone', 'phone_invalid'],
    [{ phone: '+44\n20' }, 'phone', 'phone_invalid'],
    [{ phone: '1'.repeat(enquiryFields.phone.max + 1) }, 'phone', 'phone_too_long'],
    [{ country: '' }, 'country', 'office_required'],
    [{ country: 'baku' }, 'country', 'office_invalid'],
    [{ department: 'board' }, 'department', 'department_invalid'],
    [{ message: 'too short' }, 'message', 'enquiry_too_short'],
    [{ message: 'x'.repeat(5001) }, 'message', 'enquiry_too_long'],
    [{ name: new File(['x'], 'x') }, 'name', 'name_invalid']
  ])('%j → %s %s', (change, field, code) => {
    const result = validateEnquiry({ ...valid, ...change });
    expect(result).toEqual({ ok: false, errors: [{ field, code }] });
  });

  test('a phone number is optional, and may be written with spaces, brackets, dots and hyphens', () => {
    expect(validateEnquiry({ ...valid, phone: undefined })).toEqual({ ok: true, data: { ...valid, phone: '' } });
    expect(validateEnquiry({ ...valid, phone: ' 994.12.555 01 23 ' })).toEqual({ ok: true, data: { ...valid, phone: '994.12.555 01 23' } });
  });

  test.each([
    ['Arabic-Indic digits (U+0660–0669)', '\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669', '0123456789'],
    ['Extended Arabic-Indic digits (U+06F0–06F9)', '+\u06F9\u06F9\u06F4 \u06F1\u06F2 \u06F5\u06F5\u06F5', '+994 12 555'],
    ['fullwidth digits and signs', '\uFF0B\uFF14\uFF14\u3000\uFF08\uFF12\uFF10\uFF09', '+44 (20)'],
    ['Devanagari digits, as any decimal digit of Unicode', '\u0967\u0968\u0969-\u096F', '123-9'],
    ['Thai digits', '\u0E51\u0E52 \u0E53', '12 3'],
    ['mathematical bold digits', '\u{1D7CE}\u{1D7CF}\u{1D7D7}', '019'],
    ['a no-break space (U+00A0)', '+44\u00A01463\u00A0123456', '+44 1463 123456'],
    ['a narrow no-break space (U+202F)', '+33\u202F1\u202F23', '+33 1 23']
  ])('a phone number in %s is taken, and kept in ASCII digits and plain spaces', (_, typed, kept) => {
    expect(validateEnquiry({ ...valid, phone: typed })).toEqual({ ok: true, data: { ...valid, phone: kept } });
  });

  test('a phone number of other digits is held to the same length and characters once cleaned', () => {
    const arabic = '\u0661'.repeat(enquiryFields.phone.max);
    expect(validateEnquiry({ ...valid, phone: arabic })).toEqual({
      ok: true,
      data: { ...valid, phone: '1'.repeat(enquiryFields.phone.max) }
    });
    expect(validateEnquiry({ ...valid, phone: `${arabic}\u0661` })).toEqual({
      ok: false,
      errors: [{ field: 'phone', code: 'phone_too_long' }]
    });
    expect(validateEnquiry({ ...valid, phone: '\u0661\u0662 x\u0663' })).toEqual({
      ok: false,
      errors: [{ field: 'phone', code: 'phone_invalid' }]
    });
    expect(validateEnquiry({ ...valid, phone: '\u00BD' })).toEqual({ ok: false, errors: [{ field: 'phone', code: 'phone_invalid' }] });
  });

  test('lists one problem per field, in form order', () => {
    const result = validateEnquiry({ email: 'nope' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        { field: 'name', code: 'name_required' },
        { field: 'email', code: 'email_invalid' },
        { field: 'country', code: 'office_required' },
        { field: 'department', code: 'department_required' },
        { field: 'message', code: 'enquiry_too_short' }
      ]);
    }
  });
});

describe('error codes', () => {
  test('each has a status, and the most specific status wins', () => {
    for (const code of errorCodes) expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
    expect(statusOf([{ code: 'name_required' }, { code: 'file_too_large' }])).toBe(413);
    expect(statusOf([{ code: 'name_required' }])).toBe(422);
  });
});

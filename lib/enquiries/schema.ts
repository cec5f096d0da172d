/**
 * The one validation of an enquiry, run by the form before sending and by the route
 * handler on what arrived. Messages are stable error codes (see codes.ts); each side
 * shows the localized text of the code. Cleaning happens inside the schema, so both
 * sides see the same cleaned values.
 */
import * as z from 'zod/mini';
import { countryIds, departmentIds, type CountryId, type DepartmentId } from '@/lib/site-config';
import type { EnquiryError, FieldErrorCode, FormFieldName } from './codes';
import { formFieldOrder } from './form-order';
import { fieldLimits, formFields } from './limits';

/** C0 and C1 control characters, except tab, line feed and carriage return (handled apart). */
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Bidirectional overrides and isolates: they can disguise a name or a file name. */
const bidiOverrides = /[\u202A-\u202E\u2066-\u2069]/g;
/** Anything a mail header or a log line could read as a line break. */
const lineBreak = /[\r\n\u0085\u2028\u2029]/;
/** Angle brackets: markup has no place in a person's or a company's name. */
const markup = /[<>]/;

/** A one-line value: controls and bidi overrides removed, tabs as spaces, NFC, trimmed. */
export function cleanLine(value: string): string {
  return value.replace(/\t/g, ' ').replace(controlChars, '').replace(bidiOverrides, '').normalize('NFC').trim();
}

/** A multi-line value: line breaks unified to \n, other controls removed, NFC, trimmed. */
export function cleanText(value: string): string {
  return value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(controlChars, '')
    .normalize('NFC')
    .trim();
}

const noLineBreak = (code: FieldErrorCode) => z.refine<string>((v) => !lineBreak.test(v), { error: code });

const schema = z.object({
  name: z.string({ error: 'name_invalid' }).check(
    noLineBreak('name_invalid'),
    z.overwrite(cleanLine),
    z.minLength(1, { error: 'name_required' }),
    z.maxLength(fieldLimits.name, { error: 'name_too_long' }),
    z.refine((v) => !markup.test(v), { error: 'name_invalid' })
  ),
  company: z.string({ error: 'company_invalid' }).check(
    noLineBreak('company_invalid'),
    z.overwrite(cleanLine),
    z.maxLength(fieldLimits.company, { error: 'company_too_long' }),
    z.refine((v) => !markup.test(v), { error: 'company_invalid' })
  ),
  email: z
    .string({ error: 'email_invalid' })
    .check(
      noLineBreak('email_invalid'),
      z.overwrite(cleanLine),
      z.minLength(1, { error: 'email_required' }),
      z.maxLength(fieldLimits.email, { error: 'email_too_long' }),
      z.email({ error: 'email_invalid' })
    ),
  office: z.string({ error: 'office_invalid' }).check(
    z.overwrite(cleanLine),
    z.minLength(1, { error: 'office_required' }),
    z.refine((v) => v === '' || (countryIds as readonly string[]).includes(v), { error: 'office_invalid' })
  ),
  enquiry: z
    .string({ error: 'enquiry_too_short' })
    .check(
      z.overwrite(cleanText),
      z.minLength(fieldLimits.enquiryMin, { error: 'enquiry_too_short' }),
      z.maxLength(fieldLimits.enquiryMax, { error: 'enquiry_too_long' })
    ),
  department: z.string({ error: 'department_invalid' }).check(
    z.overwrite(cleanLine),
    z.minLength(1, { error: 'department_required' }),
    z.refine((v) => v === '' || (departmentIds as readonly string[]).includes(v), { error: 'department_invalid' })
  )
});

export type EnquiryFields = {
  name: string;
  company: string;
  email: string;
  office: CountryId;
  enquiry: string;
  department: DepartmentId;
};

/** Raw values as a form sends them: strings, or null when a field is missing. */
export type RawFields = Partial<Record<keyof EnquiryFields, unknown>>;

export type ValidationResult = { ok: true; data: EnquiryFields } | { ok: false; errors: EnquiryError[] };

/** The text fields in the form's order (form-order.ts): the file is checked apart. */
const fieldOrder = formFieldOrder.filter((f): f is keyof EnquiryFields => f !== 'cv');

/** The text fields of a posted form, by their form names: the same reading in the browser and the handler. */
export function rawFieldsOf(form: Pick<FormData, 'get'>): RawFields {
  return Object.fromEntries(fieldOrder.map((field) => [field, form.get(formFields[field])])) as RawFields;
}

/** Validates and cleans the text fields; at most one error per field, in form order. */
export function validateEnquiry(raw: RawFields): ValidationResult {
  const input = {
    name: raw.name ?? '',
    company: raw.company ?? '',
    email: raw.email ?? '',
    office: raw.office ?? '',
    enquiry: raw.enquiry ?? '',
    // Required like the office: the selector starts on a placeholder that is not sent, so a
    // post without a choice (a browser that does not check `required`, a script) has none.
    department: raw.department ?? ''
  };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data as EnquiryFields };
  const firstByField = new Map<FormFieldName, FieldErrorCode>();
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EnquiryFields;
    if (!firstByField.has(field)) firstByField.set(field, issue.message as FieldErrorCode);
  }
  return {
    ok: false,
    errors: fieldOrder.filter((f) => firstByField.has(f)).map((field) => ({ field, code: firstByField.get(field)! }))
  };
}

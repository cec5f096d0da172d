/**
 * The one validation of an enquiry, run by the form before sending and by the route
 * handler on what arrived. Messages are stable error codes (see codes.ts); each side
 * shows the localized text of the code. Cleaning happens inside the schema, so both
 * sides see the same cleaned values. An entry point of its own, apart from the table's:
 * the browser loads zod only when the form is first sent.
 */
import * as z from 'zod/mini';
import type { EnquiryError, FieldErrorCode, FormFieldName } from './codes';
import { enquiryFields, fieldIds, type ChoiceId, type Choices, type FieldId, type FieldSpec } from './fields';

/** C0 and C1 control characters, except tab, line feed and carriage return (handled apart). */
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Bidirectional overrides and isolates: they can disguise a name or a file name. */
const bidiOverrides = /[\u202A-\u202E\u2066-\u2069]/g;
/** Anything a mail header or a log line could read as a line break. */
const lineBreak = /[\r\n\u0085\u2028\u2029]/;
/** Angle brackets: markup has no place in a person's or a company's name. */
const markup = /[<>]/;
/** What a phone number is written with: digits, spaces, + ( ) - and dots. */
const phoneChars = /^[0-9+()\-. ]*$/;

/** A one-line value: controls and bidi overrides removed, tabs as spaces, NFC, trimmed. */
export function cleanLine(value: string): string {
  return value.replace(/\t/g, ' ').replace(controlChars, '').replace(bidiOverrides, '').normalize('NFC').trim();
}

/** Any decimal digit, of any script (Arabic-Indic, Extended Arabic-Indic, Devanagari, fullwidth…). */
const anyDigit = /\p{Nd}/gu;
const isDigit = /^\p{Nd}$/u;

/**
 * A phone number as visitors type it in any of the site's languages: NFKC (fullwidth
 * digits and signs become ASCII, U+00A0 and U+202F no-break spaces plain spaces), then
 * every other script's digit its ASCII digit, so that it is stored and mailed as staff
 * dial it. Unicode encodes each script's digits 0 to 9 in one run, so a digit's value is
 * its distance from the run's start.
 */
function cleanPhone(value: string): string {
  return cleanLine(value.normalize('NFKC').replace(/[\u00A0\u202F]/g, ' ')).replace(anyDigit, (digit) => {
    const code = digit.codePointAt(0)!;
    let start = code;
    while (isDigit.test(String.fromCodePoint(start - 1))) start--;
    return String((code - start) % 10);
  });
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

/** A field's checks, made from its row of the table (fields.ts) and a choice's ids, in the order its errors take precedence. */
function fieldSchema(id: FieldId, options?: readonly string[]) {
  const f: FieldSpec = enquiryFields[id];
  const code = f.codes as Partial<Record<'required' | 'tooShort' | 'tooLong' | 'invalid', FieldErrorCode>>;
  const checks: z.core.$ZodCheck<string>[] = [];
  if (f.kind === 'line' || f.kind === 'email' || f.kind === 'tel') checks.push(noLineBreak(code.invalid!));
  checks.push(z.overwrite(f.kind === 'text' ? cleanText : f.kind === 'tel' ? cleanPhone : cleanLine));
  if (f.required && f.min === undefined) checks.push(z.minLength(1, { error: code.required! }));
  if (f.min !== undefined) checks.push(z.minLength(f.min, { error: code.tooShort! }));
  if (f.max !== undefined) checks.push(z.maxLength(f.max, { error: code.tooLong! }));
  if (f.kind === 'line') checks.push(z.refine((v) => !markup.test(v), { error: code.invalid! }));
  if (f.kind === 'email') checks.push(z.email({ error: code.invalid! }));
  if (f.kind === 'tel') checks.push(z.regex(phoneChars, { error: code.invalid! }));
  // '' is the missing value, reported as required (above), not also as invalid.
  if (options) checks.push(z.refine((v) => v === '' || options.includes(v), { error: code.invalid! }));
  return z.string({ error: code.invalid ?? code.tooShort ?? code.required! }).check(...checks);
}

/** The cleaned fields of a valid enquiry: a choice's value is one of its ids. */
export type EnquiryFields<C extends Choices> = { [F in FieldId]: F extends ChoiceId ? C[F][number] : string };

/** Raw values as a form sends them: strings, or null when a field is missing. */
export type RawFields = Partial<Record<FieldId, unknown>>;

export type ValidationResult<C extends Choices> = { ok: true; data: EnquiryFields<C> } | { ok: false; errors: EnquiryError[] };

/**
 * The text fields of a posted form, by their form names: the same reading in the browser
 * and the handler. A field renamed since a page was cached is read by its former name too.
 */
export function rawFieldsOf(form: Pick<FormData, 'get'>): RawFields {
  return Object.fromEntries(
    fieldIds.map((id) => {
      const f: { form: string; formerly?: string } = enquiryFields[id];
      return [id, form.get(f.form) ?? (f.formerly ? form.get(f.formerly) : null)];
    })
  ) as RawFields;
}

/**
 * The validation of the site's enquiries, given the ids its choices offer: it cleans the
 * text fields and reports at most one error per field, in form order.
 */
export function enquiryValidator<const C extends Choices>(choices: C): (raw: RawFields) => ValidationResult<C> {
  const optionsOf = choices as Partial<Record<FieldId, readonly string[]>>;
  const schema = z.object(
    Object.fromEntries(fieldIds.map((id) => [id, fieldSchema(id, optionsOf[id])])) as Record<FieldId, z.ZodMiniString>
  );
  return (raw) => {
    // A missing field is empty: reported as required where it is (a selector starts on a
    // placeholder that is not sent, and a browser may not check `required`).
    const input = Object.fromEntries(fieldIds.map((id) => [id, raw[id] ?? '']));
    const result = schema.safeParse(input);
    if (result.success) return { ok: true, data: result.data as EnquiryFields<C> };
    const firstByField = new Map<FormFieldName, FieldErrorCode>();
    for (const issue of result.error.issues) {
      const field = issue.path[0] as FieldId;
      if (!firstByField.has(field)) firstByField.set(field, issue.message as FieldErrorCode);
    }
    return {
      ok: false,
      errors: fieldIds.filter((f) => firstByField.has(f)).map((field) => ({ field, code: firstByField.get(field)! }))
    };
  };
}

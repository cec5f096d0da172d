/**
 * The contact form's text fields, in the order the form shows them: the one place that
 * says, for each, its name in the form, whether it is required, its limits, its error
 * codes, the label it has in the staff's mail (a ContactForm catalogue key) and its
 * column in the staff's CSV export. The validation (schema.ts), the form, the mail, the
 * store (its column has the field's name) and the staff's exports are made from it.
 *
 * Error codes are part of the route's answers and never change (codes.ts): a field keeps
 * its codes when it is renamed. The CV is not here: it is a file, checked apart.
 */
import { countryIds, departmentIds } from '../site-ids';

/**
 * How a value is cleaned and checked: one line of text, an address, a phone number, one
 * of a list of ids, or text of several lines.
 */
type Kind = 'line' | 'email' | 'tel' | 'choice' | 'text';

type FieldSpec = {
  /** The name in the form and the multipart body. */
  form: string;
  /** The name pages cached before a rename still post; read when `form` is absent. */
  formerly?: string;
  required: boolean;
  kind: Kind;
  /** Length limits in characters (after cleaning). */
  min?: number;
  max?: number;
  /** A `choice`'s ids. */
  options?: readonly string[];
  /** Its error codes (codes.ts), by what went wrong. */
  codes: { required?: string; tooShort?: string; tooLong?: string; invalid?: string };
  /** Its label on the form and in the staff's mail: ContactForm catalogue keys. */
  label: string;
  mail: string;
  /** Its column's heading in the CSV export, and its key in an access request's JSON. */
  export: string;
};

export const enquiryFields = {
  name: {
    form: 'name',
    required: true,
    kind: 'line',
    max: 200,
    codes: { required: 'name_required', tooLong: 'name_too_long', invalid: 'name_invalid' },
    label: 'name',
    mail: 'mail.name',
    export: 'name'
  },
  company: {
    form: 'company',
    required: false,
    kind: 'line',
    max: 200,
    codes: { tooLong: 'company_too_long', invalid: 'company_invalid' },
    label: 'company',
    mail: 'mail.company',
    export: 'company'
  },
  email: {
    form: 'email',
    required: true,
    kind: 'email',
    max: 254,
    codes: { required: 'email_required', tooLong: 'email_too_long', invalid: 'email_invalid' },
    label: 'email',
    mail: 'mail.email',
    export: 'email'
  },
  phone: {
    form: 'phone',
    required: false,
    kind: 'tel',
    // The longest international number has 15 digits; with spaces, brackets, a leading
    // + and an extension written after it, 30 characters is ample.
    max: 30,
    codes: { tooLong: 'phone_too_long', invalid: 'phone_invalid' },
    label: 'phone',
    mail: 'mail.phone',
    export: 'phone'
  },
  country: {
    form: 'country',
    formerly: 'office',
    required: true,
    kind: 'choice',
    options: countryIds,
    codes: { required: 'office_required', invalid: 'office_invalid' },
    label: 'office',
    mail: 'mail.office',
    export: 'country'
  },
  department: {
    form: 'department',
    required: true,
    kind: 'choice',
    options: departmentIds,
    codes: { required: 'department_required', invalid: 'department_invalid' },
    label: 'department',
    mail: 'mail.department',
    export: 'department'
  },
  message: {
    form: 'message',
    formerly: 'enquiry',
    required: true,
    kind: 'text',
    min: 10,
    max: 5000,
    codes: { tooShort: 'enquiry_too_short', tooLong: 'enquiry_too_long' },
    label: 'enquiry',
    mail: 'mail.message',
    export: 'message'
  }
} as const satisfies Record<string, FieldSpec>;

export type FieldId = keyof typeof enquiryFields;

/** The fields in the form's order. */
export const fieldIds = Object.keys(enquiryFields) as FieldId[];

type Codes<F extends FieldId> = (typeof enquiryFields)[F]['codes'];
/** Every field's error codes. */
export type FieldCode = { [F in FieldId]: Codes<F>[keyof Codes<F>] }[FieldId];

export const fieldCodes = fieldIds.flatMap((f) => Object.values(enquiryFields[f].codes) as FieldCode[]);

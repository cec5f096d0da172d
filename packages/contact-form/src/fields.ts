/**
 * The contact form's text fields, in the order the form shows them: the one place that
 * says, for each, its name in the form, whether it is required, its limits, its error
 * codes, how the form shows it (its control, autofill, direction, width, and the
 * ContactForm catalogue keys of its label, hint and placeholder), the label it has in the
 * staff's mail and its column in the staff's CSV export. The validation (schema.ts), the
 * form (components/contact/table-field.tsx), the limits in the error messages, the mail,
 * the store (its column has the field's name) and the staff's exports are made from it.
 * The catalogue keys are typed (global.d.ts): a key missing from the catalogue is a type
 * error here.
 *
 * Error codes are part of the route's answers and never change (codes.ts): a field keeps
 * its codes when it is renamed. The CV is not here: it is a file, checked apart.
 */
/**
 * How a value is cleaned and checked, and its control on the form: one line of text
 * (`<input type="text">`), an address (`type="email"`), a phone number (`type="tel"`),
 * one of a list of ids (`<select>`), or text of several lines (`<textarea>`).
 */
export type Kind = 'line' | 'email' | 'tel' | 'choice' | 'text';

/** A row of the table; `Key` is the type of the site's catalogue keys. */
export type FieldSpec<Key extends string = string> = {
  /** The name in the form and the multipart body. */
  form: string;
  /** The name pages cached before a rename still post; read when `form` is absent. */
  formerly?: string;
  required: boolean;
  kind: Kind;
  /** Length limits in characters (after cleaning). */
  min?: number;
  max?: number;
  /** A `choice`'s option labels: the catalogue namespace with a message per id (its ids are the site's: `Choices`). */
  optionLabels?: string;
  /** Its error codes (codes.ts), by what went wrong. */
  codes: { required?: string; tooShort?: string; tooLong?: string; invalid?: string };
  /** What a browser may fill it with (HTML `autocomplete`); none for a field it cannot know. */
  autocomplete?: 'name' | 'organization' | 'email' | 'tel';
  /** `ltr` for a value written left to right in every language (an address, a number), also on an Arabic page. */
  dir?: 'ltr';
  /** Across the form's width; a field without it shares a row with its neighbour on a wide screen. */
  wide?: true;
  /**
   * ContactForm catalogue keys: its label on the form; a hint under it, given the
   * field's `min` and `max`; a `choice`'s first option, chosen until the visitor chooses;
   * and its label in the staff's mail.
   */
  label: Key;
  hint?: Key;
  placeholder?: Key;
  mail: Key;
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
    autocomplete: 'name',
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
    autocomplete: 'organization',
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
    autocomplete: 'email',
    dir: 'ltr',
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
    autocomplete: 'tel',
    dir: 'ltr',
    label: 'phone',
    mail: 'mail.phone',
    export: 'phone'
  },
  country: {
    form: 'country',
    formerly: 'office',
    required: true,
    kind: 'choice',
    optionLabels: 'Countries',
    codes: { required: 'office_required', invalid: 'office_invalid' },
    label: 'office',
    placeholder: 'officePlaceholder',
    mail: 'mail.office',
    export: 'country'
  },
  department: {
    form: 'department',
    required: true,
    kind: 'choice',
    optionLabels: 'ContactForm.departments',
    codes: { required: 'department_required', invalid: 'department_invalid' },
    // Its options' labels are long.
    wide: true,
    label: 'department',
    placeholder: 'departmentPlaceholder',
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
    wide: true,
    label: 'enquiry',
    hint: 'enquiryHint',
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

type Row<F extends FieldId> = (typeof enquiryFields)[F];

/** The fields of kind `choice`. */
export type ChoiceId = { [F in FieldId]: Row<F>['kind'] extends 'choice' ? F : never }[FieldId];

/** The ids each choice offers, in the order the form lists them: the site's facts, passed in. */
export type Choices = { readonly [F in ChoiceId]: readonly string[] };

/**
 * The catalogue keys of the choices' option labels, each choice with its own ids
 * (`Countries.uk`, `ContactForm.departments.sales`…): a translator asked for one checks
 * that every choice's every id has its label.
 */
export type OptionLabelKey<C extends Choices> = {
  [F in ChoiceId]: Row<F> extends { optionLabels: infer N extends string } ? `${N}.${C[F][number]}` : never;
}[ChoiceId];

/** The catalogue key of the label of one of a choice's options. */
export function optionLabelKey<C extends Choices>(id: ChoiceId, option: string): OptionLabelKey<C> {
  return `${enquiryFields[id].optionLabels}.${option}` as OptionLabelKey<C>;
}

/** The ContactForm catalogue entries the form shows as they are (no placeholders). */
export const contactFormStringKeys = [
  'formLabel',
  'requiredNote',
  'name',
  'company',
  'email',
  'phone',
  'office',
  'officePlaceholder',
  'enquiry',
  'department',
  'departmentPlaceholder',
  'employmentNote',
  'cv',
  'submit',
  'sending',
  'honeypot',
  'errorSummary',
  'success',
  'toastSuccessTitle',
  'toastErrorTitle'
] as const;

/** The form's strings: the entries above, and the two hints that carry the limits. */
export type ContactFormStrings = Record<(typeof contactFormStringKeys)[number] | 'enquiryHint' | 'cvHint', string>;

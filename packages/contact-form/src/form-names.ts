import { enquiryFields, fieldIds, type FieldId } from './fields';

/**
 * Form field names (also the names in the multipart body): the text fields' from their
 * table (fields.ts), and the CV's and the honeypot's.
 */
export const formFields = {
  ...(Object.fromEntries(fieldIds.map((id) => [id, enquiryFields[id].form])) as { [F in FieldId]: (typeof enquiryFields)[F]['form'] }),
  cv: 'cv',
  /**
   * The honeypot: hidden from people, filled by naive bots. Its name means nothing to a
   * browser's or password manager's autofill (unlike "website" or "url").
   */
  honeypot: 'contact_extra'
} as const;

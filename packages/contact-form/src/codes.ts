/**
 * Stable error codes of the contact route. Each has one localized message in the
 * ContactErrors namespace of the catalogues (same key), and the HTTP status the
 * route answers with. Codes never change meaning: clients and tests rely on them.
 */

import { fieldCodes, type FieldCode, type FieldId } from './fields';

/** The CV's codes; the text fields' are in their table (fields.ts). */
const fileErrorCodes = [
  'file_empty',
  'file_type',
  'file_too_large',
  'file_unsafe_content',
  'file_encrypted',
  'file_damaged',
  'file_name_mismatch',
  'file_macros',
  'file_old_format',
  'file_too_complex'
] as const;

const requestErrorCodes = [
  'method_not_allowed',
  'unsupported_media_type',
  'body_too_large',
  'malformed_body',
  'too_many_files',
  'cross_site',
  'too_fast',
  'form_stale',
  'rate_limited',
  'unavailable'
] as const;

export type FieldErrorCode = FieldCode | (typeof fileErrorCodes)[number];
type RequestErrorCode = (typeof requestErrorCodes)[number];
export type ErrorCode = FieldErrorCode | RequestErrorCode;

export const errorCodes: readonly ErrorCode[] = [...fieldCodes, ...fileErrorCodes, ...requestErrorCodes];

/** @internal */
export const errorStatus: Record<ErrorCode, number> = {
  ...(Object.fromEntries(fieldCodes.map((code) => [code, 422])) as Record<FieldCode, number>),
  file_empty: 422,
  file_type: 422,
  file_too_large: 413,
  file_unsafe_content: 422,
  file_encrypted: 422,
  file_damaged: 422,
  file_name_mismatch: 422,
  file_macros: 422,
  file_old_format: 422,
  file_too_complex: 422,
  method_not_allowed: 405,
  unsupported_media_type: 415,
  body_too_large: 413,
  malformed_body: 400,
  too_many_files: 400,
  cross_site: 403,
  too_fast: 400,
  form_stale: 400,
  rate_limited: 429,
  unavailable: 503
};

export type FormFieldName = FieldId | 'cv';

export type EnquiryError = { code: ErrorCode; field?: FormFieldName };

/** The status of a list of problems: the most specific one wins (413 before 400 before 422). */
export function statusOf(errors: readonly EnquiryError[]): number {
  const statuses = errors.map((e) => errorStatus[e.code]);
  for (const preferred of [413, 400]) if (statuses.includes(preferred)) return preferred;
  return statuses[0] ?? 400;
}

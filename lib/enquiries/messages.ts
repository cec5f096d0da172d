/**
 * Localized texts of the error codes, from the ContactErrors namespace, with the
 * limits filled in from limits.ts. Used by the form's server shell (for the client
 * leaf) and by the route handler (JSON answers and the no-JavaScript error page).
 */
import { errorCodes, type ErrorCode } from './codes';
import { fieldLimits, maxBodyBytes, maxFileBytes } from './limits';

export type Translate = (key: string, values?: Record<string, string | number>) => string;
export type MessageKey = ErrorCode | 'network';
export type ErrorMessages = Record<MessageKey, string>;

const mb = (bytes: number) => bytes / (1024 * 1024);

/** Numbers in Latin digits, grouped the way the language writes them (5,000 · 5 000 · 5.000). */
export function formatNumber(locale: string, n: number): string {
  return new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).format(n);
}

export function errorMessages(t: Translate, locale: string): ErrorMessages {
  const n = (value: number) => formatNumber(locale, value);
  const values: Partial<Record<MessageKey, Record<string, string>>> = {
    name_too_long: { max: n(fieldLimits.name) },
    company_too_long: { max: n(fieldLimits.company) },
    email_too_long: { max: n(fieldLimits.email) },
    enquiry_too_short: { min: n(fieldLimits.enquiryMin) },
    enquiry_too_long: { max: n(fieldLimits.enquiryMax) },
    file_too_large: { max: n(mb(maxFileBytes)) },
    body_too_large: { max: n(mb(maxBodyBytes)) }
  };
  const keys: MessageKey[] = [...errorCodes, 'network'];
  return Object.fromEntries(keys.map((key) => [key, t(key, values[key])])) as ErrorMessages;
}

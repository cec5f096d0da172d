/**
 * Localized texts of the error codes, from the ContactErrors namespace, with the
 * limits filled in from limits.ts. Used by the form's server shell (for the client
 * leaf) and by the route handler (JSON answers and the no-JavaScript error page).
 */
import type { Translator } from '@/lib/i18n/translator';
import { errorCodes, type ErrorCode } from './codes';
import { fieldLimits, maxBodyBytes, maxFileBytes } from './limits';

type MessageKey = ErrorCode | 'network';
export type ErrorMessages = Record<MessageKey, string>;

const mb = (bytes: number) => bytes / (1024 * 1024);

/**
 * The limits go in as numbers: the messages choose the plural form and format the
 * number for the language themselves (ICU `plural` / `number`). Each message with a
 * limit is asked for with its own values, so the catalogue's arguments are checked.
 */
export function errorMessages(t: Translator<'ContactErrors'>): ErrorMessages {
  const limited = {
    name_too_long: t('name_too_long', { max: fieldLimits.name }),
    company_too_long: t('company_too_long', { max: fieldLimits.company }),
    email_too_long: t('email_too_long', { max: fieldLimits.email }),
    enquiry_too_short: t('enquiry_too_short', { min: fieldLimits.enquiryMin }),
    enquiry_too_long: t('enquiry_too_long', { max: fieldLimits.enquiryMax }),
    file_too_large: t('file_too_large', { max: mb(maxFileBytes) }),
    body_too_large: t('body_too_large', { max: mb(maxBodyBytes) })
  };
  const isLimited = (key: MessageKey): key is keyof typeof limited => key in limited;
  const keys: MessageKey[] = [...errorCodes, 'network'];
  return Object.fromEntries(keys.map((key) => [key, isLimited(key) ? limited[key] : t(key)])) as ErrorMessages;
}

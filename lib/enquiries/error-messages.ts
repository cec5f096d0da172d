/**
 * Localized texts of the error codes, from the ContactErrors namespace, with the
 * limits filled in from fields.ts and limits.ts. Used by the form's server shell (for the client
 * leaf) and by the route handler (JSON answers and the no-JavaScript error page).
 */
import type { Translator } from '@/lib/i18n/translator';
import { errorCodes, type ErrorCode } from './codes';
import { enquiryFields as f } from './fields';
import { maxBodyBytes, maxFileBytes } from './limits';

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
    [f.name.codes.tooLong]: t(f.name.codes.tooLong, { max: f.name.max }),
    [f.company.codes.tooLong]: t(f.company.codes.tooLong, { max: f.company.max }),
    [f.email.codes.tooLong]: t(f.email.codes.tooLong, { max: f.email.max }),
    [f.phone.codes.tooLong]: t(f.phone.codes.tooLong, { max: f.phone.max }),
    [f.message.codes.tooShort]: t(f.message.codes.tooShort, { min: f.message.min }),
    [f.message.codes.tooLong]: t(f.message.codes.tooLong, { max: f.message.max }),
    file_too_large: t('file_too_large', { max: mb(maxFileBytes) }),
    body_too_large: t('body_too_large', { max: mb(maxBodyBytes) })
  };
  const isLimited = (key: MessageKey): key is keyof typeof limited => key in limited;
  const keys: MessageKey[] = [...errorCodes, 'network'];
  return Object.fromEntries(keys.map((key) => [key, isLimited(key) ? limited[key] : t(key)])) as ErrorMessages;
}

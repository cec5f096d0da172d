/**
 * Localized texts of the error codes, from the ContactErrors namespace, with the
 * limits filled in from the field table (@site/contact-form) and limits.ts. Used by the form's server shell (for the client
 * leaf) and by the route handler (JSON answers and the no-JavaScript error page).
 */
import type { Translator } from '@/lib/i18n/translator';
import { errorCodes, type ErrorCode, enquiryFields, fieldIds, type FieldId, type FieldSpec } from '@site/contact-form';
import { maxBodyBytes, maxFileBytes } from './limits';

type MessageKey = ErrorCode | 'network';
export type ErrorMessages = Record<MessageKey, string>;

const mb = (bytes: number) => bytes / (1024 * 1024);

/** The limit a code's message states: a too-short value's `min`, a too-long one's `max`. */
const limitOf = { tooShort: 'min', tooLong: 'max' } as const;
type Limited = keyof typeof limitOf;
type Codes<F extends FieldId> = (typeof enquiryFields)[F]['codes'];
/** The fields' codes whose messages state a limit. */
type LimitCode = { [F in FieldId]: Codes<F>[Extract<keyof Codes<F>, Limited>] }[FieldId];

/** Each field's too-short and too-long codes, with the limit its message states, from the table (@site/contact-form). */
const fieldLimits = fieldIds.flatMap((id) => {
  const f: FieldSpec = enquiryFields[id];
  return (Object.keys(limitOf) as Limited[]).flatMap((what) => {
    const code = f.codes[what] as LimitCode | undefined;
    const value = f[limitOf[what]];
    return code && value !== undefined ? [{ code, values: { [limitOf[what]]: value } }] : [];
  });
});

/**
 * The limits go in as numbers: the messages choose the plural form and format the
 * number for the language themselves (ICU `plural` / `number`). Each message with a
 * limit is asked for with its own value, `{min}` or `{max}`; the unit test of the
 * messages checks that each states it.
 */
export function errorMessages(t: Translator<'ContactErrors'>): ErrorMessages {
  const limited: Partial<Record<MessageKey, string>> = {
    ...Object.fromEntries(fieldLimits.map(({ code, values }) => [code, t(code, values)])),
    file_too_large: t('file_too_large', { max: mb(maxFileBytes) }),
    body_too_large: t('body_too_large', { max: mb(maxBodyBytes) })
  };
  const keys: MessageKey[] = [...errorCodes, 'network'];
  return Object.fromEntries(keys.map((key) => [key, limited[key] ?? t(key)])) as ErrorMessages;
}

import { fieldIds, type FieldId } from '@site/contact-form';
import { formRows, optionLabel, optionsOf } from '@/lib/enquiries/contact-form';
import { maxFileBytes } from '@/lib/enquiries/limits';
import type { Translator } from '@/lib/i18n/translator';

/** The ContactForm catalogue entries the form shows as they are (no placeholders), beside its text fields' (below). */
const contactFormStringKeys = [
  'formLabel',
  'requiredNote',
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

/** The form's own strings: the entries above, and the CV's hint, which carries its limit. */
export type ContactFormStrings = Record<(typeof contactFormStringKeys)[number] | 'cvHint', string>;

/** A text field's words on the form, from the catalogue keys of its row (@site/contact-form). */
export type FieldText = {
  label: string;
  /** Under the control, with the field's limits filled in. */
  hint?: string;
  /** A choice's first option, chosen until the visitor chooses. */
  placeholder?: string;
  /** A choice's options, in its row's order. */
  options?: { id: string; label: string }[];
};
export type FieldTexts = Record<FieldId, FieldText>;

export function contactFormStrings(t: Translator<'ContactForm'>): ContactFormStrings {
  return {
    ...(Object.fromEntries(contactFormStringKeys.map((k) => [k, t(k)])) as Record<(typeof contactFormStringKeys)[number], string>),
    cvHint: t('cvHint', { max: maxFileBytes / (1024 * 1024) })
  };
}

/**
 * Each text field's words, made from its row: `t` is the ContactForm namespace's
 * translator, `all` the whole catalogue's (a choice's option labels are in a namespace
 * of their own).
 */
export function fieldTexts(t: Translator<'ContactForm'>, all: Translator): FieldTexts {
  const text = (id: FieldId): FieldText => {
    const f = formRows[id];
    const options = optionsOf(id);
    const limits = Object.fromEntries((['min', 'max'] as const).flatMap((k) => (f[k] === undefined ? [] : [[k, f[k]]])));
    return {
      label: t(f.label),
      ...(f.hint && { hint: t(f.hint, limits) }),
      ...(f.placeholder && { placeholder: t(f.placeholder) }),
      ...(options && { options: options.map((o) => ({ id: o, label: all(optionLabel(id, o)) })) })
    };
  };
  return Object.fromEntries(fieldIds.map((id) => [id, text(id)])) as FieldTexts;
}

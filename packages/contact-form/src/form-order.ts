import type { FormFieldName } from './codes';
import { fieldIds } from './fields';

/** `T` when it names every form field, else a type error at the definition. */
type EveryField<T extends readonly FormFieldName[]> = [FormFieldName] extends [T[number]] ? T : never;

const order = [...fieldIds, 'cv'] as const;

/**
 * The contact form's fields in the order the form shows them: the schema reports its
 * errors, and the form lists and focuses them, in this order.
 */
export const formFieldOrder: EveryField<typeof order> = order;

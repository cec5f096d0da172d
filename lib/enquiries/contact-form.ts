/**
 * The site's side of @site/contact-form (packages/contact-form): what the package leaves
 * to the site. The ids its choices offer are the company's (lib/site-ids.ts); the
 * table's catalogue keys are checked here against the site's catalogue (global.d.ts), so
 * that a key missing from it is a type error, and `t()` is type-checked where a row is
 * read as a `FormRow`.
 */
import { enquiryFields, optionLabelKey, type ChoiceId, type Choices, type FieldId, type FieldSpec } from '@site/contact-form';
import type { MessageKey } from '@/lib/i18n/translator';
import { countryIds, departmentIds } from '../site-ids';

/** The ids each choice of the form offers, in the order it lists them. */
export const enquiryChoices = { country: countryIds, department: departmentIds } as const satisfies Choices;
export type EnquiryChoices = typeof enquiryChoices;

/** A row of the table, its catalogue keys the ContactForm namespace's. */
export type FormRow = FieldSpec<MessageKey<'ContactForm'>>;

/** The table's rows, as the site reads them: the assignment checks every row's keys. */
export const formRows: Record<FieldId, FormRow> = enquiryFields;

/** The catalogue key of a choice's option's label (`Countries.uk`): a key the catalogue must have, for every id. */
export const optionLabel = (id: FieldId, option: string) => optionLabelKey<EnquiryChoices>(id as ChoiceId, option);

/** The ids a field offers, in order: a choice's, none for any other field. */
export function optionsOf(id: FieldId): readonly string[] | undefined {
  return (enquiryChoices as Partial<Record<FieldId, readonly string[]>>)[id];
}

/**
 * The contact form's validation (@site/contact-form/schema) with the site's choices: the
 * form loads this module when it is first sent, the route handler checks each post with
 * it. Apart from contact-form.ts so that zod stays out of the form's first JavaScript.
 */
import { enquiryValidator, type EnquiryFields as Fields } from '@site/contact-form/schema';
import { enquiryChoices, type EnquiryChoices } from './contact-form';

export { rawFieldsOf } from '@site/contact-form/schema';
export const validateEnquiry = enquiryValidator(enquiryChoices);
export type EnquiryFields = Fields<EnquiryChoices>;

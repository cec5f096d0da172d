/**
 * What the contact form's page and the server share, without zod (the schema is the
 * `./schema` entry): the field table, the error codes, the form's order and its names.
 */
export {
  enquiryFields,
  fieldIds,
  optionLabelKey,
  type ChoiceId,
  type Choices,
  type FieldId,
  type FieldSpec,
  type Kind,
  type OptionLabelKey
} from './fields';
export { errorCodes, errorStatus, statusOf, type EnquiryError, type ErrorCode, type FieldErrorCode, type FormFieldName } from './codes';
export { formFieldOrder } from './form-order';
export { formFields } from './form-names';

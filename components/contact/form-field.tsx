import type { ReactNode } from 'react';
import { type FormFieldName, enquiryFields, formFields } from '@site/contact-form';

export const inputId = (field: FormFieldName) => `contact-${field}`;
const errorId = (field: FormFieldName) => `contact-${field}-error`;
const hintId = (field: FormFieldName) => `contact-${field}-hint`;

/** What every control of the form carries: its id and name, and its error state. */
type ControlProps = {
  id: string;
  name: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

type Props = {
  field: FormFieldName;
  label: string;
  hint?: string;
  /** The localized error message, when the field has one. */
  error?: string;
  /** Ids of other text that describes the control, read before its hint. */
  describedBy?: string;
  /** Typing or choosing in the control clears its error. */
  onEdit: (field: FormFieldName) => void;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** One field of the contact form: label, control, hint and error, tied together by ids. */
export function FormField({ field, label, hint, error, describedBy, onEdit, className, children }: Props) {
  // Its name and whether it is required come from the field's table (fields.ts); the CV is optional.
  const required = field !== 'cv' && enquiryFields[field].required;
  const ids = [describedBy, hint ? hintId(field) : null, error ? errorId(field) : null].filter(Boolean).join(' ');
  return (
    // React's change event bubbles: typing or choosing in the control reaches this wrapper.
    <div className={className} onChange={() => onEdit(field)}>
      <label htmlFor={inputId(field)} className="block text-sm font-semibold text-foreground">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-danger">
            *
          </span>
        ) : null}
      </label>
      {/* Positioned: a select draws its chevron over itself (contact-form-client.tsx). */}
      <div className="relative mt-1">
        {children({
          id: inputId(field),
          name: formFields[field],
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': ids || undefined,
          className: `block w-full rounded-md border bg-surface px-3 py-2 text-foreground shadow-sm focus:border-primary-700 focus:outline-2 focus:outline-accent ${
            error ? 'border-red-700 dark:border-red-400' : 'border-border-input'
          }`
        })}
      </div>
      {hint ? (
        <p id={hintId(field)} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(field)} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

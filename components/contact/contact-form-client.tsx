'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { enquiryFields, fieldIds, type FieldId, type FieldSpec, formFields } from '@site/contact-form';
import { cvFormats, fillBeaconPath } from '@/lib/enquiries/limits';
import type { ErrorMessages } from '@/lib/enquiries/error-messages';
import { FormField } from './form-field';
import type { ContactFormStrings, FieldTexts } from './form-strings';
import { TableField } from './table-field';
import type { ToastIcons, ToastLabels } from './use-toasts';
import { loadSchema, useContactForm } from './use-contact-form';

type Props = {
  action: string;
  dir: 'ltr' | 'rtl';
  strings: ContactFormStrings;
  /** The text fields' words, by field (form-strings.ts). */
  fields: FieldTexts;
  errors: ErrorMessages;
  toastLabels: ToastLabels;
  /** `select`: the selects' chevron, placed over their inline end (contact-form.tsx). */
  icons: ToastIcons & { submit: ReactNode; select: ReactNode };
  /** What is done with the enquiry and the CV, with a link to the privacy notice: shown next to the submit button. */
  notice: ReactNode;
};

const accept = [...cvFormats.map((f) => `.${f}`)].join(',');

/**
 * The text fields in the table's order (fields.ts): a `wide` one alone, across the form;
 * a run of the others in a grid, two to a row on a wide screen.
 */
const layout: (FieldId | FieldId[])[] = [];
for (const id of fieldIds) {
  const last = layout.at(-1);
  if ((enquiryFields[id] as FieldSpec).wide) layout.push(id);
  else if (Array.isArray(last)) last.push(id);
  else layout.push([id]);
}

/** The Radix toast list is loaded for the first toast, or when the visitor starts on the form. */
const loadToastList = () => import('./toast-list');
const ToastList = lazy(loadToastList);

/**
 * The contact form. Without JavaScript it is a plain multipart form posting to the
 * route handler (which answers with a redirect or an error page). With JavaScript it
 * validates with the same schema as the server, posts with fetch, keeps what was typed
 * when something must be corrected, and reports the outcome in a toast and a live region
 * (the state is in use-contact-form.ts, a text field's markup in table-field.tsx, made
 * from its row of the table, and each field's label, hint and error in form-field.tsx).
 */
export function ContactFormClient({ action, dir, strings, fields, errors: messages, toastLabels, icons, notice }: Props) {
  const form = useContactForm({ action, strings, messages });
  const { hydrated, sending, status, summaryItems, errorOf, clearError, onSubmit, summaryRef, toasts } = form;
  const field = (id: FieldId) => (
    <TableField key={id} id={id} text={fields[id]} error={errorOf(id)} onEdit={clearError} selectIcon={icons.select} />
  );

  return (
    <>
      <form
        action={action}
        method="post"
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={onSubmit}
        onFocus={() => {
          void loadSchema().catch(() => undefined);
          void loadToastList().catch(() => undefined);
        }}
        aria-label={strings.formLabel}
        className="relative flex flex-col gap-6"
      >
        <p className="text-sm text-muted">{strings.requiredNote}</p>

        {summaryItems.length > 0 ? (
          <div
            ref={summaryRef}
            tabIndex={-1}
            className="rounded-md border border-red-700 bg-red-50 p-4 outline-none dark:border-red-400 dark:bg-red-950"
          >
            <p className="font-semibold text-red-800 dark:text-red-200">{strings.errorSummary}</p>
            <ul className="mt-2 list-disc ps-5 text-sm text-red-800 dark:text-red-200">
              {summaryItems.map((item) => (
                <li key={item.key}>
                  {item.href ? (
                    <a href={item.href} className="inline-block py-1 underline">
                      {item.text}
                    </a>
                  ) : (
                    item.text
                  )}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {layout.map((run) =>
          Array.isArray(run) ? (
            <div key={run[0]} className="grid gap-6 sm:grid-cols-2">
              {run.map(field)}
            </div>
          ) : (
            field(run)
          )
        )}

        <div className="rounded-md bg-surface-tinted p-4">
          <p id="contact-employment-note" className="text-soft">
            {strings.employmentNote}
          </p>
          <FormField
            field="cv"
            label={strings.cv}
            hint={strings.cvHint}
            error={errorOf('cv')}
            describedBy="contact-employment-note"
            onEdit={clearError}
            className="mt-4"
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept={accept}
                className="block w-full text-sm text-soft file:me-4 file:rounded-md file:border-0 file:bg-primary-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-primary-800"
              />
            )}
          </FormField>
        </div>

        {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology;
            autofill off (the password managers' own opt-out attributes too). A filled one is quarantined. */}
        <div aria-hidden="true" className="absolute -start-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor="contact-extra">{strings.honeypot}</label>
          <input
            id="contact-extra"
            name={formFields.honeypot}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            defaultValue=""
          />
        </div>
        {/* Sets the signed "form shown at" cookie, with or without JavaScript (see lib/enquiries/beacon.ts). */}
        {/* eslint-disable-next-line @next/next/no-img-element -- a 1×1 beacon that sets a cookie, not an image to optimise: next/image would rewrite its URL */}
        <img src={fillBeaconPath} alt="" width={1} height={1} className="absolute top-0 h-px w-px opacity-0" />

        <p id="contact-privacy-notice" className="max-w-2xl text-sm text-muted">
          {notice}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800 disabled:opacity-80"
          >
            {sending ? strings.sending : strings.submit}
            {icons.submit}
          </button>
          <p role="status" aria-live="polite" className="text-sm text-soft">
            {status}
          </p>
        </div>
      </form>
      {toasts.started ? (
        <Suspense fallback={null}>
          <ToastList dir={dir} items={toasts.items} onClose={toasts.close} labels={toastLabels} icons={icons} />
        </Suspense>
      ) : null}
    </>
  );
}

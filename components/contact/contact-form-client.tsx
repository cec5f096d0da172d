'use client';

import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ErrorCode, FormFieldName } from '@/lib/enquiries/codes';
import { cvFormats, fillBeaconPath, formFields, maxFileBytes } from '@/lib/enquiries/limits';
import type { ErrorMessages } from '@/lib/enquiries/messages';
import { useToasts, type ToastIcons, type ToastLabels } from './toasts';

export type ContactFormStrings = {
  formLabel: string;
  requiredNote: string;
  name: string;
  company: string;
  email: string;
  office: string;
  officePlaceholder: string;
  enquiry: string;
  enquiryHint: string;
  department: string;
  employmentNote: string;
  cv: string;
  cvHint: string;
  submit: string;
  sending: string;
  honeypot: string;
  errorSummary: string;
  success: string;
  toastSuccessTitle: string;
  toastErrorTitle: string;
};

type Option = { id: string; label: string };

type Props = {
  action: string;
  dir: 'ltr' | 'rtl';
  strings: ContactFormStrings;
  offices: Option[];
  departments: Option[];
  errors: ErrorMessages;
  toastLabels: ToastLabels;
  icons: ToastIcons & { submit: ReactNode };
};

type FieldErrors = Partial<Record<FormFieldName, ErrorCode>>;
type ServerAnswer = { ok: true; redirect: string } | { ok: false; code: ErrorCode; errors: { code: ErrorCode; field?: FormFieldName }[] };

const fieldOrder: FormFieldName[] = ['name', 'company', 'email', 'office', 'department', 'enquiry', 'cv'];
const inputId = (field: FormFieldName) => `contact-${field}`;
const errorId = (field: FormFieldName) => `contact-${field}-error`;
const hintId = (field: FormFieldName) => `contact-${field}-hint`;

const accept = [...cvFormats.map((f) => `.${f}`)].join(',');

/** Client-side checks of the file (the server decides by content; these only save a round trip). */
function checkFile(file: File | null): ErrorCode | null {
  if (!file || (file.size === 0 && file.name === '')) return null;
  if (file.size === 0) return 'file_empty';
  if (file.size > maxFileBytes) return 'file_too_large';
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (cvFormats as readonly string[]).includes(ext) ? null : 'file_type';
}

/**
 * The shared schema (zod) is loaded when the visitor starts on the form, not with the
 * page: every page that shows a link to /contact prefetches this component's code.
 */
const loadSchema = () => import('@/lib/enquiries/schema');
/** The same for the Radix toast list: loaded for the first toast, or on focus. */
const loadToastList = () => import('./toast-list');
const ToastList = lazy(loadToastList);

/**
 * The contact form. Without JavaScript it is a plain multipart form posting to the
 * route handler (which answers with a redirect or an error page). With JavaScript it
 * validates with the same schema as the server, posts with fetch, keeps what was typed
 * when something must be corrected, and reports the outcome in a toast and a live region.
 */
export function ContactFormClient({ action, dir, strings, offices, departments, errors: messages, toastLabels, icons }: Props) {
  const departmentRef = useRef<HTMLSelectElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<ErrorCode | 'network' | null>(null);
  const [status, setStatus] = useState('');
  const toasts = useToasts();

  useEffect(() => {
    // With JavaScript the form validates itself (localized) instead of the browser's bubbles.
    setHydrated(true);
    // /contact?to=careers preselects the department (the page itself is prerendered).
    const to = new URLSearchParams(window.location.search).get('to');
    if (to && departments.some((d) => d.id === to) && departmentRef.current) departmentRef.current.value = to;
  }, [departments]);

  function showErrors(errors: FieldErrors, general: ErrorCode | 'network' | null) {
    setFieldErrors(errors);
    setFormError(general);
    setStatus(strings.errorSummary);
    const first = fieldOrder.find((f) => errors[f]);
    if (first) document.getElementById(inputId(first))?.focus();
    else summaryRef.current?.focus();
  }

  function clearError(field: FormFieldName) {
    if (!fieldErrors[field]) return;
    setFieldErrors((errors) => {
      const rest = { ...errors };
      delete rest[field];
      return rest;
    });
  }

  async function refreshFillCookie() {
    await fetch(fillBeaconPath, { cache: 'no-store', credentials: 'same-origin' }).catch(() => undefined);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not the state: a second press while the schema loads must not send twice.
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      busy.current = false;
    }
  }

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);

    const local: FieldErrors = {};
    // If the schema cannot be loaded (connection lost), the server still checks everything.
    const schema = await loadSchema().catch(() => null);
    const validation = schema?.validateEnquiry(schema.rawFieldsOf(data));
    if (validation && !validation.ok) for (const e of validation.errors) if (e.field) local[e.field] = e.code as ErrorCode;
    const fileProblem = checkFile(data.get(formFields.cv) as File | null);
    if (fileProblem) local.cv = fileProblem;
    if (Object.keys(local).length > 0) return showErrors(local, null);

    setSending(true);
    setStatus(strings.sending);
    let answer: ServerAnswer;
    try {
      const response = await fetch(action, {
        method: 'POST',
        body: data,
        headers: { accept: 'application/json' },
        credentials: 'same-origin'
      });
      answer = (await response.json()) as ServerAnswer;
    } catch {
      setSending(false);
      showErrors({}, 'network');
      toasts.add({ variant: 'error', title: strings.toastErrorTitle, description: messages.network });
      return;
    }
    setSending(false);

    if (answer.ok) {
      form.reset();
      setFieldErrors({});
      setFormError(null);
      setStatus(strings.success);
      toasts.add({ variant: 'success', title: strings.toastSuccessTitle, description: strings.success });
      return;
    }

    const server: FieldErrors = {};
    let general: ErrorCode | null = null;
    for (const e of answer.errors) {
      if (e.field) server[e.field] ??= e.code;
      else general ??= e.code;
    }
    if (general === 'too_fast' || general === 'form_stale') await refreshFillCookie();
    showErrors(server, general);
    toasts.add({ variant: 'error', title: strings.toastErrorTitle, description: messages[general ?? answer.code] });
  }

  const describedBy = (field: FormFieldName, hint = false) =>
    [hint ? hintId(field) : null, fieldErrors[field] ? errorId(field) : null].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: FormFieldName) =>
    fieldErrors[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
        {messages[fieldErrors[field]!]}
      </p>
    ) : null;

  const label = (field: FormFieldName, text: string, required: boolean) => (
    <label htmlFor={inputId(field)} className="block text-sm font-semibold text-neutral-900 dark:text-neutral-100">
      {text}
      {required ? (
        <span aria-hidden="true" className="ms-1 text-red-700 dark:text-red-300">
          *
        </span>
      ) : null}
    </label>
  );

  const control = (field: FormFieldName) =>
    `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-neutral-900 shadow-sm focus:border-primary-700 focus:outline-2 focus:outline-primary-700 dark:bg-neutral-900 dark:text-neutral-100 dark:focus:outline-primary-300 ${
      fieldErrors[field] ? 'border-red-700 dark:border-red-400' : 'border-neutral-400 dark:border-neutral-600'
    }`;

  const summaryItems = [
    ...(formError ? [{ key: 'general', text: messages[formError], href: null }] : []),
    ...fieldOrder
      .filter((f) => fieldErrors[f])
      .map((f) => ({ key: f, text: messages[fieldErrors[f]!], href: `#${inputId(f)}` }))
  ];

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
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{strings.requiredNote}</p>

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

        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            {label('name', strings.name, true)}
            <input
              id={inputId('name')}
              name={formFields.name}
              type="text"
              autoComplete="name"
              required
              aria-required="true"
              aria-invalid={fieldErrors.name ? true : undefined}
              aria-describedby={describedBy('name')}
              onInput={() => clearError('name')}
              className={control('name')}
            />
            {fieldError('name')}
          </div>
          <div>
            {label('company', strings.company, false)}
            <input
              id={inputId('company')}
              name={formFields.company}
              type="text"
              autoComplete="organization"
              aria-invalid={fieldErrors.company ? true : undefined}
              aria-describedby={describedBy('company')}
              onInput={() => clearError('company')}
              className={control('company')}
            />
            {fieldError('company')}
          </div>
          <div>
            {label('email', strings.email, true)}
            <input
              id={inputId('email')}
              name={formFields.email}
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              aria-required="true"
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={describedBy('email')}
              onInput={() => clearError('email')}
              className={`${control('email')} rtl:text-end`}
            />
            {fieldError('email')}
          </div>
          <div>
            {label('office', strings.office, true)}
            <select
              id={inputId('office')}
              name={formFields.office}
              required
              aria-required="true"
              defaultValue=""
              aria-invalid={fieldErrors.office ? true : undefined}
              aria-describedby={describedBy('office')}
              onChange={() => clearError('office')}
              className={control('office')}
            >
              <option value="" disabled>
                {strings.officePlaceholder}
              </option>
              {offices.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
            {fieldError('office')}
          </div>
        </div>

        <div>
          {label('department', strings.department, true)}
          <select
            ref={departmentRef}
            id={inputId('department')}
            name={formFields.department}
            required
            aria-required="true"
            defaultValue="general"
            aria-invalid={fieldErrors.department ? true : undefined}
            aria-describedby={describedBy('department')}
            onChange={() => clearError('department')}
            className={control('department')}
          >
            {departments.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
          {fieldError('department')}
        </div>

        <div>
          {label('enquiry', strings.enquiry, true)}
          <textarea
            id={inputId('enquiry')}
            name={formFields.enquiry}
            rows={7}
            required
            aria-required="true"
            aria-invalid={fieldErrors.enquiry ? true : undefined}
            aria-describedby={describedBy('enquiry', true)}
            onInput={() => clearError('enquiry')}
            className={control('enquiry')}
          />
          <p id={hintId('enquiry')} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            {strings.enquiryHint}
          </p>
          {fieldError('enquiry')}
        </div>

        <div className="rounded-md bg-neutral-50 p-4 dark:bg-neutral-900">
          <p id="contact-employment-note" className="text-neutral-800 dark:text-neutral-200">
            {strings.employmentNote}
          </p>
          <div className="mt-4">
            {label('cv', strings.cv, false)}
            <input
              id={inputId('cv')}
              name={formFields.cv}
              type="file"
              accept={accept}
              aria-invalid={fieldErrors.cv ? true : undefined}
              aria-describedby={`contact-employment-note ${describedBy('cv', true)}`}
              onChange={() => clearError('cv')}
              className="mt-1 block w-full text-sm text-neutral-800 file:me-4 file:rounded-md file:border-0 file:bg-primary-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-primary-800 dark:text-neutral-200"
            />
            <p id={hintId('cv')} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
              {strings.cvHint}
            </p>
            {fieldError('cv')}
          </div>
        </div>

        {/* The honeypot: out of sight and out of the tab order; people leave it empty. */}
        <div aria-hidden="true" className="absolute -start-[10000px] top-0 h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{strings.honeypot}</label>
          <input id="contact-website" name={formFields.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {/* Sets the signed "form shown at" cookie, with or without JavaScript (see lib/enquiries/beacon.ts). */}
        {/* eslint-disable-next-line @next/next/no-img-element -- a 1×1 beacon that sets a cookie, not an image to optimise: next/image would rewrite its URL */}
        <img src={fillBeaconPath} alt="" width={1} height={1} className="absolute top-0 h-px w-px opacity-0" />

        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800 disabled:opacity-80"
          >
            {sending ? strings.sending : strings.submit}
            {icons.submit}
          </button>
          <p role="status" aria-live="polite" className="text-sm text-neutral-800 dark:text-neutral-200">
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

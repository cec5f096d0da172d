import { useEffect, useRef, useState, type FormEvent } from 'react';
import { type ErrorCode, type FormFieldName, formFieldOrder, formFields } from '@site/contact-form';
import { enquiryChoices } from '@/lib/enquiries/contact-form';
import { cvFormats, fillBeaconPath, maxFileBytes } from '@/lib/enquiries/limits';
import { departmentQueryParam } from '@/lib/routes';
import type { ErrorMessages } from '@/lib/enquiries/error-messages';
import { inputId } from './form-field';
import type { ContactFormStrings } from './form-strings';
import { readServerAnswer, type ServerAnswer } from './server-answer';
import { useToasts } from './use-toasts';

type FieldErrors = Partial<Record<FormFieldName, ErrorCode>>;

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
 * page: every page that shows a link to /contact prefetches the form's code.
 */
export const loadSchema = () => import('@/lib/enquiries/schema');

async function refreshFillCookie() {
  await fetch(fillBeaconPath, { cache: 'no-store', credentials: 'same-origin' }).catch(() => undefined);
}

type Options = { action: string; strings: ContactFormStrings; messages: ErrorMessages };

/**
 * The contact form's state: validation with the server's schema, sending with fetch,
 * errors per field and for the form (focus on the first), the status line and toasts.
 */
export function useContactForm({ action, strings, messages }: Options) {
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
    // eslint-disable-next-line react-hooks/set-state-in-effect -- "hydrated" is the one fact the server cannot render: that the script runs
    setHydrated(true);
    // /contact?to=careers preselects the department (the page itself is prerendered).
    const to = new URLSearchParams(window.location.search).get(departmentQueryParam);
    const department = document.getElementById(inputId('department'));
    if (to && (enquiryChoices.department as readonly string[]).includes(to) && department instanceof HTMLSelectElement)
      department.value = to;
  }, []);

  function showErrors(errors: FieldErrors, general: ErrorCode | 'network' | null) {
    setFieldErrors(errors);
    setFormError(general);
    setStatus(strings.errorSummary);
    const first = formFieldOrder.find((f) => errors[f]);
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
      answer = await readServerAnswer(response);
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

  /** The error summary: the form's own error first, then the fields' in form order. */
  const summaryItems = [
    ...(formError ? [{ key: 'general', text: messages[formError], href: null }] : []),
    ...formFieldOrder.filter((f) => fieldErrors[f]).map((f) => ({ key: f, text: messages[fieldErrors[f]!], href: `#${inputId(f)}` }))
  ];
  const errorOf = (field: FormFieldName) => (fieldErrors[field] ? messages[fieldErrors[field]] : undefined);

  return { hydrated, sending, status, summaryItems, errorOf, clearError, onSubmit, summaryRef, toasts };
}

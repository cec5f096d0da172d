import { errorCodes, type ErrorCode, type FormFieldName } from '@site/contact-form';

export type ServerAnswer =
  { ok: true; redirect: string } | { ok: false; code: ErrorCode; errors: { code: ErrorCode; field?: FormFieldName }[] };

/** The form's own "not sent, try again" (the `unavailable` code and its localized message). */
const notTaken: ServerAnswer = { ok: false, code: 'unavailable', errors: [{ code: 'unavailable' }] };

const known = new Set<string>(errorCodes);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * What the contact route answered, for the form. Anything but the route's own JSON (a
 * proxy's HTML 502, 503 or 504 while an instance restarts, a captive portal's page, a
 * body cut short, a code this page does not know) means the enquiry was not taken: the
 * form says so in the visitor's language, as `unavailable`, and asks them to send it
 * again. `network` stays for a fetch that got no answer at all.
 */
export async function readServerAnswer(response: Response): Promise<ServerAnswer> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return notTaken;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return notTaken;
  }
  if (!isRecord(body)) return notTaken;
  if (body.ok === true) return response.ok && typeof body.redirect === 'string' ? { ok: true, redirect: body.redirect } : notTaken;
  const errors = (Array.isArray(body.errors) ? body.errors : []).filter(
    (e): e is { code: ErrorCode; field?: FormFieldName } => isRecord(e) && typeof e.code === 'string' && known.has(e.code)
  );
  if (body.ok !== false || typeof body.code !== 'string' || !known.has(body.code) || errors.length === 0) return notTaken;
  return { ok: false, code: body.code as ErrorCode, errors };
}

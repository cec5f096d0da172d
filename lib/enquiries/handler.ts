/**
 * POST /api/contact: everything a visitor sends is checked here before anything is
 * kept, and what is kept is written (enquiry, CV and outbox entry in one transaction)
 * before the visitor is told it arrived. Order of checks, cheapest first:
 *
 *  1. same-site (Sec-Fetch-Site, Origin/Referer) ............ 403 cross_site
 *  2. content type (multipart/form-data, what the form sends) 415 unsupported_media_type (body not read)
 *  3. Content-Length over maxBodyBytes ....................... 413 body_too_large (body not read)
 *  4. rate limit per client IP (limits.ts rateLimit) ......... 429 rate_limited + Retry-After
 *     (an IPv6 client counts per /64), and its networks' budgets
 *     (limits.ts networkBudgets, counted in ./budgets.ts); a client's
 *     second post while its first is still here ............... 503 unavailable + Retry-After
 *  5. body parsed as it streams (./body.ts), cut at maxBodyBytes 413 body_too_large
 *     and at the part limits (limits.ts multipartLimits) ..... 400 malformed_body / too_many_files,
 *     a field's value past its byte bound ..................... 422 that field's too-long code
 *     (a file name over maxFileNameChars is malformed too)
 *  6. honeypot filled ........................................ noted: if all else passes, kept in quarantine
 *  7. fill-time cookie (signed for the client's network, minFillMs old) 400 too_fast / form_stale
 *  8. fields (the shared zod schema) and the CV by content ... 422 field codes, 413 file_too_large
 *     (the CV is read in a child process with limits: lib/enquiries/cv-upload.ts;
 *     not while the site's CVs of the hour or the store's quota
 *     are spent: 503 + Retry-After; a file too complex costs its networks more)
 *  9. the site's hourly budgets of mails and CVs (siteBudgets) 503 unavailable + Retry-After
 * 10. stored in one transaction ............................. 303 to the confirmation page (or JSON 200)
 * 11. e-mailed through the outbox, never before the answer: on next start after it, while
 *     one of the bounded SMTP connections is free, else by the worker's timer; on a
 *     serverless host by the scheduled run (/api/cron/outbox). A honeypot catch is stored
 *     in quarantine, never e-mailed, and answered like any other: a bot learns nothing.
 *
 * Nothing a client sends can make it answer 500: unexpected failures (the database
 * being down) answer 503 unavailable.
 */
import 'server-only';
import { after } from 'next/server';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { type EnquiryError, type FieldErrorCode, type FormFieldName, enquiryFields, fieldIds, formFields } from '@site/contact-form';
import { admitClient, answerWithin, type Deadline } from './admission';
import { chargeComplexFile, clientBudgets, siteRefusal } from './budgets';
import { formMediaType, readForm } from './body';
import { busyRetryAfterSeconds, handlerDeadlineMs } from './capacity';
import { configuredSecret, onServerlessHost, siteHost } from './config';
import { deliverDue } from './delivery';
import { inspectCv } from './cv-upload';
import { loggable } from './log-safe';
import { maxBodyBytes, maxFileNameChars } from './limits';
import { errorResponse, successResponse } from './responses';
import { rawFieldsOf, validateEnquiry } from './schema';
import { checkFillCookies, isSameSite, tokenNetwork } from './security';
import { clientAddress, proxyHops } from '@/lib/security/forwarded';
import { getStore } from './store';
import type { CvFile, EnquiryStore } from '@site/enquiry-store';

export type HandlerDeps = {
  store: () => Promise<EnquiryStore>;
  now: () => number;
  /** Runs work after the answer has been sent (Next's `after`, else the next tick). */
  afterResponse: (task: () => Promise<unknown>) => void;
  /** How long a post may take before it is answered 503 (capacity.ts's handlerDeadlineMs). */
  deadlineMs: number;
};

function runAfterResponse(task: () => Promise<unknown>) {
  const guarded = () => task().catch((error: unknown) => console.error('[enquiries] delivery after answer failed:', loggable(error)));
  try {
    after(guarded);
  } catch {
    // Outside a Next.js request (tests, scripts): just run it soon.
    setTimeout(() => void guarded(), 0);
  }
}

const defaultDeps: HandlerDeps = { store: getStore, now: Date.now, afterResponse: runAfterResponse, deadlineMs: handlerDeadlineMs };

/** The errors of fields whose value was past the parser's bound: their too-long code, else their invalid one. */
function oversizedErrors(names: readonly string[]): EnquiryError[] {
  return names.map((name) => {
    const id = fieldIds.find((f) => [enquiryFields[f].form, (enquiryFields[f] as { formerly?: string }).formerly].includes(name));
    const codes: { tooLong?: FieldErrorCode; invalid?: FieldErrorCode } = id ? enquiryFields[id].codes : {};
    const code = codes.tooLong ?? codes.invalid;
    return code && id ? { code, field: id } : { code: 'malformed_body' };
  });
}

/** The locale of the answer: the form posts to /api/contact?locale=xx; else the Referer's prefix; else the default. */
function requestLocale(request: Request): Locale {
  const fromQuery = new URL(request.url).searchParams.get('locale');
  if (isLocale(fromQuery)) return fromQuery;
  try {
    const first = new URL(request.headers.get('referer') ?? '').pathname.split('/')[1];
    if (isLocale(first)) return first;
  } catch {
    // no or unreadable Referer
  }
  return defaultLocale;
}

const secrets = new WeakMap<EnquiryStore, Promise<string>>();

/**
 * The store's secret, read once per store. Only a success is kept: a failed read (the
 * write lock held by another process, the database restarting) is forgotten, so the
 * next request asks again instead of failing for as long as the process lives.
 */
export function secretOf(store: EnquiryStore): Promise<string> {
  const configured = configuredSecret();
  if (configured) return Promise.resolve(configured);
  let secret = secrets.get(store);
  if (!secret) {
    secret = store.secret();
    secrets.set(store, secret);
    secret.catch(() => {
      if (secrets.get(store) === secret) secrets.delete(store);
    });
  }
  return secret;
}

/** A file part that carries something: browsers send an empty, nameless one when no file was chosen. */
function isChosenFile(value: FormDataEntryValue): value is File {
  return typeof value !== 'string' && (value.size > 0 || value.name !== '');
}

/**
 * The post, answered within the deadline: past it, or once its client has gone, it is
 * answered 503 and never stored (./admission.ts).
 */
export function handleContactPost(request: Request, deps: Partial<HandlerDeps> = {}): Promise<Response> {
  const settings = { ...defaultDeps, ...deps };
  const late = () =>
    errorResponse(request, requestLocale(request), [{ code: 'unavailable' }], { retryAfterSeconds: busyRetryAfterSeconds });
  return answerWithin(request, settings.deadlineMs, (deadline) => takeEnquiry(request, settings, deadline), late);
}

async function takeEnquiry(request: Request, deps: HandlerDeps, { signal, commit }: Deadline): Promise<Response> {
  const { store: openStore, now, afterResponse } = deps;
  const locale = requestLocale(request);
  const refuse = (errors: EnquiryError[], options?: Parameters<typeof errorResponse>[3]) => errorResponse(request, locale, errors, options);
  let leave: (() => void) | null = null;

  try {
    // A refusal before the whole body is read closes the connection, so the rest is never
    // pulled, unless a trusted proxy is in front (deploy/nginx.conf): it has already capped
    // the body and is still passing it on, and a close with bytes unread resets the
    // connection, which the proxy would answer with its own 502 instead of this refusal.
    // Behind it, the server reads the rest and drops it.
    const hops = proxyHops();
    const early = { closeConnection: hops === 0 };
    if (!isSameSite(request.headers)) return refuse([{ code: 'cross_site' }], early);

    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (contentType !== formMediaType) return refuse([{ code: 'unsupported_media_type' }], early);

    const declared = request.headers.get('content-length');
    if (declared !== null && !(Number(declared) <= maxBodyBytes)) {
      return refuse([{ code: 'body_too_large' }], early);
    }

    const store = await openStore();
    const secret = await secretOf(store);
    const client = clientAddress(request.headers, hops);
    const budgets = clientBudgets(client, secret);
    // One post per client at a time (./admission.ts): a second one costs none of its five.
    leave = admitClient(budgets.client);
    if (!leave) return refuse([{ code: 'unavailable' }], { retryAfterSeconds: busyRetryAfterSeconds, ...early });
    const decision = await store.spend(budgets.budgets, now());
    if (!decision.allowed) {
      return refuse([{ code: 'rate_limited' }], {
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
        ...early
      });
    }

    const body = await readForm(request, maxBodyBytes, signal);
    if (!body.ok) return refuse([{ code: body.code }], body.unread ? early : undefined);
    const { form } = body;
    if (body.oversized.length > 0) return refuse(oversizedErrors(body.oversized));

    const entries = [...form.entries()];
    const files = entries.filter(([, value]) => isChosenFile(value));
    if (files.length === 1 && files[0]![0] !== formFields.cv) return refuse([{ code: 'malformed_body' }]);
    // No browser sends a file name this long (file systems allow 255 per name): refused
    // before anything reads it, so no clean-up of a megabyte of name is ever tried.
    if (files.some(([, file]) => typeof file !== 'string' && file.name.length > maxFileNameChars))
      return refuse([{ code: 'malformed_body' }]);

    // The honeypot: a post that filled it goes through every check like any other and,
    // if it passes, is kept in quarantine (staff can look: `npm run enquiries -- quarantine`).
    const honeypot = form.get(formFields.honeypot);
    const caught = honeypot !== null && (typeof honeypot !== 'string' || honeypot.trim() !== '');

    const fill = checkFillCookies(request.headers, secret, now(), tokenNetwork(client));
    if (!fill.ok) return refuse([{ code: fill.code }]);

    const validation = validateEnquiry(rawFieldsOf(form));
    const errors: EnquiryError[] = validation.ok ? [] : [...validation.errors];

    let cv: CvFile | null = null;
    const upload = form.get(formFields.cv);
    if (upload !== null && isChosenFile(upload)) {
      const full = await siteRefusal(store, now(), { cv: true, mail: !caught }, { spend: false });
      if (full) return refuse([{ code: 'unavailable' }], full);
      const inspected = await inspectCv(upload, { signal, network: budgets.network });
      if (!inspected.ok && inspected.code === 'file_too_complex') await chargeComplexFile(store, budgets, now());
      // The check could not run just now (the host too busy to give it a core): nothing is
      // wrong with the file, so the visitor is asked to send it again, not to change it.
      if (!inspected.ok && inspected.code === 'unavailable') {
        return refuse([{ code: 'unavailable' }], { retryAfterSeconds: busyRetryAfterSeconds });
      }
      if (inspected.ok) cv = inspected.file;
      else errors.push({ code: inspected.code, field: 'cv' satisfies FormFieldName });
    }
    if (errors.length > 0 || !validation.ok) return refuse(errors);

    const quarantine = caught ? 'honeypot' : null;
    // Stored only for a client still waiting: one that has gone (closed the connection, or
    // its proxy gave up with a 504) or was answered 503 at the deadline was told nothing
    // was kept, and would send it again.
    if (!commit()) return refuse([{ code: 'unavailable' }], { retryAfterSeconds: busyRetryAfterSeconds });
    const spent = await siteRefusal(store, now(), { cv: cv !== null, mail: !quarantine }, { spend: true });
    if (spent) return refuse([{ code: 'unavailable' }], spent);
    const { id } = await store.create({ locale, ...validation.data, cv, quarantine }, now(), siteHost());
    // Sent after the answer while a connection is free (else by the timer's next run), but
    // never on a serverless host: there after() work holds the answer (OpenNext awaits it
    // before the function returns), so the scheduled run (/api/cron/outbox) sends it.
    if (!quarantine && !onServerlessHost()) afterResponse(() => deliverDue(store, { ids: [id], onlyIfFree: true }));
    return successResponse(request, locale);
  } catch (error) {
    console.error('[enquiries] could not take an enquiry:', loggable(error));
    return refuse([{ code: 'unavailable' }], { retryAfterSeconds: 60 });
  } finally {
    leave?.();
  }
}

/** Every other method of /api/contact. */
export async function methodNotAllowed(request: Request): Promise<Response> {
  return errorResponse(request, requestLocale(request), [{ code: 'method_not_allowed' }], { allow: 'POST' });
}

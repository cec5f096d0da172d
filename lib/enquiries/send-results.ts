/**
 * What one send did, recipient by recipient, and what that makes of the outbox entry.
 * Nodemailer resolves `sendMail` as soon as one recipient is accepted and lists the
 * others in `info.rejectedErrors`: read as a whole, a refused To: beside an accepted Cc:
 * looked like a success, and the department never got the enquiry. Here each recipient
 * has its own result:
 *  - accepted: recorded, and never sent to again (a retry goes to the others only);
 *  - refused for now (4xx, no connection, our own configuration): tried again with the
 *    entry's back-off;
 *  - refused for good (any other 5xx): recorded as failed for that address.
 * The entry is retried while any recipient waits, failed if any refused it for good, and
 * sent once every recipient has accepted it.
 */
import 'server-only';
import { redactCredentials } from '@/lib/env-schemas';
import type { RecipientOutcome } from '@site/enquiry-store';

/** @internal */
export type SendFailure = { permanent: boolean; configuration: boolean; message: string };

/**
 * RFC 4954 (and RFC 3207) answers that mean our side is misconfigured: 530 authentication
 * required, 534 mechanism too weak, 535 credentials invalid, 538 encryption required.
 */
const configurationCodes = new Set([530, 534, 535, 538]);

/** @internal */
export function classifySendError(error: unknown): SendFailure {
  const e = error as { responseCode?: number; code?: string; message?: string; response?: string };
  // Kept for staff and logged: a client's error may carry the URL it was given, password and all.
  const message = redactCredentials([e.code, e.responseCode, e.response ?? e.message].filter(Boolean).join(' ') || String(error));
  const code = typeof e.responseCode === 'number' ? e.responseCode : 0;
  const configuration = configurationCodes.has(code) || e.code === 'EAUTH' || e.code === 'ETLS' || e.code === 'ENOAUTH';
  const permanent = !configuration && code >= 500 && code < 600;
  return { permanent, configuration, message };
}

export type Recipient = { address: string; kind: 'To' | 'Cc' };

/** `byRecipient`: the server refused this address alone (at RCPT), not the whole message. */
export type RecipientResult = Recipient & ({ accepted: true } | { accepted: false; failure: SendFailure; byRecipient: boolean });

type Refusal = { recipient?: unknown; responseCode?: number; response?: string; message?: string; code?: string };
export type SendInfo = { accepted?: unknown[]; rejectedErrors?: Refusal[] };

const key = (address: unknown) =>
  String(typeof address === 'object' && address !== null ? (address as { address?: unknown }).address : address).toLowerCase();

/** Each recipient's result of one `sendMail` to `recipients`, from what it resolved with or threw. */
export function resultsOf(recipients: Recipient[], outcome: { info: SendInfo } | { error: unknown }): RecipientResult[] {
  const accepted = new Set('info' in outcome ? (outcome.info.accepted ?? []).map(key) : []);
  const source = 'info' in outcome ? outcome.info : (outcome.error as SendInfo & { code?: string });
  // Every recipient refused: nodemailer throws EENVELOPE with the same per-recipient list.
  const refusals = new Map((source?.rejectedErrors ?? []).map((r) => [key(r.recipient), r]));
  const whole = 'error' in outcome ? classifySendError(outcome.error) : null;
  return recipients.map((r): RecipientResult => {
    const refusal = refusals.get(key(r.address));
    if (refusal) return { ...r, accepted: false, failure: classifySendError(refusal), byRecipient: true };
    if (whole) return { ...r, accepted: false, failure: whole, byRecipient: false };
    if (accepted.has(key(r.address))) return { ...r, accepted: true };
    // Neither accepted nor refused by name: not known to have it, so it is tried again.
    return { ...r, accepted: false, failure: { permanent: false, configuration: false, message: 'not confirmed' }, byRecipient: true };
  });
}

export type EntryOutcome = {
  status: 'sent' | 'retry' | 'failed';
  /** For staff: the refusals, each with its recipient unless the whole message was refused. */
  error: string;
  /** The recipients' outcomes to record: accepted ones, and those refused for good. */
  record: RecipientOutcome[];
  configuration: boolean;
};

/**
 * The entry's outcome from this attempt's results and the refusals for good recorded
 * earlier (to recipients this attempt did not send to again).
 */
export function entryOutcome(results: RecipientResult[], earlierRefusals: (Recipient & { error: string })[]): EntryOutcome {
  const refused = results.flatMap((r) => (r.accepted ? [] : [r]));
  const waiting = refused.filter((r) => !r.failure.permanent);
  const final = [
    ...earlierRefusals,
    ...refused.filter((r) => r.failure.permanent).map((r) => ({ address: r.address, kind: r.kind, error: r.failure.message }))
  ];
  const wholeMessage = refused.length > 0 && refused.every((r) => !r.byRecipient);
  const lines = [
    ...(wholeMessage ? [refused[0]!.failure.message] : refused.map((r) => `${r.kind} ${r.address}: ${r.failure.message}`)),
    ...earlierRefusals.map((r) => `${r.kind} ${r.address}: ${r.error}`)
  ];
  return {
    status: waiting.length > 0 ? 'retry' : final.length > 0 ? 'failed' : 'sent',
    error: lines.join('; '),
    record: [
      ...results.flatMap((r) => (r.accepted ? [{ address: r.address, status: 'sent' as const, error: null }] : [])),
      ...refused
        .filter((r) => r.failure.permanent)
        .map((r) => ({ address: r.address, status: 'failed' as const, error: r.failure.message }))
    ],
    configuration: refused.some((r) => r.failure.configuration)
  };
}

import type { FieldId } from '@site/contact-form';
import type { CvFormat } from '@site/cv-check/formats';

/** An uploaded CV after inspection: the content and what we know about it. */
export type CvFile = {
  /** Generated name the file is stored and handled under. */
  storedName: string;
  /** The visitor's file name, cleaned; shown to staff and used for the mail attachment. */
  displayName: string;
  format: CvFormat;
  mime: string;
  size: number;
  sha256: string;
  content: Buffer;
};

/**
 * What the route stores: the form's fields as validated (the site's EnquiryFields, whose
 * choices are strings of its own), the language the form was shown in (one of the site's
 * locales; the store keeps it as text), the CV if any.
 * @internal
 */
export type NewEnquiry = StoredFields & {
  locale: string;
  cv: CvFile | null;
  /** Why it is kept aside and not e-mailed (e.g. 'honeypot'); absent for a normal enquiry. */
  quarantine?: string | null;
};

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * One recipient's outcome, recorded with the entry's: accepted by the mail server
 * (sent), or refused for good (failed, with the server's answer). A recipient without
 * one is still to be sent to; a passing refusal (4xx) records none.
 */
export type RecipientOutcome = { address: string; status: 'sent' | 'failed'; error: string | null };

/** The form's fields as stored (@site/contact-form's table): each in the column of its name. */
export type StoredFields = Record<FieldId, string>;

export type EnquirySummary = StoredFields & {
  id: number;
  ref: string;
  createdAt: number;
  locale: string;
  cv: Omit<CvFile, 'content'> | null;
  /** Kept aside, not e-mailed (a filled honeypot); null for a normal enquiry. */
  quarantine: string | null;
  outbox: {
    status: OutboxStatus;
    attempts: number;
    nextAttemptAt: number;
    lastError: string | null;
    sentAt: number | null;
    messageId: string;
    /** Each recipient's outcome so far, and when it was recorded; by address. */
    recipients: (RecipientOutcome & { at: number })[];
  };
};

/**
 * What a delivery needs: the enquiry with its CV content, and the lease it was claimed
 * under (the lease's end, strictly increasing per entry): the outcome is only recorded
 * while that lease is still the entry's, so a worker whose lease expired cannot
 * overwrite what a later one recorded.
 */
export type OutboxJob = EnquirySummary & { cvContent: Buffer | null; lease: number };

/** At most `max` hits of `key` within `windowMs` (a client, a network, the whole site). */
export type Budget = { key: string; max: number; windowMs: number };

/** Whether a post fits its budgets; if not, the first one spent, and when it has room again. */
type BudgetDecision = { allowed: true } | { allowed: false; key: string; retryAfterMs: number };

export type StoreStats = {
  enquiries: number;
  files: number;
  pending: number;
  sent: number;
  failed: number;
  /** Honeypot catches (not counted as failed). */
  quarantined: number;
};

/**
 * One answered erasure request, as logged: a reference to quote to the person who asked
 * and what was deleted, never the address or anything else about them.
 */
type ErasureRecord = { ref: string; erasedAt: number; enquiries: number; files: number };

type ListOptions = { limit?: number; status?: OutboxStatus; quarantined?: boolean };

/**
 * The one small interface of the store, whichever the engine (its queries: ./store.ts
 * and ./outbox.ts, written once on Kysely). Times are milliseconds since the epoch. The outbox's times (leases,
 * next attempts, when sent) are read on the database's clock, never the caller's: the
 * instances sharing one database may have clocks that disagree, and one whose clock ran
 * ahead would take over leases still held, one that ran behind would find nothing due.
 */
export interface EnquiryStore {
  readonly engine: 'sqlite' | 'postgres';
  /** A random secret kept in the store (created on first use), shared by all instances. */
  secret(): Promise<string>;
  /**
   * Counts one hit against each budget, lasting its window, if none of them is spent;
   * else none. With `peek`, only says whether they would be.
   */
  spend(budgets: readonly Budget[], now: number, options?: { peek?: boolean }): Promise<BudgetDecision>;
  /** Counts `hits` more hits against each key, lasting `ms`: a post that costs more than one. */
  charge(keys: readonly string[], hits: number, now: number, ms: number): Promise<void>;
  /** Bytes of the CVs stored (the store quota's measure). */
  cvBytes(): Promise<number>;
  /** Enquiry (received at `now`), CV and outbox entry (due at once) in one transaction. */
  create(enquiry: NewEnquiry, now: number, messageIdDomain: string): Promise<{ id: number; ref: string }>;
  /** Newest first; quarantined enquiries only with `quarantined: true` (and then only those). */
  list(options?: ListOptions): Promise<EnquirySummary[]>;
  get(id: number): Promise<EnquirySummary | null>;
  cv(id: number): Promise<{ meta: Omit<CvFile, 'content'>; content: Buffer } | null>;
  /**
   * Leases due outbox entries (pending, next attempt due, not leased by someone
   * else) for `leaseMs`. Two callers never get the same entry.
   */
  claim(leaseMs: number, options: { limit: number; ids?: number[] }): Promise<OutboxJob[]>;
  /**
   * Each records the entry's outcome, with its recipients' (added or replaced by
   * address), only if `lease` is still the entry's lease; returns whether it did.
   */
  markSent(id: number, lease: number, recipients?: RecipientOutcome[]): Promise<boolean>;
  /** Due again `delayMs` from now. */
  markRetry(id: number, lease: number, delayMs: number, error: string, recipients?: RecipientOutcome[]): Promise<boolean>;
  markFailed(id: number, lease: number, error: string, recipients?: RecipientOutcome[]): Promise<boolean>;
  /**
   * Makes entries due again now, attempts counted afresh: the given ids (failed or
   * pending, not leased; a quarantined one is released from quarantine), or every
   * failed entry that is not quarantined. Recipients that refused it for good are tried
   * again; those that accepted it are not. Returns the ids requeued.
   */
  requeue(which: number[] | 'failed'): Promise<number[]>;
  /**
   * Deletes enquiries (with CV and outbox entry) created before `before` whose mail
   * is done with (sent, or failed for good, quarantined included); enquiries still
   * waiting to be delivered are kept. Returns how many were deleted.
   */
  purge(before: number): Promise<number>;
  /** Deletes the hits that stopped counting at or before `now`; returns how many. */
  pruneRateHits(now: number): Promise<number>;
  /**
   * Every enquiry from this address (quarantined ones too), oldest first. Addresses match
   * in any letter case, spaces around them ignored (emailKey in ./rows.ts).
   */
  byEmail(email: string): Promise<EnquirySummary[]>;
  /**
   * Deletes every enquiry from this address with its CV and outbox entry, and logs the
   * erasure (reference and counts only), in one transaction. SQLite then checkpoints its
   * WAL so that no earlier page image of the deleted rows is left beside the file.
   */
  erase(email: string, now: number): Promise<ErasureRecord>;
  /** The erasure log, newest first. */
  erasures(): Promise<ErasureRecord[]>;
  stats(): Promise<StoreStats>;
  close(): Promise<void>;
}

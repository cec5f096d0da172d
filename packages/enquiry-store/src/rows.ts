import { sql } from 'kysely';
import { fieldIds } from '@site/contact-form';
import type { CvFormat } from '@site/cv-check/formats';
import type { Db, Engine } from './tables';
import type { EnquirySummary, OutboxStatus, StoredFields } from './types';

/** Enquiries with their CV's metadata and outbox entry: what a summary is read from. */
export function selectSummaries(db: Db, engine: Engine) {
  return db
    .selectFrom('enquiries as e')
    .innerJoin('outbox as o', 'o.enquiry_id', 'e.id')
    .leftJoin('enquiry_files as f', 'f.enquiry_id', 'e.id')
    .select([
      'e.id',
      'e.ref',
      'e.created_at',
      'e.locale',
      ...fieldIds.map((f) => `e.${f}` as const),
      'e.quarantine',
      'f.stored_name',
      'f.display_name',
      'f.format',
      'f.mime',
      'f.size',
      'f.sha256',
      'o.status',
      'o.attempts',
      'o.next_attempt_at',
      'o.last_error',
      'o.sent_at',
      'o.message_id',
      engine.recipients.as('recipients')
    ]);
}

/** Each engine's JSON of an enquiry's recipients (Engine.recipients): one array text, by address. */
const recipientFields = `'address', r.address, 'status', r.status, 'error', r.error, 'at', r.at`;
export const recipientsJson = {
  sqlite: sql<string>`(SELECT json_group_array(json_object(${sql.raw(recipientFields)}))
    FROM (SELECT * FROM outbox_recipients WHERE enquiry_id = e.id ORDER BY address) r)`,
  postgres: sql<string>`(SELECT COALESCE(json_agg(json_build_object(${sql.raw(recipientFields)}) ORDER BY r.address), '[]')::text
    FROM outbox_recipients r WHERE r.enquiry_id = e.id)`
};

/** A field's column may be NULL (a column added after some enquiries were stored: ./tables.ts); read as ''. */
export type SummaryRow = { [F in keyof StoredFields]: string | null } & {
  id: number | string;
  ref: string;
  created_at: number | string;
  locale: string;
  quarantine: string | null;
  stored_name: string | null;
  display_name: string | null;
  format: string | null;
  mime: string | null;
  size: number | string | null;
  sha256: string | null;
  status: string;
  attempts: number | string;
  next_attempt_at: number | string;
  last_error: string | null;
  sent_at: number | string | null;
  message_id: string;
  recipients: string;
};

const num = (v: number | string) => (typeof v === 'number' ? v : Number(v));

export function toSummary(row: SummaryRow): EnquirySummary {
  return {
    id: num(row.id),
    ref: row.ref,
    createdAt: num(row.created_at),
    locale: row.locale,
    ...(Object.fromEntries(fieldIds.map((f) => [f, row[f] ?? ''])) as StoredFields),
    quarantine: row.quarantine ?? null,
    cv:
      row.stored_name == null
        ? null
        : {
            storedName: row.stored_name,
            displayName: row.display_name ?? row.stored_name,
            format: row.format as CvFormat,
            mime: row.mime ?? 'application/octet-stream',
            size: num(row.size ?? 0),
            sha256: row.sha256 ?? ''
          },
    outbox: {
      status: row.status as OutboxStatus,
      attempts: num(row.attempts),
      nextAttemptAt: num(row.next_attempt_at),
      lastError: row.last_error,
      sentAt: row.sent_at == null ? null : num(row.sent_at),
      messageId: row.message_id,
      recipients: (JSON.parse(row.recipients) as EnquirySummary['outbox']['recipients']).map((r) => ({ ...r, at: num(r.at) }))
    }
  };
}

/**
 * The database's clock in milliseconds since the epoch, for the outbox's times (see
 * EnquiryStore): one value per statement on both engines.
 */
export const databaseNow = {
  sqlite: "CAST(ROUND(unixepoch('subsec') * 1000) AS INTEGER)",
  postgres: 'floor(extract(epoch FROM statement_timestamp()) * 1000)::bigint'
} as const;

/** Error text kept for staff: one line, bounded. */
export function errorText(error: string): string {
  return error.replace(/\s+/g, ' ').slice(0, 1000);
}

/** The counts of `stats()`, the same SQL on both engines. Honeypot catches are counted apart. */
export const statsQuery = `SELECT
  (SELECT COUNT(*) FROM enquiries WHERE quarantine IS NULL) AS enquiries,
  (SELECT COUNT(*) FROM enquiry_files) AS files,
  (SELECT COUNT(*) FROM outbox WHERE status = 'pending') AS pending,
  (SELECT COUNT(*) FROM outbox WHERE status = 'sent') AS sent,
  (SELECT COUNT(*) FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id WHERE o.status = 'failed' AND e.quarantine IS NULL) AS failed,
  (SELECT COUNT(*) FROM enquiries WHERE quarantine IS NOT NULL) AS quarantined`;

/** A quarantined enquiry's outbox entry: never claimed, final, and says why. */
export const quarantineNote = (reason: string) => `quarantined (${reason}): not e-mailed`;

/** How an address is compared for access and erasure requests: spaces around it and letter case ignored. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export type ErasureRow = { ref: string; erased_at: number | string; enquiries: number | string; files: number | string };

export const toErasure = (row: ErasureRow) => ({
  ref: row.ref,
  erasedAt: num(row.erased_at),
  enquiries: num(row.enquiries),
  files: num(row.files)
});

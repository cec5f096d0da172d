/**
 * The store's schema as of 2026-12-05, the last day its own code migrated it (commit
 * 6548f24, before Kysely's Migrator): the first release's tables (legacy-schema.ts, which
 * was its migration 1 verbatim), then its migrations 2 to 7 and their bookkeeping in
 * `schema_migrations`, copied from that commit's migrations.ts (then in lib/enquiries/store,
 * now this package's src/). The upgrade tests create a store with it, put data in, and
 * open it with today's code.
 */
import { legacySchema } from './legacy-schema';

const types = {
  sqlite: { int: 'INTEGER', time: 'INTEGER', text: 'TEXT' },
  postgres: { int: 'integer', time: 'bigint', text: 'text' }
} as const;

const names = [
  'enquiries, files, outbox, rate limit',
  'quarantine (honeypot catches)',
  'erasure log (no personal data: a reference and counts)',
  "each recipient's outcome (an accepted copy is not sent again)",
  'each form field in the column of its name (office is country)',
  'the phone number (optional; none on earlier enquiries)',
  "each rate-limit hit's own expiry (budgets of networks and of the site, penalties)"
];

/** The whole SQL, one script per engine, as the store's code of that day ran it on an empty database. */
export function schemaOf20261205(dialect: 'sqlite' | 'postgres', appliedAt: number): string {
  const t = types[dialect];
  const recorded = names.map((name, i) => `(${i + 1}, '${name.replace(/'/g, "''")}', ${appliedAt})`).join(',\n  ');
  return `
CREATE TABLE IF NOT EXISTS schema_migrations (
  version ${t.int} PRIMARY KEY,
  name ${t.text} NOT NULL,
  applied_at ${t.time} NOT NULL
);
${legacySchema[dialect]}
ALTER TABLE enquiries ADD COLUMN quarantine ${t.text};
CREATE TABLE IF NOT EXISTS erasures (
  ref ${t.text} PRIMARY KEY,
  erased_at ${t.time} NOT NULL,
  enquiries ${t.int} NOT NULL,
  files ${t.int} NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox_recipients (
  enquiry_id ${t.int} NOT NULL REFERENCES outbox (enquiry_id) ON DELETE CASCADE,
  address ${t.text} NOT NULL,
  status ${t.text} NOT NULL CHECK (status IN ('sent', 'failed')),
  error ${t.text},
  at ${t.time} NOT NULL,
  PRIMARY KEY (enquiry_id, address)
);
ALTER TABLE enquiries RENAME COLUMN office TO country;
ALTER TABLE enquiries ADD COLUMN phone ${t.text};
ALTER TABLE rate_hits ADD COLUMN expires_at ${t.time} NOT NULL DEFAULT 0;
UPDATE rate_hits SET expires_at = at + 600000;
DROP INDEX IF EXISTS rate_hits_key;
DROP INDEX IF EXISTS rate_hits_at;
CREATE INDEX IF NOT EXISTS rate_hits_key_expiry ON rate_hits (key, expires_at);
CREATE INDEX IF NOT EXISTS rate_hits_expiry ON rate_hits (expires_at);
INSERT INTO schema_migrations (version, name, applied_at) VALUES
  ${recorded};
`;
}

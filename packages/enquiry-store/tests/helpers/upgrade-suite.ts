/**
 * A store of the first release (./legacy-schema.ts) with data in it, opened with today's
 * code: run for each engine by sqlite.test.ts and postgres.test.ts.
 */
import { expect } from 'vitest';
import { migrationNames, type EnquiryStore } from '@site/enquiry-store';
import { sampleEnquiry } from './samples';

const legacyCv = Buffer.from('%PDF-1.7\n% Legacy CV\n%%EOF\n');
export const legacyRows = {
  secret: 'ab'.repeat(32),
  // No id: the first enquiry of an empty store gets 1, as the first release gave it.
  enquiry: [
    '11111111-1111-4111-8111-111111111111',
    1_700_000_000_000,
    'ru',
    'Иван Петров',
    'Acme',
    'ivan@example.org',
    'qatar',
    'technical',
    'Old message'
  ],
  file: [1, 'cv-legacy.pdf', 'Legacy CV.pdf', 'pdf', 'application/pdf', legacyCv.length, 'cd'.repeat(32), legacyCv],
  outbox: [1, 'pending', 0, 1_700_000_000_000, '<enquiry.11111111-1111-4111-8111-111111111111@example.com>'],
  // A hit of the one 10-minute rate limit there was: it still counts after the upgrade, for its window.
  rateHit: ['legacy-client', 1_700_000_000_000]
};
export const legacyInserts = (p: (i: number) => string) => [
  `INSERT INTO settings (key, value) VALUES ('secret', ${p(1)})`,
  `INSERT INTO enquiries (ref, created_at, locale, name, company, email, office, department, message) VALUES (${[...Array(9)].map((_, i) => p(i + 1)).join(', ')})`,
  `INSERT INTO enquiry_files (enquiry_id, stored_name, display_name, format, mime, size, sha256, content) VALUES (${[...Array(8)].map((_, i) => p(i + 1)).join(', ')})`,
  `INSERT INTO outbox (enquiry_id, status, attempts, next_attempt_at, message_id) VALUES (${[...Array(5)].map((_, i) => p(i + 1)).join(', ')})`,
  `INSERT INTO rate_hits (key, at) VALUES (${p(1)}, ${p(2)})`
];

/** What an upgraded store must hold and do; `recorded` reads the migrations' names from its kysely_migration. */
export async function expectUpgraded(store: EnquiryStore, recorded: () => Promise<string[]>) {
  expect(await recorded()).toEqual(migrationNames);
  expect(await store.secret()).toBe(legacyRows.secret);
  expect(await store.get(1)).toMatchObject({
    ref: legacyRows.enquiry[0],
    name: 'Иван Петров',
    quarantine: null,
    cv: { displayName: 'Legacy CV.pdf', size: legacyCv.length },
    outbox: { status: 'pending', attempts: 0 }
  });
  expect(Buffer.compare((await store.cv(1))!.content, legacyCv)).toBe(0);
  const [key, at] = legacyRows.rateHit as [string, number];
  const windowMs = 600_000;
  expect(await store.spend([{ key, max: 1, windowMs }], at + 1000)).toEqual({ allowed: false, key, retryAfterMs: windowMs - 1000 });
  expect(await store.spend([{ key, max: 1, windowMs }], at + windowMs)).toEqual({ allowed: true });
  const caught = await store.create(sampleEnquiry({ quarantine: 'honeypot' }), Date.now(), 'example.com');
  expect((await store.get(caught.id))!.quarantine).toBe('honeypot');
  const [job] = await store.claim(60_000, { limit: 1, ids: [1] });
  expect(await store.markSent(1, job!.lease)).toBe(true);
}

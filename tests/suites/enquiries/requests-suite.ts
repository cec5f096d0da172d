/**
 * A person's requests about their own data, answered with the staff command line
 * (`export EMAIL`, `erase EMAIL`, `erasures`), run against each engine: see
 * tests/integration/staff/enquiries-cli.test.ts (SQLite) and postgres.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import type { EnquiryStore } from '@site/enquiry-store';
import { pdf } from '../../../packages/cv-check/tests/helpers/documents';
import { runCli } from '../../helpers/enquiries/run-cli';
import { sampleCv, sampleEnquiry } from '../../../packages/enquiry-store/tests/helpers/samples';

/** What the suite stores about its subject: the SQLite test searches the file's bytes for these afterwards. */
export const subject = {
  address: 'Subject.Person@Example.org',
  name: 'Subject Person',
  cv: pdf('SUBJECT-CV-BYTES-7f3a9c')
};

export function defineRequestSuite(setup: { env: () => Record<string, string | undefined>; open: () => Promise<EnquiryStore> }) {
  const cli = (args: string[], input = '') => runCli(args, { SMTP_URL: '', ...setup.env() }, { input });
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-requests-'));
  let ids: number[] = [];
  let other = 0;

  test('export EMAIL writes every enquiry from that address, in any case and with spaces around it, with CVs, to a new folder', async () => {
    const store = await setup.open();
    try {
      const first = await store.create(
        sampleEnquiry({ name: subject.name, email: subject.address, cv: sampleCv(subject.cv) }),
        1_700_000_000_000,
        'example.com'
      );
      const second = await store.create(
        sampleEnquiry({ name: subject.name, email: subject.address.toLowerCase(), message: 'A second question.', quarantine: 'honeypot' }),
        1_700_000_100_000,
        'example.com'
      );
      other = (await store.create(sampleEnquiry({ name: 'Someone Else', email: 'someone.else@example.org' }), Date.now(), 'example.com'))
        .id;
      ids = [first.id, second.id];
    } finally {
      await store.close();
    }

    const folder = path.join(out, 'access');
    const done = await cli(['export', `  ${subject.address.toUpperCase()} `, '--out', folder]);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`2 enquiries from ${subject.address.toUpperCase()} (1 CVs) written to ${folder}`);
    const data = JSON.parse(fs.readFileSync(path.join(folder, 'enquiries.json'), 'utf8'));
    expect(data.enquiries).toHaveLength(2);
    expect(data.enquiries[0]).toMatchObject({
      name: subject.name,
      email: subject.address,
      company: 'Acme',
      country: 'qatar',
      department: 'technical',
      message: 'We would like a laser scan of a compressor station.',
      received: '2023-11-14T22:13:20.000Z',
      cv: { fileName: 'Jane Doe CV.pdf', format: 'pdf', bytes: subject.cv.length, savedAs: `cv/${ids[0]}-Jane Doe CV.pdf` },
      delivery: { status: 'pending', attempts: 0, sent: null, messageId: expect.stringMatching(/^<enquiry\./) }
    });
    expect(data.enquiries[1]).toMatchObject({
      message: 'A second question.',
      cv: null,
      delivery: { status: expect.stringMatching(/^quarantined/) }
    });
    expect(JSON.stringify(data)).not.toContain('Someone Else');
    expect(Buffer.compare(fs.readFileSync(path.join(folder, data.enquiries[0].cv.savedAs)), subject.cv)).toBe(0);
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);

    // Never into an existing folder; an address with nothing stored writes nothing.
    expect((await cli(['export', subject.address, '--out', folder])).code).not.toBe(0);
    const none = await cli(['export', 'nobody@example.org', '--out', path.join(out, 'none')]);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('No enquiries from nobody@example.org');
    expect(fs.existsSync(path.join(out, 'none'))).toBe(false);
    expect((await cli(['export', 'not-an-address'])).code).toBe(2);
  });

  test('erase EMAIL asks first and deletes nothing without a yes; with one (or --yes) it deletes CVs and outbox entries and logs no personal data', async () => {
    const refused = await cli(['erase', subject.address.toLowerCase()], 'n\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Delete these 2 enquiries and 1 CVs');
    expect(refused.stdout).toContain('Nothing deleted.');
    expect((await cli(['erase', subject.address])).stdout).toContain('Nothing deleted.'); // no answer at all: no
    let store = await setup.open();
    try {
      expect((await store.byEmail(subject.address)).map((e) => e.id)).toEqual(ids);
    } finally {
      await store.close();
    }

    const erased = await cli(['erase', ` ${subject.address.toUpperCase()}`], 'yes\n');
    expect(erased.code).toBe(0);
    expect(erased.stdout).toMatch(/2 enquiries and 1 CVs from .* deleted, outbox entries with them\. Erasure [0-9a-f-]{36} logged/);
    const ref = /Erasure ([0-9a-f-]{36})/.exec(erased.stdout)![1]!;

    store = await setup.open();
    try {
      expect(await store.byEmail(subject.address)).toEqual([]);
      for (const id of ids) {
        expect(await store.get(id)).toBeNull();
        expect(await store.cv(id)).toBeNull();
      }
      // Nothing of theirs is left to be e-mailed; the other person's enquiry is untouched.
      const due = await store.claim(1, { limit: 1000 });
      expect(due.map((j) => j.email.toLowerCase())).not.toContain(subject.address.toLowerCase());
      expect(await store.get(other)).not.toBeNull();
      const log = await store.erasures();
      expect(log).toContainEqual({ ref, erasedAt: expect.any(Number), enquiries: 2, files: 1 });
      expect(JSON.stringify(log).toLowerCase()).not.toContain(subject.address.toLowerCase());
    } finally {
      await store.close();
    }

    const listed = await cli(['erasures']);
    expect(listed.stdout).toMatch(new RegExp(`${ref}  2 enquiries, 1 CVs`));
    const scripted = await cli(['erase', 'someone.else@example.org', '--yes']);
    expect(scripted.code).toBe(0);
    expect(scripted.stdout).toContain('1 enquiries and 0 CVs');
  });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enquiryFields, fieldIds } from '@site/contact-form';
import { openStore } from '@site/enquiry-store';
import { siteConfig } from '@/lib/site-config';
import { pdf } from '../../../packages/cv-check/tests/helpers/documents';
import { parseMime, startSmtp, type TestSmtp } from '../../helpers/smtp';
import { defineRequestSuite, subject } from '../../suites/enquiries/requests-suite';
import { runCli } from '../../helpers/enquiries/run-cli';
import { sampleCv, sampleEnquiry } from '../../../packages/enquiry-store/tests/helpers/samples';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-cli-'));
const db = path.join(dir, 'cli.sqlite');
const day = 24 * 60 * 60 * 1000;
let smtp: TestSmtp;
let recent: number;
let old: number;
let formula: number;
const cvContent = pdf('CLI CV');

function cli(args: string[], env: Record<string, string | undefined> = {}, viaNpm = false, input = '') {
  return runCli(args, { ENQUIRY_DB: db, DATABASE_URL: '', SMTP_URL: '', ...env }, { viaNpm, input });
}

beforeAll(async () => {
  smtp = await startSmtp();
  const store = await openStore({ engine: 'sqlite', file: db });
  recent = (await store.create(sampleEnquiry({ name: 'Recent Visitor', cv: sampleCv(cvContent) }), Date.now(), 'example.com')).id;
  old = (await store.create(sampleEnquiry({ name: 'Old Visitor' }), Date.now() - 200 * day, 'example.com')).id;
  formula = (
    await store.create(
      sampleEnquiry({ name: 'Formula', company: '=HYPERLINK("http://x","y")', message: 'Line one\nsays "hi", twice' }),
      Date.now(),
      'example.com'
    )
  ).id;
  await store.close();
});

afterAll(async () => {
  await smtp?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run enquiries', { timeout: 60_000 }, () => {
  test('list shows the enquiries, newest first, with their mail state', async () => {
    const { code, stdout } = await cli(['list'], {}, true);
    expect(code).toBe(0);
    expect(stdout).toContain('3 enquiries: 3 waiting to be e-mailed, 0 sent, 0 failed');
    const lines = stdout.split('\n').filter((l) => /^\d+\s+\d{4}-/.test(l));
    expect(lines.map((l) => Number(l.split(/\s+/)[0]))).toEqual([formula, old, recent]);
    expect(stdout).toContain('Recent Visitor');
  });

  test('show prints one enquiry in full; an unknown one is an error', async () => {
    const shown = await cli(['show', String(recent)]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Enquiry #${recent}`);
    expect(shown.stdout).toContain('Recent Visitor');
    expect(shown.stdout).toContain('Jane Doe CV.pdf');
    expect(shown.stdout).toContain('We would like a laser scan of a compressor station.');
    expect(shown.stdout).toMatch(/Mail:\s+pending/);
    // Every field of the form's table, the phone number among them.
    expect(shown.stdout).toMatch(/^Phone:\s+\+974 4000 0000$/m);
    expect(shown.stdout).toMatch(/^Country:\s+qatar$/m);
    const missing = await cli(['show', '9999']);
    expect(missing.code).toBe(1);
  });

  test('export --csv quotes every cell and disarms spreadsheet formulas', async () => {
    const { code, stdout } = await cli(['export', '--csv']);
    expect(code).toBe(0);
    const text = stdout.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(
      [
        ...['id', 'ref', 'received', 'locale'],
        // The form's fields under their export columns, in the form's order.
        ...fieldIds.map((f) => enquiryFields[f].export),
        ...['cv_name', 'cv_format', 'cv_bytes', 'mail_status', 'mail_attempts', 'mail_sent', 'mail_error']
      ].join(',')
    );
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(text).toContain('"Line one\nsays ""hi"", twice"');
  });

  test('bidi controls a visitor typed are shown escaped in list, show and the CSV', async () => {
    const bidiDb = path.join(dir, 'bidi.sqlite');
    const store = await openStore({ engine: 'sqlite', file: bidiDb });
    const { id } = await store.create(
      sampleEnquiry({
        name: 'Eve \u202Evil\u202C Doe',
        company: '\u2067Acme\u2069',
        message: 'My CV: cv\u202Efdp.exe, see \u202Aattached\u202C.'
      }),
      Date.now(),
      'example.com'
    );
    await store.close();
    const env = { ENQUIRY_DB: bidiDb };
    const outputs = [
      (await cli(['list'], env)).stdout,
      (await cli(['show', String(id)], env)).stdout,
      (await cli(['export', '--csv'], env)).stdout
    ];
    for (const out of outputs) {
      expect(out).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      expect(out).toContain('Eve <U+202E>vil<U+202C> Doe');
    }
    expect(outputs[1]).toContain('cv<U+202E>fdp.exe, see <U+202A>attached<U+202C>.');
    expect(outputs[2]).toContain('"<U+2067>Acme<U+2069>"');
  });

  test('cv ID --out FILE saves the CV and never overwrites a file', async () => {
    const out = path.join(dir, 'saved.pdf');
    const saved = await cli(['cv', String(recent), '--out', out]);
    expect(saved.code).toBe(0);
    expect(Buffer.compare(fs.readFileSync(out), cvContent)).toBe(0);
    const again = await cli(['cv', String(recent), '--out', out]);
    expect(again.code).not.toBe(0);
    expect((await cli(['cv', String(old), '--out', path.join(dir, 'none.pdf')])).code).toBe(1);
  });

  test('deliver sends what waits in the outbox, once; without SMTP_URL it says so', async () => {
    const without = await cli(['deliver']);
    expect(without.code).toBe(1);
    expect(without.stderr).toContain('SMTP_URL is not set');

    const first = await cli(['deliver'], { SMTP_URL: smtp.url });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('3 sent, 0 to retry later, 0 refused by the mail server');
    expect(smtp.messages).toHaveLength(3);
    const withCv = smtp.messages.find((m) => m.raw.includes('Recent Visitor'))!;
    expect(parseMime(withCv.raw).parts.some((p) => (p.headers.get('content-disposition') ?? '').startsWith('attachment'))).toBe(true);

    const second = await cli(['deliver'], { SMTP_URL: smtp.url });
    expect(second.stdout).toContain('0 sent');
    expect(smtp.messages).toHaveLength(3);
    expect((await cli(['list', '--status', 'sent'])).stdout).toContain('3 sent');
  });

  test('purge --older-than 180d deletes older enquiries only', async () => {
    expect((await cli(['purge'])).code).toBe(2);
    const purged = await cli(['purge', '--older-than', '180d']);
    expect(purged.code).toBe(0);
    expect(purged.stdout).toMatch(/^1 enquiries received before/);
    const list = await cli(['list']);
    expect(list.stdout).not.toContain('Old Visitor');
    expect(list.stdout).toContain('Recent Visitor');
  });

  test('requeue: an enquiry refused with 552 is FAILED in the list, and requeue ID (or --failed) sends it again, once', async () => {
    const store = await openStore({ engine: 'sqlite', file: db });
    const big = (await store.create(sampleEnquiry({ name: 'Refused Visitor' }), Date.now(), 'example.com')).id;
    await store.close();
    smtp.mode = 'toolarge';
    const refused = await cli(['deliver'], { SMTP_URL: smtp.url });
    expect(refused.stdout).toContain('0 sent, 0 to retry later, 1 refused by the mail server');
    const list = await cli(['list', '--status', 'failed']);
    expect(list.stdout).toContain('1 failed');
    expect(list.stdout).toContain('requeue ID');
    expect(list.stdout).toMatch(new RegExp(`^${big}\\s.*Refused Visitor.*failed$`, 'm'));

    smtp.mode = 'accept';
    const sent = smtp.messages.length;
    const requeued = await cli(['requeue', String(big)], { SMTP_URL: smtp.url });
    expect(requeued.code).toBe(0);
    expect(requeued.stdout).toContain(`1 enquiries will be e-mailed again: ${big}`);
    expect(requeued.stdout).toContain('1 sent');
    expect(smtp.messages.length).toBe(sent + 1);
    expect((await cli(['requeue', String(big)])).code).toBe(1); // already sent: nothing to do
    expect((await cli(['requeue', '--failed'])).stdout).toContain('0 enquiries will be e-mailed again');
  }, 120_000);

  test("show lists each recipient's outcome: the office accepted it, the department refused it", async () => {
    const store = await openStore({ engine: 'sqlite', file: db });
    const id = (await store.create(sampleEnquiry({ name: 'Half Delivered' }), Date.now(), 'example.com')).id;
    await store.close();
    const department = siteConfig.departments.technical;
    const office = siteConfig.countries.find((c) => c.id === 'qatar')!.email;
    smtp.refuse.set(department, 550);
    try {
      expect((await cli(['deliver'], { SMTP_URL: smtp.url })).stdout).toContain('1 refused by the mail server');
    } finally {
      smtp.refuse.clear();
    }
    const shown = await cli(['show', String(id)]);
    expect(shown.stdout).toMatch(new RegExp(`Mail:\\s+FAILED after 1 attempt\\(s\\): To ${department}: .*550`));
    expect(shown.stdout).toMatch(new RegExp(`^  ${office}: accepted \\d{4}-`, 'm'));
    expect(shown.stdout).toMatch(new RegExp(`^  ${department}: REFUSED \\d{4}-.*: .*550`, 'm'));
  }, 60_000);

  test('quarantine lists the honeypot catches, which list leaves out', async () => {
    const store = await openStore({ engine: 'sqlite', file: db });
    await store.create(sampleEnquiry({ name: 'Honeypot Bot', quarantine: 'honeypot' }), Date.now(), 'example.com');
    await store.close();
    const shown = await cli(['quarantine'], {}, true);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('1 enquiries in quarantine (honeypot filled)');
    expect(shown.stdout).toMatch(/Honeypot Bot.*quarantined/);
    expect((await cli(['list'])).stdout).not.toContain('Honeypot Bot');
  });

  test('an unknown command prints the usage', async () => {
    const { code, stderr } = await cli(['frobnicate']);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run enquiries -- <command>');
  });

  describe('export EMAIL of CVs with long names', () => {
    const address = 'long.names@example.org';
    // 100 CJK letters are 300 bytes, 100 astral ones 400: over the 255 a file name may have.
    const names = [`${'履'.repeat(100)}.pdf`, `${'𝒜'.repeat(100)}.docx`, `${'x'.repeat(100)}.pdf`];

    test('cuts each file name to 255 bytes at a character, keeps the extension, and the whole name in enquiries.json', async () => {
      const store = await openStore({ engine: 'sqlite', file: db });
      try {
        for (const displayName of names) {
          await store.create(sampleEnquiry({ email: address, cv: { ...sampleCv(cvContent), displayName } }), Date.now(), 'example.com');
        }
      } finally {
        await store.close();
      }
      const folder = path.join(dir, 'long-names');
      const done = await cli(['export', address, '--out', folder]);
      expect(done.stderr).toBe('');
      expect(done.code).toBe(0);
      const data = JSON.parse(fs.readFileSync(path.join(folder, 'enquiries.json'), 'utf8'));
      expect(data.enquiries.map((e: { cv: { fileName: string } }) => e.cv.fileName).sort()).toEqual([...names].sort());
      for (const { cv } of data.enquiries as { cv: { savedAs: string; fileName: string } }[]) {
        const file = path.basename(cv.savedAs);
        expect(Buffer.byteLength(file), file).toBeLessThanOrEqual(255);
        expect(file.endsWith(path.extname(cv.fileName)), file).toBe(true);
        expect(file).not.toContain('\uFFFD');
        expect(Buffer.compare(fs.readFileSync(path.join(folder, cv.savedAs)), cvContent)).toBe(0);
      }
      expect(fs.readdirSync(dir).filter((f) => f.includes('.partial-'))).toEqual([]);
    });

    test('a failure part way leaves no folder, and the rerun writes it', async () => {
      const { exportByEmail } = await import('@site/enquiry-store/cli');
      const store = await openStore({ engine: 'sqlite', file: db });
      const folder = path.join(dir, 'failed-part-way');
      try {
        const found = await store.byEmail(address);
        let reads = 0;
        // The second CV cannot be read (the database going away, a disk error): the first is written by then.
        const failing = {
          byEmail: () => Promise.resolve(found),
          cv: (id: number) => (++reads === 2 ? Promise.reject(new Error('disk I/O error')) : store.cv(id))
        } as unknown as Parameters<typeof exportByEmail>[0];
        await expect(exportByEmail(failing, address, folder)).rejects.toThrow('disk I/O error');
        expect(fs.existsSync(folder)).toBe(false);
        expect(fs.readdirSync(dir).filter((f) => f.includes('failed-part-way'))).toEqual([]);
      } finally {
        await store.close();
      }
      const rerun = await cli(['export', address, '--out', folder]);
      expect(rerun.code).toBe(0);
      expect(fs.readdirSync(path.join(folder, 'cv'))).toHaveLength(3);
      // Still never into an existing folder.
      const again = await cli(['export', address, '--out', folder]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already exists');
    });
  });

  describe('access and erasure requests', () => {
    defineRequestSuite({ env: () => ({ ENQUIRY_DB: db, DATABASE_URL: '' }), open: () => openStore({ engine: 'sqlite', file: db }) });

    test('after erasure, no byte of the CV, the name or the address is left in the database file or beside it', () => {
      const files = [db, `${db}-wal`, `${db}-journal`].filter((f) => fs.existsSync(f));
      const bytes = Buffer.concat(files.map((f) => fs.readFileSync(f)));
      expect(bytes.length).toBeGreaterThan(0);
      for (const needle of ['SUBJECT-CV-BYTES-7f3a9c', subject.name, subject.address, subject.address.toLowerCase()]) {
        expect(bytes.includes(Buffer.from(needle)), needle).toBe(false);
      }
      // The search itself works: bytes still stored are found.
      expect(bytes.includes(Buffer.from('Recent Visitor'))).toBe(true);
    });

    test('with the server still holding the database open, erasure leaves no CV byte in the file or its WAL', async () => {
      // The site's own connection stays open, so closing the command line's does not checkpoint the WAL by itself.
      const server = await openStore({ engine: 'sqlite', file: db });
      try {
        const marker = 'SERVER-OPEN-CV-BYTES-51c2e8';
        await server.create(sampleEnquiry({ email: 'open.server@example.org', cv: sampleCv(pdf(marker)) }), Date.now(), 'example.com');
        const stored = () => Buffer.concat([db, `${db}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
        expect(stored().includes(Buffer.from(marker))).toBe(true);
        expect((await cli(['erase', 'open.server@example.org', '--yes'])).code).toBe(0);
        expect(stored().includes(Buffer.from(marker))).toBe(false);
        expect(await server.byEmail('open.server@example.org')).toEqual([]);
      } finally {
        await server.close();
      }
    });
  });
});

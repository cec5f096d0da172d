/**
 * The contact route against a real store and a real SMTP server, run for each engine
 * (sqlite.test.ts, postgres.test.ts). Requests are real `Request` objects handed to
 * the route's exported POST, exactly as Next.js calls it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { GET, PATCH, POST, PUT } from '@/app/api/contact/route';
import { storeConfig } from '@/lib/enquiries/config';
import { deliverDue } from '@/lib/enquiries/delivery';
import { secretOf } from '@/lib/enquiries/handler';
import { enquiryFields, formFields } from '@site/contact-form';
import { fillCookieName, maxBodyBytes, maxFileBytes, multipartLimits } from '@/lib/enquiries/limits';
import { signFillToken, tokenNetwork } from '@/lib/enquiries/security';
import { getStore } from '@/lib/enquiries/store';
import type { EnquiryStore } from '@site/enquiry-store';
import { siteConfig } from '@/lib/site-config';
import { defaultLocale } from '@/lib/i18n/locales';
import * as make from '../../../packages/cv-check/tests/helpers/documents';
import { hostileFiles, plainCvs } from '../../../packages/cv-check/tests/helpers/hostile-files';
import { advanceOutboxClock } from '../../helpers/enquiries/outbox-clock';
import { decodeHeader, flattenParts, parseMime, startSmtp, type ReceivedMail, type TestSmtp } from '../../helpers/smtp';

const origin = siteConfig.url;
let ipCounter = 0;
/** A client address of a fresh /24 per request, so that the rate limit and its network's budget only bite where a test wants them. */
const nextIp = () => `10.${Math.floor(++ipCounter / 256) % 256}.${ipCounter % 256}.7`;

type Upload = { name: string; content: Buffer; type?: string; field?: string };

type PostOptions = {
  fields?: Record<string, string | undefined>;
  files?: Upload[];
  headers?: Record<string, string | null>;
  ip?: string;
  /** Age of the fill-time cookie in ms; null sends none; a string is sent as is. */
  tokenAge?: number | null;
  /** The address the cookie was fetched from; by default the post's. */
  tokenFrom?: string;
  token?: string;
  json?: boolean;
  locale?: string;
  body?: BodyInit;
};

/** A valid post's fields by their form names (packages/contact-form/src/fields.ts); overrides by field id. */
function validFields(overrides: Record<string, string | undefined> = {}) {
  return {
    [formFields.name]: 'Jane Doe',
    [formFields.company]: 'Acme & Sons "Ltd"',
    [formFields.email]: 'jane@example.org',
    [formFields.phone]: ' +44 (20) 7946-0958 ',
    [formFields.country]: 'qatar',
    [formFields.message]: 'Please quote a laser scan of our 3,000 m² plant.\r\nPressure < 30,000 psi & <b>bold</b> claims.',
    [formFields.department]: 'technical',
    [formFields.honeypot]: '',
    ...overrides
  };
}

export function defineHandlerSuite(setup: () => Promise<{ teardown: () => Promise<void> }>) {
  let smtp: TestSmtp;
  let store: EnquiryStore;
  let secret: string;
  let teardown: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = smtp.url;
    // Each request carries its client address in X-Forwarded-For, as from behind one proxy.
    process.env.ENQUIRY_PROXY_HOPS = '1';
    ({ teardown } = await setup());
    store = await getStore();
    secret = await secretOf(store);
  });

  afterAll(async () => {
    await smtp?.stop();
    await teardown?.();
  });

  function request(options: PostOptions = {}): Request {
    let body = options.body;
    if (body === undefined) {
      const form = new FormData();
      for (const [k, v] of Object.entries(options.fields ?? validFields())) if (v !== undefined) form.append(k, v);
      for (const f of options.files ?? []) {
        form.append(f.field ?? 'cv', new File([new Uint8Array(f.content)], f.name, { type: f.type ?? 'application/octet-stream' }));
      }
      body = form;
    }
    const ip = options.ip ?? nextIp();
    const network = tokenNetwork(options.tokenFrom ?? ip);
    const token =
      options.token ?? (options.tokenAge === null ? null : signFillToken(Date.now() - (options.tokenAge ?? 10_000), secret, network));
    const headers = new Headers({
      origin,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': ip,
      accept: options.json ? 'application/json' : 'text/html'
    });
    if (token) headers.set('cookie', `other=1; ${fillCookieName}=${token}`);
    for (const [k, v] of Object.entries(options.headers ?? {})) {
      if (v === null) headers.delete(k);
      else headers.set(k, v);
    }
    const url = `${origin}/api/contact${options.locale ? `?locale=${options.locale}` : ''}`;
    return new Request(url, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  }

  const post = (options: PostOptions = {}) => POST(request(options));

  async function waitForOutbox(id: number, predicate: (e: NonNullable<Awaited<ReturnType<EnquiryStore['get']>>>) => boolean) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const entry = await store.get(id);
      if (entry && predicate(entry)) return entry;
      if (Date.now() > deadline) throw new Error(`outbox entry ${id} did not reach the expected state: ${JSON.stringify(entry?.outbox)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async function enquiryByEmail(email: string) {
    const found = (await store.list({ limit: 500 })).filter((e) => e.email === email);
    expect(found).toHaveLength(1);
    return found[0]!;
  }

  const mailsFor = (messageId: string): ReceivedMail[] =>
    smtp.messages.filter((m) => parseMime(m.raw).headers.get('message-id') === messageId);

  describe('a valid enquiry', () => {
    test('posted by a page cached before a field was renamed (its former form names) is stored under the new ones', async () => {
      const email = `cached.${Date.now()}@example.org`;
      const { [formFields.country]: country, [formFields.message]: message, ...rest } = validFields({ email, country: 'uk' });
      const formerly = { [enquiryFields.country.formerly]: country, [enquiryFields.message.formerly]: message };
      expect(Object.keys(formerly)).toEqual(['office', 'enquiry']);
      const response = await post({ fields: { ...rest, ...formerly } });
      expect(response.status).toBe(303);
      expect(await enquiryByEmail(email)).toMatchObject({
        country: 'uk',
        message: 'Please quote a laser scan of our 3,000 m² plant.\nPressure < 30,000 psi & <b>bold</b> claims.'
      });
    });

    test('with a PDF CV is stored, answered 303, and reaches the SMTP server with its attachment', async () => {
      const email = `jane.${Date.now()}@example.org`;
      const cv = make.pdf('Jane Doe, surveyor');
      const response = await post({
        fields: validFields({ email }),
        // A path, quotes, a bidi override, a ZWSP, an RLM and a division slash: none reaches the name or the attachment.
        files: [{ name: 'C:\\fakepath\\Jane\u200B "CV"\u202E\u2215\u200F.pdf', content: cv, type: 'application/pdf' }]
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contact/sent');

      const stored = await enquiryByEmail(email);
      expect(stored).toMatchObject({
        name: 'Jane Doe',
        company: 'Acme & Sons "Ltd"',
        phone: '+44 (20) 7946-0958',
        country: 'qatar',
        department: 'technical',
        // Posted without ?locale= or Referer: the answer's locale falls back to the default.
        locale: defaultLocale,
        message: 'Please quote a laser scan of our 3,000 m² plant.\nPressure < 30,000 psi & <b>bold</b> claims.',
        cv: { format: 'pdf', displayName: 'Jane CV.pdf', size: cv.length }
      });
      expect(stored.cv!.storedName).toMatch(/^cv-[0-9a-f-]{36}\.pdf$/);

      await waitForOutbox(stored.id, (e) => e.outbox.status === 'sent');
      const [mail] = mailsFor(stored.outbox.messageId);
      expect(mail).toBeDefined();
      const message = parseMime(mail!.raw);
      expect(mail!.to.sort()).toEqual([siteConfig.departments.technical, siteConfig.countries.find((c) => c.id === 'qatar')!.email].sort());
      expect(message.headers.get('to')).toContain(siteConfig.departments.technical);
      expect(message.headers.get('cc')).toContain(siteConfig.countries.find((c) => c.id === 'qatar')!.email);
      expect(message.headers.get('reply-to')).toContain(`<${email}>`);
      expect(decodeHeader(message.headers.get('subject')!)).toBe(`Website enquiry: Technical, Qatar, from Jane Doe [#${stored.id}]`);

      const parts = flattenParts(message);
      const attachment = parts.find((p) => (p.headers.get('content-disposition') ?? '').startsWith('attachment'));
      expect(attachment, 'the CV is attached').toBeDefined();
      expect(attachment!.headers.get('content-disposition')).toMatch(/filename="?Jane CV\.pdf"?/);
      expect(attachment!.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(Buffer.compare(attachment!.body, cv)).toBe(0);

      const html = parts.find((p) => (p.headers.get('content-type') ?? '').startsWith('text/html'))!.body.toString('utf8');
      expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
      expect(html).toContain('Acme &amp; Sons &quot;Ltd&quot;');
      expect(html).not.toContain('<b>bold</b>');
      const text = parts.find((p) => (p.headers.get('content-type') ?? '').startsWith('text/plain'))!.body.toString('utf8');
      expect(text).toContain('Pressure < 30,000 psi');
    });

    test('from the Russian form, with JavaScript: JSON 200, the Russian confirmation path, no CV', async () => {
      const email = `ivan.${Date.now()}@example.org`;
      const response = await post({
        json: true,
        locale: 'ru',
        fields: validFields({ email, name: 'Иван Петров', country: 'azerbaijan', department: 'careers', company: '' })
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, redirect: '/ru/contact/sent' });
      const stored = await enquiryByEmail(email);
      expect(stored).toMatchObject({ locale: 'ru', name: 'Иван Петров', cv: null, department: 'careers' });
      await waitForOutbox(stored.id, (e) => e.outbox.status === 'sent');
      const [mail] = mailsFor(stored.outbox.messageId);
      expect(mail!.to).toContain(siteConfig.departments.careers);
    });

    test.each([
      ['DOCX', make.docx(), 'cv.docx'],
      ['ODT', make.odt(), 'cv.odt'],
      ['DOC', make.doc(), 'cv.doc'],
      ['RTF', make.rtf(), 'cv.rtf']
    ])('with a %s CV is taken', async (_, content, name) => {
      const email = `${name}.${Date.now()}@example.org`;
      expect((await post({ fields: validFields({ email }), files: [{ name, content }] })).status).toBe(303);
      expect((await enquiryByEmail(email)).cv).toMatchObject({ displayName: name });
    });
  });

  describe('delivery through the outbox', () => {
    test('with SMTP down the visitor still gets 2xx; the enquiry waits in the outbox and is delivered once when SMTP is back', async () => {
      await smtp.stop();
      const email = `down.${Date.now()}@example.org`;
      const response = await post({ json: true, fields: validFields({ email }), files: [{ name: 'cv.pdf', content: make.pdf() }] });
      expect(response.status).toBe(200);
      const stored = await enquiryByEmail(email);
      const waiting = await waitForOutbox(stored.id, (e) => e.outbox.attempts >= 1);
      expect(waiting.outbox.status).toBe('pending');
      expect(waiting.outbox.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
      expect(waiting.outbox.nextAttemptAt).toBeGreaterThan(Date.now());

      // Not due yet: nothing is sent before the back-off has passed.
      await smtp.start();
      expect((await deliverDue(store, { ids: [stored.id] })).sent).toEqual([]);

      await advanceOutboxClock(storeConfig(), 60 * 60_000);
      const [first, second] = await Promise.all([deliverDue(store), deliverDue(store)]);
      expect([...first.sent, ...second.sent].filter((id) => id === stored.id)).toHaveLength(1);
      await advanceOutboxClock(storeConfig(), 60 * 60_000);
      expect((await deliverDue(store)).sent).not.toContain(stored.id);
      expect((await store.get(stored.id))!.outbox.status).toBe('sent');
      expect(mailsFor(stored.outbox.messageId)).toHaveLength(1);
    });

    test('an SMTP 4xx answer is retried later; a 5xx answer marks the enquiry failed for staff', async () => {
      smtp.mode = 'tempfail';
      const tempEmail = `temp.${Date.now()}@example.org`;
      expect((await post({ fields: validFields({ email: tempEmail }) })).status).toBe(303);
      const temp = await enquiryByEmail(tempEmail);
      const retried = await waitForOutbox(temp.id, (e) => e.outbox.attempts >= 1);
      expect(retried.outbox).toMatchObject({ status: 'pending' });
      expect(retried.outbox.lastError).toMatch(/451/);

      smtp.mode = 'permfail';
      const permEmail = `perm.${Date.now()}@example.org`;
      expect((await post({ fields: validFields({ email: permEmail }) })).status).toBe(303);
      const perm = await enquiryByEmail(permEmail);
      const failed = await waitForOutbox(perm.id, (e) => e.outbox.status === 'failed');
      expect(failed.outbox.lastError).toMatch(/550/);
      smtp.mode = 'accept';

      await advanceOutboxClock(storeConfig(), 60 * 60_000);
      const report = await deliverDue(store);
      expect(report.sent).toContain(temp.id);
      expect(report.sent).not.toContain(perm.id);
      expect(mailsFor(temp.outbox.messageId)).toHaveLength(1);
      expect(mailsFor(perm.outbox.messageId)).toHaveLength(0);
    });

    describe('each recipient has its own outcome (the SMTP server refuses one address at RCPT TO)', () => {
      const to = siteConfig.departments.careers;
      const cc = siteConfig.countries.find((c) => c.id === 'uk')!.email;
      /** The envelope recipients of each copy of this message the server took, in order. */
      const envelopes = (messageId: string) => mailsFor(messageId).map((m) => m.to);
      let warn: MockInstance<typeof console.warn>;
      let error: MockInstance<typeof console.error>;
      const logged = (spy: MockInstance<(...args: unknown[]) => void>, text: string) =>
        spy.mock.calls.some(([line]) => String(line).includes(text));
      beforeEach(() => {
        warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      });
      afterEach(() => {
        smtp.refuse.clear();
        vi.restoreAllMocks();
      });
      const careersEnquiry = async (label: string) => {
        const email = `${label}.${Date.now()}@example.org`;
        expect((await post({ fields: validFields({ email, department: 'careers', country: 'uk' }) })).status).toBe(303);
        return enquiryByEmail(email);
      };

      test("the department's To: refused for now (451), the office's Cc: accepted: retried, logged, and the Cc gets no second copy", async () => {
        smtp.refuse.set(to, 451);
        const stored = await careersEnquiry('rcpt451');
        const waiting = await waitForOutbox(stored.id, (e) => e.outbox.attempts >= 1);
        expect(waiting.outbox).toMatchObject({ status: 'pending', recipients: [{ address: cc, status: 'sent', error: null }] });
        expect(waiting.outbox.lastError).toContain(`To ${to}:`);
        expect(waiting.outbox.lastError).toMatch(/451/);
        expect(envelopes(stored.outbox.messageId)).toEqual([[cc]]);
        expect(logged(warn, `refused To ${to} for now`)).toBe(true);

        smtp.refuse.clear();
        await advanceOutboxClock(storeConfig(), 60 * 60_000);
        expect((await deliverDue(store, { ids: [stored.id] })).sent).toEqual([stored.id]);
        expect(envelopes(stored.outbox.messageId)).toEqual([[cc], [to]]);
        const sent = (await store.get(stored.id))!.outbox;
        expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
        expect(sent.recipients.map((r) => [r.address, r.status]).sort()).toEqual(
          [
            [cc, 'sent'],
            [to, 'sent']
          ].sort()
        );
      });

      test('the To: refused for good (550), the Cc: accepted: failed with the reason, logged; requeued, it goes to the To: only', async () => {
        smtp.refuse.set(to, 550);
        const stored = await careersEnquiry('rcpt550');
        const failed = await waitForOutbox(stored.id, (e) => e.outbox.status === 'failed');
        expect(failed.outbox.lastError).toContain(`To ${to}:`);
        expect(failed.outbox.lastError).toMatch(/550/);
        expect(failed.outbox.recipients).toEqual(
          [
            { address: cc, status: 'sent', error: null, at: expect.any(Number) },
            { address: to, status: 'failed', error: expect.stringMatching(/550/), at: expect.any(Number) }
          ].sort((a, b) => a.address.localeCompare(b.address))
        );
        expect(logged(error, `refused To ${to} for good`)).toBe(true);
        expect(envelopes(stored.outbox.messageId)).toEqual([[cc]]);

        smtp.refuse.clear();
        expect(await store.requeue([stored.id])).toEqual([stored.id]);
        expect((await deliverDue(store, { ids: [stored.id] })).sent).toEqual([stored.id]);
        expect(envelopes(stored.outbox.messageId)).toEqual([[cc], [to]]);
      });

      test("the office's Cc: refused for now (451), the To: accepted: the office's copy is retried, and the department gets one", async () => {
        smtp.refuse.set(cc, 451);
        const stored = await careersEnquiry('cc451');
        const waiting = await waitForOutbox(stored.id, (e) => e.outbox.attempts >= 1);
        expect(waiting.outbox).toMatchObject({ status: 'pending', recipients: [{ address: to, status: 'sent' }] });
        expect(waiting.outbox.lastError).toContain(`Cc ${cc}:`);
        smtp.refuse.clear();
        await advanceOutboxClock(storeConfig(), 60 * 60_000);
        expect((await deliverDue(store, { ids: [stored.id] })).sent).toEqual([stored.id]);
        expect(envelopes(stored.outbox.messageId)).toEqual([[to], [cc]]);
      });

      test('both refused at RCPT, one for now and one for good: retried to the one, the other kept as failed', async () => {
        smtp.refuse.set(to, 550);
        smtp.refuse.set(cc, 452);
        const stored = await careersEnquiry('both');
        const waiting = await waitForOutbox(stored.id, (e) => e.outbox.attempts >= 1);
        expect(waiting.outbox).toMatchObject({ status: 'pending', recipients: [{ address: to, status: 'failed' }] });
        expect(envelopes(stored.outbox.messageId)).toEqual([]);
        smtp.refuse.delete(cc);
        await advanceOutboxClock(storeConfig(), 60 * 60_000);
        expect((await deliverDue(store, { ids: [stored.id] })).failed).toEqual([stored.id]);
        expect(envelopes(stored.outbox.messageId)).toEqual([[cc]]);
        expect((await store.get(stored.id))!.outbox.lastError).toContain(`To ${to}:`);
      });
    });

    test('50 concurrent valid posts: 50 stored, 50 delivered, none twice', async () => {
      const before = await store.stats();
      const run = `bulk${Date.now()}`;
      const posts = Array.from({ length: 50 }, (_, i) =>
        post({
          fields: validFields({ email: `${run}.${i}@example.org`, name: `Visitor ${i}` }),
          files: i % 5 === 0 ? [{ name: `cv-${i}.pdf`, content: make.pdf(`Visitor ${i}`) }] : []
        })
      );
      const responses = await Promise.all(posts);
      // Other workers (the timer, the command line, another instance) sweep the outbox
      // while the deliveries that follow each answer are still under way.
      await Promise.all([deliverDue(store), deliverDue(store), deliverDue(store)]);
      expect(responses.map((r) => r.status)).toEqual(Array(50).fill(303));

      const mine = (await store.list({ limit: 1000 })).filter((e) => e.email.startsWith(`${run}.`));
      expect(mine).toHaveLength(50);
      const after = await store.stats();
      expect(after.enquiries - before.enquiries).toBe(50);
      expect(after.files - before.files).toBe(10);

      for (const e of mine) await waitForOutbox(e.id, (x) => x.outbox.status === 'sent');
      await Promise.all([deliverDue(store), deliverDue(store)]);
      const ids = new Set(mine.map((e) => e.outbox.messageId));
      const delivered = smtp.messages.map((m) => parseMime(m.raw).headers.get('message-id')).filter((id) => id && ids.has(id));
      expect(delivered).toHaveLength(50);
      expect(new Set(delivered).size).toBe(50);
    });
  });

  describe('bad input: each answer has its status and code, and nothing is stored', () => {
    const pdfFile = (content: Buffer, name = 'cv.pdf'): Upload[] => [{ name, content, type: 'application/pdf' }];
    const bigStream = (bytes: number, pulled: { n: number }) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled.n >= bytes) return controller.close();
          const chunk = new Uint8Array(64 * 1024).fill(97);
          pulled.n += chunk.length;
          controller.enqueue(chunk);
        }
      });

    type Case = [label: string, status: number, code: string, options: () => PostOptions];
    const cases: Case[] = [
      ['JSON body', 415, 'unsupported_media_type', () => ({ body: '{"name":"x"}', headers: { 'content-type': 'application/json' } })],
      ['text/plain body', 415, 'unsupported_media_type', () => ({ body: 'name=x', headers: { 'content-type': 'text/plain' } })],
      ['no content type', 415, 'unsupported_media_type', () => ({ body: new Uint8Array([1, 2, 3]), headers: { 'content-type': null } })],
      [
        'Content-Length over the body limit',
        413,
        'body_too_large',
        () => ({
          body: 'name=x',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(maxBodyBytes + 1) }
        })
      ],
      // The form only posts multipart; Node 24 parses urlencoded keys in quadratic time.
      [
        'a urlencoded body',
        415,
        'unsupported_media_type',
        () => ({ body: 'name=x&email=y', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
      ],
      [
        'more parts than the form could send',
        400,
        'malformed_body',
        () => ({
          fields: { ...validFields(), ...Object.fromEntries(Array.from({ length: multipartLimits.parts }, (_, i) => [`extra${i}`, 'x'])) }
        })
      ],
      [
        'a message past the bytes any valid one takes',
        422,
        'enquiry_too_long',
        () => ({ fields: validFields({ message: `${'x'.repeat(10)}${'\u0000'.repeat(multipartLimits.fieldSize)}` }) })
      ],
      [
        'a streamed body over the body limit',
        413,
        'body_too_large',
        () => ({ body: bigStream(maxBodyBytes + 1024 * 1024, { n: 0 }), headers: { 'content-type': 'multipart/form-data; boundary=x' } })
      ],
      [
        'a CV over the file limit',
        413,
        'file_too_large',
        () => ({ files: pdfFile(Buffer.concat([make.pdf(), Buffer.alloc(maxFileBytes)])) })
      ],
      ['an .exe renamed .pdf', 422, 'file_type', () => ({ files: pdfFile(make.exe()) })],
      ['a zip bomb named .docx', 422, 'file_type', () => ({ files: [{ name: 'cv.docx', content: make.zipBomb() }] })],
      [
        'a zip bomb understating its size, named .docx',
        422,
        'file_type',
        () => ({ files: [{ name: 'cv.docx', content: make.lyingZipBomb() }] })
      ],
      ['a ZIP of 3,000 entries named .docx', 422, 'file_type', () => ({ files: [{ name: 'cv.docx', content: make.manyEntriesZip() }] })],
      ['a macro-enabled document named .docx', 422, 'file_macros', () => ({ files: [{ name: 'cv.docx', content: make.docm() }] })],
      ['a spreadsheet named .doc', 422, 'file_type', () => ({ files: [{ name: 'cv.doc', content: make.xls() }] })],
      ['an HTML page named .pdf', 422, 'file_type', () => ({ files: pdfFile(make.html()) })],
      [
        'an RTF with an embedded object',
        422,
        'file_unsafe_content',
        () => ({ files: [{ name: 'cv.rtf', content: make.rtfWithObject() }] })
      ],
      ['an empty CV file', 422, 'file_empty', () => ({ files: pdfFile(Buffer.alloc(0)) })],
      [
        'two files',
        400,
        'too_many_files',
        () => ({ files: [...pdfFile(make.pdf()), { name: 'b.pdf', content: make.pdf(), field: 'cv2' }] })
      ],
      ['a file in another field', 400, 'malformed_body', () => ({ files: [{ name: 'cv.pdf', content: make.pdf(), field: 'name2' }] })],
      // 40,000 dots held the whole server for 1.6–5 s while the name was cleaned.
      [
        'a CV file name over 1,024 characters',
        400,
        'malformed_body',
        () => ({ files: pdfFile(make.pdf(), `a${'.'.repeat(40_000)}b.pdf`) })
      ],
      [
        'a broken multipart body',
        400,
        'malformed_body',
        () => ({
          body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJane',
          headers: { 'content-type': 'multipart/form-data; boundary=x' }
        })
      ],
      ['no name', 422, 'name_required', () => ({ fields: validFields({ name: undefined }) })],
      ['a blank name', 422, 'name_required', () => ({ fields: validFields({ name: '   \u0000 ' }) })],
      ['a name over 200 characters', 422, 'name_too_long', () => ({ fields: validFields({ name: 'a'.repeat(201) }) })],
      ['a script in the name', 422, 'name_invalid', () => ({ fields: validFields({ name: '<script>alert(1)</script>' }) })],
      ['a header injection in the name', 422, 'name_invalid', () => ({ fields: validFields({ name: 'Jane\r\nBcc: victim@example.net' }) })],
      ['a company over 200 characters', 422, 'company_too_long', () => ({ fields: validFields({ company: 'c'.repeat(201) }) })],
      ['a header injection in the company', 422, 'company_invalid', () => ({ fields: validFields({ company: 'Acme\nX-Spam: yes' }) })],
      ['no email', 422, 'email_required', () => ({ fields: validFields({ email: '' }) })],
      ['an invalid email', 422, 'email_invalid', () => ({ fields: validFields({ email: 'jane at example' }) })],
      [
        'a header injection in the email',
        422,
        'email_invalid',
        () => ({ fields: validFields({ email: 'jane@example.org\r\nBcc: victim@example.net' }) })
      ],
      [
        'an email over 254 characters',
        422,
        'email_too_long',
        () => ({ fields: validFields({ email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }) })
      ],
      ['a phone number with a letter', 422, 'phone_invalid', () => ({ fields: validFields({ phone: '+44 20 7946 0958 ext' }) })],
      [
        'a phone number over its limit',
        422,
        'phone_too_long',
        () => ({ fields: validFields({ phone: '1'.repeat(enquiryFields.phone.max + 1) }) })
      ],
      ['no country', 422, 'office_required', () => ({ fields: validFields({ country: undefined }) })],
      ['an unknown country', 422, 'office_invalid', () => ({ fields: validFields({ country: 'mars' }) })],
      [
        'no department (the selector’s placeholder is not sent)',
        422,
        'department_required',
        () => ({ fields: validFields({ department: undefined }) })
      ],
      ['an empty department', 422, 'department_required', () => ({ fields: validFields({ department: '' }) })],
      ['an unknown department', 422, 'department_invalid', () => ({ fields: validFields({ department: 'ceo' }) })],
      ['an enquiry under 10 characters', 422, 'enquiry_too_short', () => ({ fields: validFields({ message: 'Hi there' }) })],
      ['an enquiry over 5,000 characters', 422, 'enquiry_too_long', () => ({ fields: validFields({ message: 'x'.repeat(5001) }) })],
      ['Sec-Fetch-Site: cross-site', 403, 'cross_site', () => ({ headers: { 'sec-fetch-site': 'cross-site' } })],
      ['an Origin of another site', 403, 'cross_site', () => ({ headers: { origin: 'https://evil.example', 'sec-fetch-site': null } })],
      ['Origin: null', 403, 'cross_site', () => ({ headers: { origin: 'null' } })],
      [
        'a Referer of another site and no Origin',
        403,
        'cross_site',
        () => ({ headers: { origin: null, referer: 'https://evil.example/form' } })
      ],
      ['neither Origin nor Referer', 403, 'cross_site', () => ({ headers: { origin: null } })],
      ['sent under 3 s after the form was shown', 400, 'too_fast', () => ({ tokenAge: 1000 })],
      ['no fill-time cookie', 400, 'form_stale', () => ({ tokenAge: null })],
      [
        'a forged fill-time cookie',
        400,
        'form_stale',
        () => ({ token: `${Date.now() - 60_000}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` })
      ],
      ['a fill-time cookie over a day old', 400, 'form_stale', () => ({ tokenAge: 2 * 24 * 60 * 60 * 1000 })],
      // Bound to the network it was fetched from, for fillTokenMaxAgeMs: one token had served 100 posts from 100 addresses over a day.
      ['a fill-time cookie 3 hours old', 400, 'form_stale', () => ({ tokenAge: 3 * 60 * 60 * 1000 })],
      ['a fill-time cookie fetched from another network', 400, 'form_stale', () => ({ ip: nextIp(), tokenFrom: '192.0.2.1' })],
      [
        'a fill-time cookie fetched from another IPv6 /64',
        400,
        'form_stale',
        () => ({ ip: '2001:db8:40:1::7', tokenFrom: '2001:db8:40:2::7' })
      ]
    ];

    test(`the table has at least 30 cases (${cases.length})`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(30);
    });

    test.each(cases)('%s → %i %s', async (_, status, code, options) => {
      const before = await store.stats();
      const response = await post({ json: true, ...options() });
      expect(response.status).toBe(status);
      const body = (await response.json()) as { ok: boolean; code: string; errors: { code: string; message: string }[] };
      expect(body.ok).toBe(false);
      expect(body.code).toBe(code);
      expect(body.errors[0]!.message).not.toBe(code);
      const after = await store.stats();
      expect({ enquiries: after.enquiries, files: after.files }).toEqual({ enquiries: before.enquiries, files: before.files });
      expect(after.pending + after.sent + after.failed).toBe(before.pending + before.sent + before.failed);
    });

    test.each(hostileFiles().map((h) => [h.label, h] as const))('hostile upload: %s → 422 and its code, nothing stored', async (_, h) => {
      const before = await store.stats();
      const response = await post({ json: true, files: [{ name: h.name, content: h.content }] });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { code: string; errors: { code: string; field?: string; message: string }[] };
      expect(body.code).toBe(h.code);
      expect(body.errors[0]).toMatchObject({ code: h.code, field: 'cv' });
      expect(body.errors[0]!.message).not.toBe(h.code);
      const after = await store.stats();
      expect({ enquiries: after.enquiries, files: after.files }).toEqual({ enquiries: before.enquiries, files: before.files });
    });

    test.each(plainCvs().map((c) => [c.label, c] as const))('plain CV: %s is taken', async (_, c) => {
      const email = `plain.${c.format}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;
      expect((await post({ fields: validFields({ email }), files: [{ name: c.name, content: c.content }] })).status).toBe(303);
      expect((await enquiryByEmail(email)).cv).toMatchObject({ format: c.format });
    });

    test('a CV file name of 1,024 characters, the most taken, is kept cut to 100', async () => {
      const email = `long.name.${Date.now()}@example.org`;
      const name = `${'я'.repeat(1020)}.pdf`;
      expect((await post({ fields: validFields({ email }), files: [{ name, content: make.pdf() }] })).status).toBe(303);
      expect((await enquiryByEmail(email)).cv).toMatchObject({ displayName: `${'я'.repeat(100)}.pdf` });
    });

    test('the honeypot filled → answered as success, kept in quarantine, never e-mailed', async () => {
      const before = await store.stats();
      const email = `bot.${Date.now()}@example.org`;
      const response = await post({ fields: validFields({ email, [formFields.honeypot]: 'https://spam.example' }) });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contact/sent');
      expect((await store.stats()).enquiries).toBe(before.enquiries);
      const [caught] = (await store.list({ quarantined: true, limit: 500 })).filter((e) => e.email === email);
      expect(caught).toMatchObject({ quarantine: 'honeypot', outbox: { status: 'failed' } });
      await advanceOutboxClock(storeConfig(), 3_600_000);
      await deliverDue(store);
      expect(mailsFor(caught!.outbox.messageId)).toHaveLength(0);
    });

    test('over the rate limit → 429 with Retry-After, the sixth post not stored', async () => {
      const ip = '203.0.113.77';
      const run = `rate${Date.now()}`;
      for (let i = 0; i < 5; i++) {
        expect((await post({ ip, fields: validFields({ email: `${run}.${i}@example.org` }) })).status).toBe(303);
      }
      const before = await store.stats();
      const response = await post({ ip, json: true, fields: validFields({ email: `${run}.6@example.org` }) });
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(((await response.json()) as { code: string }).code).toBe('rate_limited');
      expect((await store.stats()).enquiries).toBe(before.enquiries);
      // The limit is per client: another address is not affected.
      expect((await post({ ip: '203.0.113.78', fields: validFields({ email: `${run}.other@example.org` }) })).status).toBe(303);
    });

    test('an IPv6 client counts per /64: five addresses of one /64 fill its limit, another /64 is not affected', async () => {
      const run = `rate6${Date.now()}`;
      const net = `2001:db8:${(Date.now() % 0xfff0).toString(16)}:7`;
      for (let i = 1; i <= 5; i++) {
        expect((await post({ ip: `${net}::${i}`, fields: validFields({ email: `${run}.${i}@example.org` }) })).status).toBe(303);
      }
      const sixth = await post({ ip: `${net}:ffff:ffff:ffff:ffff`, json: true, fields: validFields({ email: `${run}.6@example.org` }) });
      expect(sixth.status).toBe(429);
      expect(
        (await post({ ip: `${net.replace(/:7$/, ':8')}::1`, fields: validFields({ email: `${run}.other@example.org` }) })).status
      ).toBe(303);
    });

    test('the IP is kept only as a salted hash', async () => {
      const ip = '192.0.2.201';
      expect((await post({ ip, fields: validFields({ email: `hash.${Date.now()}@example.org` }) })).status).toBe(303);
      const dump = JSON.stringify(await store.list({ limit: 1000 }));
      expect(dump).not.toContain(ip);
    });

    test('an oversized body is refused without reading the rest', async () => {
      const oversized = (pulled: { n: number }) =>
        request({
          body: bigStream(maxBodyBytes + 1024 * 1024, pulled),
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(maxBodyBytes + 1024 * 1024) }
        });
      // With nothing in front, the connection is closed: the rest is never pulled.
      const declared = { n: 0 };
      process.env.ENQUIRY_PROXY_HOPS = '0';
      const response = await POST(oversized(declared)).finally(() => (process.env.ENQUIRY_PROXY_HOPS = '1'));
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(declared.n).toBeLessThanOrEqual(64 * 1024 * 2);
      // Behind the trusted proxy, which has capped the body, it stays open: a close with the
      // proxy's bytes unread would reset it, and the visitor would get the proxy's 502.
      const behindProxy = await POST(oversized({ n: 0 }));
      expect(behindProxy.status).toBe(413);
      expect(behindProxy.headers.get('connection')).toBeNull();

      const streamed = { n: 0 };
      const second = await POST(
        request({ body: bigStream(10 * maxBodyBytes, streamed), headers: { 'content-type': 'multipart/form-data; boundary=x' } })
      );
      expect(second.status).toBe(413);
      expect(streamed.n).toBeLessThan(maxBodyBytes + 4 * 64 * 1024);
    });

    test('a 4 MiB urlencoded body of `a&` is refused before any of it is parsed, at once', async () => {
      const keys = new TextEncoder().encode('a&'.repeat(2 * 1024 * 1024));
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= keys.length) return controller.close();
          const chunk = keys.subarray(pulled, pulled + 64 * 1024);
          pulled += chunk.length;
          controller.enqueue(chunk);
        }
      });
      const started = performance.now();
      const response = await POST(request({ body, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' } }));
      // Parsed, this body held a Node 24 process for over a minute.
      expect(performance.now() - started).toBeLessThan(1000);
      expect(response.status).toBe(415);
      expect(pulled).toBeLessThanOrEqual(2 * 64 * 1024);
    });

    test('the parts are counted while the body streams: past the limit, the rest is never read', async () => {
      const boundary = 'x';
      const part = (i: number) => `--${boundary}\r\nContent-Disposition: form-data; name="p${i}"\r\n\r\nv\r\n`;
      const total = maxBodyBytes - 1024;
      let pulled = 0;
      let i = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= total) return controller.close();
          let text = '';
          while (text.length < 16 * 1024) text += part(i++);
          const chunk = new TextEncoder().encode(text);
          pulled += chunk.length;
          controller.enqueue(chunk);
        }
      });
      process.env.ENQUIRY_PROXY_HOPS = '0';
      const response = await POST(
        request({ json: true, body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })
      ).finally(() => (process.env.ENQUIRY_PROXY_HOPS = '1'));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('malformed_body');
      expect(pulled).toBeLessThan(total / 4);
    });

    test('other methods → 405 with Allow: POST', async () => {
      for (const handler of [GET, PUT, PATCH]) {
        const response = await handler(new Request(`${origin}/api/contact`, { headers: { accept: 'application/json' } }));
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        expect(((await response.json()) as { code: string }).code).toBe('method_not_allowed');
      }
    });

    test('without JavaScript, problems are listed on a localized page that leads back to the form', async () => {
      const response = await post({ locale: 'ar', fields: validFields({ email: 'nope', message: 'short' }) });
      expect(response.status).toBe(422);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('data-code="email_invalid"');
      expect(html).toContain('data-code="enquiry_too_short"');
      expect(html).toContain('href="/ar/contact"');
      expect(html).toContain('<meta name="robots" content="noindex">');
    });

    test('without JavaScript and no department chosen, the page says to choose one, and nothing is stored', async () => {
      const before = await store.stats();
      const response = await post({ locale: 'ru', fields: validFields({ department: undefined }) });
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toContain('<li data-code="department_required">');
      expect((await store.stats()).enquiries).toBe(before.enquiries);
    });
  });
}

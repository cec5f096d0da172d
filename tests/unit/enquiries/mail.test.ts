import nodemailer from 'nodemailer';
import { describe, expect, test } from 'vitest';
import { backoffMs } from '@/lib/enquiries/delivery';
import { classifySendError } from '@/lib/enquiries/send-results';
import { composeMail, headerSafe, recipients } from '@/lib/enquiries/mail';
import { escapeHtml } from '@/lib/security/escape-html';
import type { OutboxJob } from '@site/enquiry-store';
import { siteConfig } from '@/lib/site-config';
import { pdf } from '../../../packages/cv-check/tests/helpers/documents';
import { decodeHeader, flattenParts, parseMime } from '../../helpers/smtp';

function job(overrides: Partial<OutboxJob> = {}): OutboxJob {
  const content = pdf();
  return {
    id: 42,
    ref: '0f8fad5b-d9cb-469f-a165-70867728950e',
    createdAt: Date.UTC(2025, 2, 14, 9, 30),
    locale: 'az',
    name: 'Elvin Məmmədov',
    company: 'Xəzər <Marine> & Co',
    email: 'elvin@example.az',
    phone: '+994 (12) 555-01-23',
    country: 'azerbaijan',
    department: 'sales',
    message: '<img src=x onerror=alert(1)>\nSecond line & "quotes"',
    cv: { storedName: 'cv-x.pdf', displayName: 'Elvin CV.pdf', format: 'pdf', mime: 'application/pdf', size: content.length, sha256: '' },
    outbox: {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      sentAt: null,
      messageId: '<enquiry.0f8fad5b@example.com>',
      recipients: []
    },
    cvContent: content,
    quarantine: null,
    lease: 0,
    ...overrides
  };
}

async function render(j: OutboxJob): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(await composeMail(j, { name: 'Website', address: 'no-reply@example.com' }));
  return (info.message as Buffer).toString('utf8');
}

describe('enquiry mail', () => {
  test('goes to the department, copied to the country office, Reply-To the visitor, with a stable Message-ID', async () => {
    const raw = await render(job());
    const mail = parseMime(raw);
    expect(mail.headers.get('to')).toBe(siteConfig.departments.sales);
    expect(mail.headers.get('cc')).toBe(siteConfig.countries.find((c) => c.id === 'azerbaijan')!.email);
    expect(mail.headers.get('reply-to')).toContain('<elvin@example.az>');
    expect(mail.headers.get('message-id')).toBe('<enquiry.0f8fad5b@example.com>');
    expect(mail.headers.get('x-enquiry-reference')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    // The enquiry's number in the subject: a second copy reads as the same enquiry.
    expect(decodeHeader(mail.headers.get('subject')!)).toMatch(/ \[#42\]$/);
    // The same enquiry gives the same Message-ID on every attempt.
    expect(parseMime(await render(job())).headers.get('message-id')).toBe(mail.headers.get('message-id'));
  });

  test('lists the phone number under its label, a dash when none was given', async () => {
    const text = (j: OutboxJob) =>
      render(j).then((raw) =>
        flattenParts(parseMime(raw))
          .find((p) => p.headers.get('content-type')!.startsWith('text/plain'))!
          .body.toString('utf8')
      );
    expect(await text(job())).toContain('Phone: +994 (12) 555-01-23');
    expect(await text(job({ phone: '' }))).toContain('Phone: —');
  });

  test('escapes every visitor text in the HTML part', async () => {
    const parts = flattenParts(parseMime(await render(job())));
    const html = parts.find((p) => p.headers.get('content-type')!.startsWith('text/html'))!.body.toString('utf8');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Xəzər &lt;Marine&gt; &amp; Co');
    expect(html).toContain('&quot;quotes&quot;');
  });

  test('attaches the CV under its cleaned name', async () => {
    const parts = flattenParts(parseMime(await render(job())));
    const attachment = parts.find((p) => (p.headers.get('content-disposition') ?? '').startsWith('attachment'))!;
    expect(attachment.headers.get('content-disposition')).toBe('attachment; filename="Elvin CV.pdf"');
    expect(Buffer.compare(attachment.body, job().cvContent!)).toBe(0);
    const none = flattenParts(parseMime(await render(job({ cv: null, cvContent: null }))));
    expect(none.some((p) => (p.headers.get('content-disposition') ?? '').startsWith('attachment'))).toBe(false);
  });

  test('a line break in a visitor value never reaches the header block', async () => {
    const raw = await render(
      job({
        name: 'Eve\r\nBcc: victim@example.net',
        email: 'eve@example.org\r\nX-Injected: 1',
        cv: { ...job().cv!, displayName: 'cv\r\nX-Evil: 1.pdf' }
      })
    );
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).not.toMatch(/^X-Injected:/im);
    const mail = parseMime(raw);
    for (const part of [mail, ...flattenParts(mail)]) {
      expect([...part.headers.keys()]).not.toContain('bcc');
      expect([...part.headers.keys()]).not.toContain('x-injected');
      expect([...part.headers.keys()]).not.toContain('x-evil');
    }
    expect(headerSafe('a\r\nb\u2028c\nd')).toBe('a b c d');
  });

  test('an RFC 2047 encoded word in the name or company is shown as typed, never decoded', async () => {
    // "Admin <admin@evil.example>" and "Boss\r\nBcc: x@evil.example", encoded.
    const word = '=?utf-8?b?QWRtaW4gPGFkbWluQGV2aWwuZXhhbXBsZT4=?=';
    const crlf = '=?utf-8?q?Boss=0D=0ABcc:_x@evil.example?=';
    for (const [name, company] of [
      [word, crlf],
      [`Elvin ${crlf}`, word],
      [`Məmmədov ${word}`, 'Xəzər']
    ]) {
      const raw = await render(job({ name, company }));
      const mail = parseMime(raw);
      for (const header of ['subject', 'reply-to']) {
        const decoded = decodeHeader(mail.headers.get(header)!);
        expect(decoded).not.toContain('evil.example>');
        expect(decoded).not.toMatch(/[\r\n]/);
        expect(decoded).toMatch(/= \?utf-8\?/);
      }
      expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).not.toContain('=?utf-8?b?QWRt');
    }
    expect(headerSafe(word)).toMatch(/^= \?utf-8\?b\?QWRt/);
    expect(headerSafe(word)).not.toContain('=?');
  });

  test('recipients, escaping, back-off and error classes', () => {
    expect(recipients('uk', 'careers')).toEqual({
      to: siteConfig.departments.careers,
      cc: siteConfig.countries.find((c) => c.id === 'uk')!.email
    });
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(30)).toBe(6 * 60 * 60 * 1000);
    expect(classifySendError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }).permanent).toBe(false);
    expect(classifySendError({ code: 'EENVELOPE', responseCode: 452, response: '452 Mailbox full' }).permanent).toBe(false);
    expect(classifySendError({ code: 'EENVELOPE', responseCode: 550, response: '550 No such user' }).permanent).toBe(true);
  });
});

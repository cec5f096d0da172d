/**
 * The e-mail of an enquiry for the staff (in English, from the English catalogue):
 * to the department, copied to the chosen country's office, Reply-To the visitor,
 * every visitor text escaped in the HTML part and kept out of headers' line structure,
 * the CV attached under its cleaned name, and a Message-ID fixed per enquiry (with the
 * enquiry's reference in X-Enquiry-Reference and its number in the subject) so that a
 * retried delivery, or a copy sent twice, is recognisable as the same message.
 */
import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import { localeTable, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { translator } from '@/lib/i18n/translator';
import { escapeHtml } from '@/lib/security/escape-html';
import { siteConfig, type CountryId, type DepartmentId } from '@/lib/site-config';
import { enquiryFields, fieldIds, type FieldId } from '@site/contact-form';
import type { OutboxJob } from '@site/enquiry-store';

/**
 * The language of the staff's mail: English as such (the staff read every enquiry in it,
 * whatever language the visitor wrote in), not the site's default locale, which could
 * change without the staff's language changing.
 */
// eslint-disable-next-line local/english -- the staff read their mail in English whatever the default locale
const staffLocale = 'en' satisfies Locale;

/**
 * Header values: no line break of any kind can reach the header block, and no RFC 2047
 * encoded word ("=?utf-8?b?…?=") passes as one. Nodemailer sends an ASCII value as it is,
 * and mail programs decode such a word in a display name or subject: a name could show
 * as another sender, or carry an encoded line break. "=?" becomes "= ?", which no
 * decoder reads as the start of a word; the staff still see what was typed.
 * @internal
 */
export function headerSafe(value: string): string {
  return value
    .replace(/[\r\n\u0085\u2028\u2029\u0000-\u001F\u007F]+/g, ' ')
    .replace(/=\?/g, '= ?')
    .trim();
}

/** The department's address, and the chosen country's office's when it is another. */
export function recipients(country: string, department: string): { to: string; cc?: string } {
  const to = siteConfig.departments[department as DepartmentId] ?? siteConfig.departments.general;
  const cc = siteConfig.countries.find((c) => c.id === country)?.email;
  return cc && cc !== to ? { to, cc } : { to };
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export async function composeMail(job: OutboxJob, from: { name: string; address: string }): Promise<SendMailOptions> {
  const messages = await loadMessages(staffLocale);
  const t = await translator(staffLocale, 'ContactForm');
  const country = messages.Countries[job.country as CountryId] ?? job.country;
  const department = messages.ContactForm.departments[job.department as DepartmentId] ?? job.department;
  const language = localeTable.find((l) => l.code === job.locale)?.language ?? job.locale;
  const received = `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(job.createdAt)} UTC`;
  const { to, cc } = recipients(job.country, job.department);
  const cv = job.cv ? `${job.cv.displayName} (${formatSize(job.cv.size)})` : t('mail.noCv');

  // The form's fields in its order, under their labels (fields.ts): a choice by its name,
  // an empty optional field as a dash. Text of several lines is the body, below them.
  const shown: Partial<Record<FieldId, string>> = { country, department };
  const rows: [string, string][] = [
    ...fieldIds
      .filter((f) => enquiryFields[f].kind !== 'text')
      .map((f): [string, string] => [t(enquiryFields[f].mail), shown[f] ?? (job[f] || '—')]),
    [t('mail.language'), language],
    [t('mail.received'), received],
    [t('mail.reference'), `#${job.id} (${job.ref})`],
    [t('mail.cv'), cv]
  ];

  const text = [
    t('mail.heading'),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t(enquiryFields.message.mail)}:`,
    job.message,
    '',
    '--',
    t('mail.replyHint')
  ].join('\n');

  const html = `<!doctype html>
<html lang="${staffLocale}"><head><meta charset="utf-8"><title>${escapeHtml(t('mail.heading'))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#0f172a">
<h1 style="font-size:18px">${escapeHtml(t('mail.heading'))}</h1>
<table cellpadding="4" cellspacing="0" style="border-collapse:collapse">
${rows
  .map(
    ([label, value]) =>
      `<tr><th align="left" valign="top" style="padding-right:12px">${escapeHtml(label)}</th><td dir="auto">${escapeHtml(value)}</td></tr>`
  )
  .join('\n')}
</table>
<h2 style="font-size:16px">${escapeHtml(t(enquiryFields.message.mail))}</h2>
<div dir="auto" style="white-space:pre-wrap">${escapeHtml(job.message)}</div>
<hr>
<p style="color:#475569">${escapeHtml(t('mail.replyHint'))}</p>
</body></html>`;

  return {
    from: { name: headerSafe(from.name), address: from.address },
    to,
    ...(cc ? { cc } : {}),
    replyTo: { name: headerSafe(job.name), address: headerSafe(job.email) },
    // The enquiry's number in the subject too, so that a copy sent twice (delivery is at
    // least once: docs/enquiries.md) is seen as the same enquiry in any mail program.
    subject: `${headerSafe(t('mail.subject', { department, country, name: job.name }))} [#${job.id}]`,
    messageId: job.outbox.messageId,
    date: new Date(job.createdAt),
    headers: { 'X-Enquiry-Reference': job.ref },
    text,
    html,
    attachments:
      job.cv && job.cvContent ? [{ filename: headerSafe(job.cv.displayName), content: job.cvContent, contentType: job.cv.mime }] : []
  };
}

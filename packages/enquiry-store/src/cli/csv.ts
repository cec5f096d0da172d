/** `npm run enquiries -- export --csv`: every enquiry as one CSV row, for a spreadsheet. */
import { enquiryFields, fieldIds } from '@site/contact-form';
import type { EnquirySummary } from '../types';
import { iso, showBidi } from './text';

// The form's fields under their export columns (@site/contact-form's table), in the form's order.
const header = [
  'id',
  'ref',
  'received',
  'locale',
  ...fieldIds.map((f) => enquiryFields[f].export),
  'cv_name',
  'cv_format',
  'cv_bytes',
  'mail_status',
  'mail_attempts',
  'mail_sent',
  'mail_error'
];

/** CSV cell: quoted, never read as a formula by a spreadsheet, bidi controls shown escaped. */
function csvCell(value: string | number | null): string {
  let text = showBidi(value == null ? '' : String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The CSV file: a byte order mark (so that spreadsheets read UTF-8), the header, one row per enquiry, CRLF line ends. */
export function enquiriesCsv(rows: EnquirySummary[]): string {
  const lines = [
    header.join(','),
    ...rows.map((e) =>
      [
        e.id,
        e.ref,
        iso(e.createdAt),
        e.locale,
        ...fieldIds.map((f) => e[f]),
        e.cv?.displayName ?? '',
        e.cv?.format ?? '',
        e.cv?.size ?? '',
        e.outbox.status,
        e.outbox.attempts,
        iso(e.outbox.sentAt),
        e.outbox.lastError ?? ''
      ]
        .map(csvCell)
        .join(',')
    )
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

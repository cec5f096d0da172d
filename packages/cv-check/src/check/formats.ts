/**
 * The CV formats the check reads, and what a browser may be told of them: plain data,
 * no Node built-in, so that the contact form in the browser takes its file picker's list
 * and its size limit from here (the package's `@site/cv-check/formats` entry).
 */

/** CV formats, decided by content; a name's extension only guides the file picker. */
export const cvFormats = ['pdf', 'docx', 'doc', 'odt', 'rtf'] as const;
export type CvFormat = (typeof cvFormats)[number];

export const cvMimeTypes: Record<CvFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf'
};

/**
 * The largest CV the check is built for: the sandbox's memory and CPU limits
 * (../sandbox/limits.ts) are measured against the largest files of this size
 * (../../tests/integration/sandbox-memory.test.ts), so a caller refuses a bigger file before
 * it is checked.
 */
export const maxCvBytes = 4 * 1024 * 1024;

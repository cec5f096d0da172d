/**
 * What the inspection of an uploaded CV concludes. Each refusal carries the code the
 * visitor sees (a few meaningful ones, not one per rule) and a reason for the logs. The
 * codes are the contact route's own (packages/contact-form/src/codes.ts lists them with
 * their messages); the site's type check holds that each one here is one of them.
 */
import type { CvFormat } from './formats';

export type FileProblem =
  | 'file_empty'
  | 'file_type'
  | 'file_unsafe_content'
  | 'file_encrypted'
  | 'file_damaged'
  | 'file_name_mismatch'
  | 'file_macros'
  | 'file_old_format';

export type Verdict = { ok: true; format: CvFormat } | { ok: false; code: FileProblem; reason: string };
export type Refusal = Extract<Verdict, { ok: false }>;

export const accept = (format: CvFormat): Verdict => ({ ok: true, format });
export const refuse = (code: FileProblem, reason: string): Refusal => ({ ok: false, code, reason });

/**
 * What the inspection of an uploaded CV concludes. Each refusal carries the code the
 * visitor sees (a few meaningful ones, not one per rule) and a reason for the logs.
 */
import 'server-only';
import type { FieldErrorCode } from '../codes';
import type { CvFormat } from '../limits';

export type FileProblem = Extract<
  FieldErrorCode,
  'file_type' | 'file_unsafe_content' | 'file_encrypted' | 'file_damaged' | 'file_name_mismatch' | 'file_macros' | 'file_old_format'
>;

export type Verdict = { ok: true; format: CvFormat } | { ok: false; code: FileProblem; reason: string };
export type Refusal = Extract<Verdict, { ok: false }>;

export const accept = (format: CvFormat): Verdict => ({ ok: true, format });
export const refuse = (code: FileProblem, reason: string): Refusal => ({ ok: false, code, reason });

/**
 * The kinds of value an environment variable takes, as zod schemas of its trimmed text,
 * and the shape of a declaration: what lib/env.ts, the one list of the variables, is
 * written with.
 */
import * as z from 'zod/mini';
import { isSafeExternalUrl } from './browser/links';

/** When a variable is read: when the site is built (inlined or prerendered), when it runs, or both. */
type ReadAt = 'build' | 'run' | 'build and run';

export type Variable = {
  /** Parses the trimmed text. */
  schema: z.ZodMiniType<unknown, string>;
  read: ReadAt;
  /** Parsed in place of an unset value. */
  default?: string;
  /** What an unset value means, when it is not simply a default (README's Default column). */
  unset?: string;
  /** Who sets it, when not the deployment. */
  setBy?: 'Next.js' | 'the build' | 'the host';
  /** What it sets: one line. */
  doc: string;
};

export const text = z.string();
export const httpUrl = z.string().check(z.refine(isSafeExternalUrl, { error: 'expected an http(s) URL' }));
/** A number for which `ok` holds, read as Number() reads it. */
export const number = (ok: (n: number) => boolean, expected: string) =>
  z.pipe(z.string().check(z.refine((s) => ok(Number(s)), { error: `expected ${expected}` })), z.transform(Number));
/** `1` or `0`, read as true or false. */
export const flag = z.pipe(
  z.enum(['0', '1'], { error: 'expected 1 or 0' }),
  z.transform((v) => v === '1')
);
export const wholeNumber = (max: number) => number((n) => Number.isInteger(n) && n >= 0 && n <= max, `a whole number from 0 to ${max}`);

/** A variable's value is unreadable: the message names it, its value and what it takes. */
export class EnvError extends Error {
  constructor(name: string, value: string, expected: string) {
    super(`${name}=${JSON.stringify(value)} is not valid: ${expected} (lib/env.ts)`);
    this.name = 'EnvError';
  }
}

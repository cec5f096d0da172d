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
  /** It holds a password or is one: an error names it without showing it (EnvError). */
  secret?: true;
  /** Who sets it, when not the deployment. */
  setBy?: 'Next.js' | 'the build' | 'the host';
  /** What it sets: one line. */
  doc: string;
};

export const text = z.string();

/** The shortest CRON_SECRET: 32 characters of a random hex string are 128 bits, past guessing through a rate-limited route. */
export const cronSecretMinChars = 32;
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

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * A URL with a password in it, of one of `schemes`. A `#`, `/`, `?` or `@` left unencoded
 * in the password makes text that is no URL, or a URL of another host (the password's
 * start read as a port, the rest as a fragment), which the client would report with the
 * whole text, password and all: refused here, when the server starts, instead.
 */
export const credentialUrl = (schemes: string[], hostRequired: boolean) =>
  z.string().check(
    z.refine(
      (text) => {
        const url = parsedUrl(text);
        if (!url || !schemes.includes(url.protocol) || (hostRequired && url.hostname === '')) return false;
        return !text.includes('#') && !`${url.pathname}${url.search}`.includes('@');
      },
      { error: `expected a ${schemes.map((s) => s.replace(':', '://')).join(' or ')} URL, any of @ # / ? in its password percent-encoded` }
    )
  );

/** Text where a URL's `user:password@` may appear (an error, a log line): each password hidden, up to the URL's last @. */
export function redactCredentials(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/[^\s'"`:@/]*):[^\s'"`]*@/gi, '$1:***@');
}

/** How an error shows a value: a secret's never, beyond a URL's scheme and host. */
function shown(value: string, secret: boolean): string {
  if (!secret) return JSON.stringify(value);
  const url = /^([a-z][a-z0-9+.-]*:\/\/)[^]*@([^@]*)$/i.exec(value);
  return url ? JSON.stringify(`${url[1]}***@${url[2]}`) : `(${value.length} characters, not shown)`;
}

/** A variable's value is unreadable: the message names it, its value and what it takes. */
export class EnvError extends Error {
  constructor(name: string, value: string, expected: string, secret = false) {
    super(`${name}=${shown(value, secret)} is not valid: ${expected} (lib/env.ts)`);
    this.name = 'EnvError';
  }
}

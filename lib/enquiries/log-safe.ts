/**
 * What the enquiry pipeline's catch-alls log of an error they did not expect: all of it
 * (stack, cause, the properties a library adds), with the password of any URL in it
 * hidden. A client library may put the URL it was given into its error (new URL()'s
 * `input`, a driver's message), and SMTP_URL and DATABASE_URL carry passwords.
 */
import 'server-only';
import { inspect } from 'node:util';
import { redactCredentials } from '@/lib/env-schemas';

export function loggable(error: unknown): string {
  return redactCredentials(typeof error === 'string' ? error : inspect(error, { depth: 4 }));
}

/**
 * One valid contact post: its form (`contactForm`, which the tests that post to a running
 * server encode themselves) and the whole `Request`, for the fault-injection tests that
 * call the route handler with their own store (the full request matrix is in handler-suite.ts).
 */
import { fillCookieName } from '@/lib/enquiries/limits';
import { formFields } from '@site/contact-form';
import { signFillToken, tokenNetwork } from '@/lib/enquiries/security';
import { siteConfig } from '@/lib/site-config';

/**
 * What a post may carry besides its fields: a CV, the signal of a client that can go
 * away, and when its form was shown (by default 10 s ago), for a handler on its own clock.
 */
type Extra = { cv?: Cv; signal?: AbortSignal; shownAt?: number };

/** A CV to attach to a post: its file name and bytes. */
type Cv = { name: string; content: Buffer };

/**
 * The fields of one valid contact post, as the form sends them (multipart), with the
 * honeypot empty; `visitor` names the sender and says what they ask, so that a flood's
 * posts can be told apart in the store.
 */
export function contactForm(
  email: string,
  cv?: Cv,
  visitor = { name: 'Fault Tester', message: 'Please quote a laser scan of our plant.' }
): FormData {
  const form = new FormData();
  const fields = {
    [formFields.name]: visitor.name,
    [formFields.company]: 'Acme',
    [formFields.email]: email,
    [formFields.country]: 'qatar',
    [formFields.message]: visitor.message,
    [formFields.department]: 'technical',
    [formFields.honeypot]: ''
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (cv) form.append(formFields.cv, new File([new Uint8Array(cv.content)], cv.name));
  return form;
}

export function contactPost(secret: string, email: string, ip = '198.51.100.7', extra: Extra = {}): Request {
  const form = contactForm(email, extra.cv);
  const headers = new Headers({
    origin: siteConfig.url,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': ip,
    accept: 'application/json',
    cookie: `${fillCookieName}=${signFillToken(extra.shownAt ?? Date.now() - 10_000, secret, tokenNetwork(ip))}`
  });
  return new Request(`${siteConfig.url}/api/contact`, { method: 'POST', body: form, headers, signal: extra.signal });
}

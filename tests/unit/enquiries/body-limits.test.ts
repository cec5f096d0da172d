/**
 * The largest post the form accepts passes every host the site deploys to:
 * its body fits the app's own limit, Vercel's body quota and, base64-encoded,
 * Lambda's payload quota; nginx lets it and the app's own answer just above the limit
 * through. Every size comes from lib/enquiries/limits.ts and the fields' table (fields.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { maxBodyBytes, maxFileBytes, maxFileNameChars, platformRequestLimits, proxyBodyBytes } from '@/lib/enquiries/limits';
import { formFields, enquiryFields, fieldIds } from '@site/contact-form';
import { optionsOf } from '@/lib/enquiries/contact-form';

/** Three UTF-8 bytes per UTF-16 unit: the most any text of a given length can take. */
const widest = (units: number) => '€'.repeat(units);
const longest = (ids: readonly string[]) => ids.reduce((a, b) => (b.length > a.length ? b : a));

/** The body a browser sends for the form filled to every limit, with the largest CV. */
async function largestPost(): Promise<number> {
  const form = new FormData();
  // Every text field of the table (fields.ts) at its limit: a choice its longest id, an
  // address all ASCII (as an address is), any other text three bytes a character.
  for (const id of fieldIds) {
    const f: { form: string; kind: string; max?: number } = enquiryFields[id];
    const options = optionsOf(id);
    if (options) form.set(f.form, longest(options));
    else if (f.kind === 'email') form.set(f.form, `${'a'.repeat(64)}@${'b'.repeat(f.max! - 65)}`);
    else form.set(f.form, widest(f.max!));
  }
  form.set(formFields.honeypot, '');
  form.set(formFields.cv, new File([new Uint8Array(maxFileBytes)], `${widest(maxFileNameChars - 4)}.pdf`, { type: 'application/pdf' }));
  return (await new Response(form).arrayBuffer()).byteLength;
}

describe('request body limits', () => {
  test('the largest accepted post fits the app, Vercel and, base64-encoded, Lambda with room for its headers', async () => {
    const body = await largestPost();
    expect(body).toBeLessThanOrEqual(maxBodyBytes);
    expect(maxBodyBytes).toBeLessThanOrEqual(platformRequestLimits.vercelBodyBytes);
    // Lambda's event: the body base64-encoded, and the request's headers (nginx's whole header buffer is 32 KB; 256 KB is ample).
    expect(Math.ceil(maxBodyBytes / 3) * 4 + 256 * 1024).toBeLessThanOrEqual(platformRequestLimits.lambdaPayloadBytes);
  });

  test("nginx's client_max_body_size for the form is proxyBodyBytes, above the app's limit", () => {
    const conf = fs.readFileSync(path.join(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');
    const block = /location = \/api\/contact \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(/client_max_body_size (\d+)k;/.exec(block)?.[1]).toBe(String(proxyBodyBytes / 1024));
    expect(proxyBodyBytes).toBeGreaterThan(maxBodyBytes);
  });
});

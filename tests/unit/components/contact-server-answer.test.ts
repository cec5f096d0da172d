/**
 * The contact form turns whatever comes back into something it can say, even when an
 * instance dies under load: the route's JSON as it is, and anything else (nginx's plain
 * HTML 502 for a post in flight on a killed instance, a 503 or 504, a captive portal, a
 * truncated body) into its own localized "not sent, try again" (`unavailable`). Before,
 * the HTML made `response.json()` throw, and the form blamed the visitor's connection.
 */
import { describe, expect, it } from 'vitest';
import { readServerAnswer } from '@/components/contact/server-answer';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notTaken = { ok: false, code: 'unavailable', errors: [{ code: 'unavailable' }] };

describe("the form's reading of an answer", () => {
  it('takes the route’s own JSON as it is: success, a refusal with its fields', async () => {
    expect(await readServerAnswer(json(200, { ok: true, redirect: '/contact/sent' }))).toEqual({ ok: true, redirect: '/contact/sent' });
    const refusal = { ok: false, code: 'email_invalid', errors: [{ code: 'email_invalid', field: 'email', message: 'Please…' }] };
    expect(await readServerAnswer(json(422, refusal))).toEqual(refusal);
    expect(await readServerAnswer(json(503, notTaken))).toEqual(notTaken);
  });

  it.each([
    [
      'nginx 502 Bad Gateway (HTML)',
      502,
      'text/html',
      '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>'
    ],
    ['nginx 503 (HTML)', 503, 'text/html', '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>'],
    ['nginx 504 Gateway Time-out (HTML)', 504, 'text/html', '<html><body><h1>504 Gateway Time-out</h1></body></html>'],
    ['a 200 page from a captive portal', 200, 'text/html', '<html><body>Log in to the hotel Wi-Fi</body></html>'],
    ['plain text', 502, 'text/plain', 'upstream connect error'],
    ['JSON cut short', 502, 'application/json', '{"ok":false,"co'],
    ['JSON of another shape', 500, 'application/json', '{"error":"Internal Server Error"}'],
    ['a code this page does not know', 503, 'application/json', '{"ok":false,"code":"overloaded","errors":[{"code":"overloaded"}]}'],
    ['success claimed with an error status', 502, 'application/json', '{"ok":true,"redirect":"/contact/sent"}'],
    ['no body', 502, '', '']
  ])('%s: the form’s own "not sent, try again" (unavailable)', async (_, status, type, body) => {
    const response = new Response(body || null, { status, headers: type ? { 'content-type': type } : {} });
    expect(await readServerAnswer(response)).toEqual(notTaken);
  });
});

/**
 * The answers of the contact route: JSON for the form's fetch (Accept: application/json),
 * and for a plain form post a 303 to the confirmation page or a small localized page
 * listing what must be corrected, with a link back to the form.
 */
import 'server-only';
import { localeInfo, localizedPath, type Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/routes';
import { statusOf, type EnquiryError, type ErrorCode } from '@site/contact-form';
import { translator } from '@/lib/i18n/translator';
import { errorMessages } from './error-messages';
import { escapeHtml } from '@/lib/security/escape-html';

function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

const noStore = { 'cache-control': 'no-store' };

export function successResponse(request: Request, locale: Locale): Response {
  const location = localizedPath(locale, pagePath('contactSent'));
  if (wantsJson(request)) return Response.json({ ok: true, redirect: location }, { status: 200, headers: noStore });
  return new Response(null, { status: 303, headers: { location, ...noStore } });
}

type ErrorOptions = { retryAfterSeconds?: number; allow?: string; closeConnection?: boolean };

export async function errorResponse(
  request: Request,
  locale: Locale,
  errors: EnquiryError[],
  options: ErrorOptions = {}
): Promise<Response> {
  const status = statusOf(errors);
  const page = await translator(locale, 'ContactErrors');
  const messages = errorMessages(page);
  const headers: Record<string, string> = { ...noStore };
  if (options.retryAfterSeconds !== undefined) headers['retry-after'] = String(options.retryAfterSeconds);
  if (options.allow) headers.allow = options.allow;
  // The rest of a body the handler did not read is not pulled: the connection is closed instead.
  if (options.closeConnection) headers.connection = 'close';
  const code: ErrorCode = errors[0]!.code;

  if (wantsJson(request)) {
    return Response.json({ ok: false, code, errors: errors.map((e) => ({ ...e, message: messages[e.code] })) }, { status, headers });
  }

  const info = localeInfo(locale);
  const form = localizedPath(locale, pagePath('contact'));
  const items = errors
    .map((e) => {
      const text = escapeHtml(messages[e.code]);
      return `<li data-code="${e.code}">${text}</li>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="${info.hrefLang}" dir="${info.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page('page.title'))}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{margin:0;background:#fff;color:#0f172a}
main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem}
h1{font-size:1.75rem;margin:0 0 1rem}
ul{padding-inline-start:1.25rem}
li{margin:.5rem 0;color:#b91c1c}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border-radius:.375rem;background:#15803d;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:2px solid #15803d;outline-offset:2px}
.hint{color:#334155}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}li{color:#fca5a5}.hint{color:#cbd5e1}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page('page.title'))}</h1>
<p>${escapeHtml(page('page.lead'))}</p>
<ul>
${items}
</ul>
<p class="hint">${escapeHtml(page('page.backHint'))}</p>
<a href="${form}">${escapeHtml(page('page.back'))}</a>
</main>
</body>
</html>`;
  return new Response(html, { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}

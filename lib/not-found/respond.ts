import { env, parseEnv } from '@/lib/env';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { fillRequestedPath } from '@/lib/next-build/output';
import { unmatchedSegment } from '@/lib/routes';
import { cspForHtml, securityHeaders } from '@/lib/security/csp';
import { escapeHtml } from '@/lib/security/escape-html';
import { displayPath } from './display-path';

/**
 * Why a route handler answers unmatched paths: Next 16 renders a `notFound()`
 * thrown while rendering on demand as an empty shell (`<html id="__next_error__">`)
 * whose content only the client draws, so visitors without JavaScript and crawlers
 * would see a blank page. Instead, the not-found page is prerendered per locale
 * (app/[locale]/not-found-page) and served from here, complete, with status 404.
 */

const pages = new Map<Locale, { html: string; csp: string }>();

/**
 * The security headers too, built once: a 404 under /_next/static/ is a document, but
 * the header rules give that folder only the static assets' headers (next.config.ts).
 */
const documentSecurityHeaders = Object.fromEntries(securityHeaders.map(({ key, value }) => [key.toLowerCase(), value]));

let built: Partial<Record<string, string>> | null = null;

/**
 * The prerendered not-found page of each language, inlined into this bundle when the
 * site was built (next.config.ts's `env`, from what the build learned of its pages:
 * lib/next-build/second-pass.ts), so that a 404 reads nothing from the build folder at
 * request time: a serverless function's bundle has no build folder. Written out as
 * `process.env.SITE_NOT_FOUND_PAGES` (notFoundPagesEnv there): Next inlines only that form,
 * and only here (lib/env.ts, which declares it, says why).
 */
function builtNotFoundPages(): Partial<Record<string, string>> {
  built ??= parseEnv('SITE_NOT_FOUND_PAGES', process.env.SITE_NOT_FOUND_PAGES);
  return built;
}

function prerenderedNotFound(locale: Locale): { html: string; csp: string } | null {
  const cached = pages.get(locale);
  if (cached) return cached;
  // `next dev` serves no prerendered pages.
  if (env('NODE_ENV') !== 'production') return null;
  const html = builtNotFoundPages()[locale];
  if (!html) {
    console.error(
      `[not-found] this build has no prerendered ${locale} not-found page: build with npm run build (scripts/build/next-build.ts)`
    );
    return null;
  }
  // Only the text of the path changes per request: the inline scripts, and so
  // their hashes, are the page's own (the same policy lib/next-build/csp-rules.ts gives
  // the 404s that a header rule reaches first).
  const page = { html: fillRequestedPath(html, ''), csp: cspForHtml(html) };
  pages.set(locale, page);
  return page;
}

/**
 * The path the visitor asked for, rebuilt from the catch-all's segments.
 * @internal
 */
export function requestedPath(localeSegment: string, rest: readonly string[]): string {
  const segments = rest[0] === unmatchedSegment ? rest.slice(1) : rest;
  const tail = segments.map((s) => encodeURI(decodeSafe(s))).join('/');
  if (localeSegment === defaultLocale) return `/${tail}`;
  return `/${localeSegment}${tail ? `/${tail}` : ''}`;
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Writes the asked-for path into the prerendered page, escaped.
 * @internal
 */
export function withRequestedPath(html: string, pathname: string): string {
  return fillRequestedPath(html, escapeHtml(displayPath(pathname)));
}

export async function notFoundResponse(localeSegment: string, rest: readonly string[], method: string): Promise<Response> {
  const locale: Locale = isLocale(localeSegment) ? localeSegment : defaultLocale;
  const pathname = requestedPath(localeSegment, rest);
  const page = prerenderedNotFound(locale);
  const headers = {
    ...documentSecurityHeaders,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0, must-revalidate'
  };
  if (!page) return new Response(`Not found: ${escapeHtml(pathname)}`, { status: 404, headers });
  return new Response(method === 'HEAD' ? null : withRequestedPath(page.html, pathname), {
    status: 404,
    headers: { ...headers, 'content-security-policy': page.csp }
  });
}

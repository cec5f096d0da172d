import { env } from '@/lib/env';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { unmatchedSegment } from '@/lib/routes';
import { securityHeaders } from '@/lib/security/csp';
import { pagePolicies } from '@/lib/security/page-policies';
import { escapeHtml } from '@/lib/security/escape-html';
import { displayPath } from './display-path';
import { fillRequestedPath } from './requested-path';

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

/**
 * The prerendered not-found page of a language and its policy, from the manifest the build
 * wrote beside its pages (lib/security/page-policies.ts, which proxy.ts reads too), so that
 * a 404 needs nothing else of the build folder: a serverless function has the manifest
 * and not the pages.
 */
function prerenderedNotFound(locale: Locale): { html: string; csp: string } | null {
  const cached = pages.get(locale);
  if (cached) return cached;
  // `next dev` serves no prerendered pages.
  if (env('NODE_ENV') !== 'production') return null;
  const built = pagePolicies()?.notFound[locale];
  if (!built) return null;
  // Only the text of the path changes per request: the inline scripts, and so their
  // hashes, are the page's own.
  const page = { html: fillRequestedPath(built.html, ''), csp: built.csp };
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

/**
 * Whether the path's first segment is a language in other letters (/RU/contact, /Ar).
 * Pages are served by exact path, but Next matches its rewrites without regard to case,
 * so such a path escapes the rewrite that makes bare paths English and reaches
 * app/[locale] with a language it does not have, whose answer is Next's bare error
 * document. proxy.ts answers it here instead: the English 404, as for any other bare path.
 */
export function hasMiscasedLocale(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return !isLocale(first) && isLocale(first.toLowerCase());
}

/** The English 404 for a path whose language is in other letters (hasMiscasedLocale). */
export function miscasedLocaleResponse(pathname: string, method: string): Promise<Response> {
  return notFoundResponse(defaultLocale, pathname.split('/').slice(1), method);
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { unmatchedSegment } from '@/lib/routes';
import { cspForHtml } from '@/lib/security/csp';
import { displayPath, escapeHtml } from './display-path';

/**
 * Why a route handler answers unmatched paths: Next 16 renders a `notFound()`
 * thrown while rendering on demand as an empty shell (`<html id="__next_error__">`)
 * whose content only the client draws, so visitors without JavaScript and crawlers
 * would see a blank page. Instead, the not-found page is prerendered per locale
 * (app/[locale]/not-found-page) and served from here, complete, with status 404.
 */


const pages = new Map<Locale, { html: string; csp: string }>();

async function prerenderedNotFound(locale: Locale): Promise<{ html: string; csp: string } | null> {
  const cached = pages.get(locale);
  if (cached) return cached;
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const file = path.join(process.cwd(), distDir, 'server', 'app', locale, 'not-found-page.html');
  try {
    const html = await fs.readFile(file, 'utf8');
    // Only the text of the path changes per request: the inline scripts, and so
    // their hashes, are the page's own.
    const page = { html, csp: cspForHtml(html) };
    pages.set(locale, page);
    return page;
  } catch {
    return null; // `next dev` has no prerendered pages
  }
}

/** The path the visitor asked for, rebuilt from the catch-all's segments. */
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

/** Writes the asked-for path into the prerendered page, escaped. */
export function withRequestedPath(html: string, pathname: string): string {
  return html.replace(
    /(<code[^>]*data-testid="requested-path"[^>]*>)[\s\S]*?(<\/code>)/,
    (_, open: string, close: string) => `${open}${escapeHtml(displayPath(pathname))}${close}`
  );
}

export async function notFoundResponse(localeSegment: string, rest: readonly string[], method: string): Promise<Response> {
  const locale: Locale = isLocale(localeSegment) ? localeSegment : defaultLocale;
  const pathname = requestedPath(localeSegment, rest);
  const page = await prerenderedNotFound(locale);
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0, must-revalidate'
  };
  if (!page) return new Response(`Not found: ${escapeHtml(pathname)}`, { status: 404, headers });
  return new Response(method === 'HEAD' ? null : withRequestedPath(page.html, pathname), {
    status: 404,
    headers: { ...headers, 'content-security-policy': page.csp }
  });
}

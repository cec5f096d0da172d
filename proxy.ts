import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';
import { hasMiscasedLocale, miscasedLocaleResponse } from './lib/not-found/respond';
import { cameOverTls } from './lib/security/forwarded';
import { policyForPath } from './lib/security/page-policies';
import { refuseWriteToPage, repairMalformedPath } from './lib/security/request-guard';

const handleI18nRouting = createMiddleware(routing);

/**
 * Every page request: writes to a page are refused and malformed paths sent to their repair
 * (lib/security/request-guard.ts); a path whose language is in other letters (/RU/contact)
 * gets the English 404 (lib/not-found/respond.ts says why). Then locale detection, for the root only: "/" goes to
 * the language in the i18n_redirected cookie when it holds a valid one, else to the best
 * Accept-Language match, else serves English. Every other path is prerendered and
 * served as it is, so shared links and crawlers get exactly the page they asked for
 * (bare paths are English through a rewrite in next.config.ts).
 *
 * Each answer carries the Content-Security-Policy of the document served at its path:
 * the page's own, listing its inline scripts, or the not-found page's
 * (lib/security/page-policies.ts, from the manifest the build wrote).
 */
export default async function proxy(request: NextRequest): Promise<Response> {
  const response = await answer(request);
  response.headers.set('Content-Security-Policy', policyForPath(request.nextUrl.pathname));
  return response;
}

async function answer(request: NextRequest): Promise<Response> {
  const refused = refuseWriteToPage(request) ?? repairMalformedPath(request);
  if (refused) return refused;
  const { pathname } = request.nextUrl;
  if (hasMiscasedLocale(pathname)) return miscasedLocaleResponse(pathname, request.method);
  if (pathname !== '/') return NextResponse.next();
  return detectLocale(request);
}

function detectLocale(request: NextRequest) {
  // Detection is for arriving at the site (docs/behaviour.md, Languages). A
  // request from one of its own pages (the router fetching or prefetching "/", or a
  // link followed without JavaScript) gets the English home that page links to; else
  // an English page's logo led to /ar for a visitor whose cookie says Arabic.
  if (fromOwnPage(request)) return NextResponse.next();
  const response = handleI18nRouting(request);
  // English is served at "/" by next.config's rewrite. A rewrite from here would be
  // routed again (and /en redirected back to /), so pass through, keeping cookies.
  const answer = response.headers.has('x-middleware-rewrite') ? NextResponse.next() : response;
  // next-intl's cookie options are fixed at start-up; whether the visitor came over
  // TLS is known per request (lib/security/forwarded.ts decides it).
  const secure = cameOverTls(request);
  for (const cookie of response.cookies.getAll()) answer.cookies.set({ ...cookie, ...(secure ? { secure } : {}) });
  return answer;
}

/** The App Router's own requests carry an RSC header; a browser says same-origin for a followed link. */
function fromOwnPage(request: NextRequest): boolean {
  return request.headers.has('rsc') || request.headers.get('sec-fetch-site') === 'same-origin';
}

export const config = {
  // Every path but the API's routes (apiRoutePaths of lib/enquiries/limits.ts: a post's body
  // is not buffered for the proxy, and next.config.ts gives them their policy), Next's own
  // (/_next/: the build's files and data) and its dev-only /__nextjs ones. Any other /api/
  // path is a 404 page and gets its policy here. A literal: Next reads it from the source.
  matcher: ['/((?!api/contact$|api/contact/start$|api/cron/outbox$|_next/|__nextjs).*)']
};

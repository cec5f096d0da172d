/**
 * Every prerendered page's Content-Security-Policy, allowing exactly its own inline
 * scripts (Next's bootstrap and flight data, the colour-mode script) by their SHA-256
 * hashes. Next has no option for this, and a nonce would make every page dynamic; so the
 * policies are header rules of next.config.ts (`headers()`, Next's public interface,
 * which `next start` and the serverless adapters alike apply), read from what the build
 * learned of its pages (./second-pass.ts). The hashes come from the pages a build makes,
 * so `npm run build` builds, hashes the pages, and builds again with the rules when they
 * changed (scripts/build/next-build.ts); a second build of the same sources makes the same
 * pages (the build id is fixed for both), which it checks.
 *
 * The 404s that a header rule reaches first get their locale's not-found page's policy:
 * paths that look like files (/x.php, /ru/wp-login.php), and /_next/… and /api/…, which
 * the handler answers in English. For the files and API answers these rules also cover
 * (not HTML documents holding those scripts) the hashes allow nothing.
 */
import { defaultLocale, locales } from '../i18n/locales';
import { cspForHtml, cspForScriptHashes, scriptHashesOf } from '../security/csp';
import type { HeaderRule } from './second-pass';
import { literalSource, notFoundPageHtml, prerenderedPages } from './output';

const cspOf = (html: string) => [{ key: 'Content-Security-Policy', value: cspForHtml(html) }];

/** /_next/static/ is left out: the build's assets get the asset headers only (next.config.ts), and a 404 there reaches the handler. */
const fileLike = ':file((?!_next/static/)(?:.*/)?[^/]+\\.[a-z0-9]+)';

const policyOf = (rule: HeaderRule) => rule.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';

/**
 * `made`'s rules, each allowing also the inline scripts that `read`'s rule for the same
 * path allowed: what two builds of the same sources made of a page, allowed together
 * (scripts/build/next-build.ts). Equal to `read` exactly when `made` needs nothing more.
 */
export function mergeRules(read: readonly HeaderRule[], made: readonly HeaderRule[]): HeaderRule[] {
  const before = new Map(read.map((rule) => [rule.source, rule]));
  return made.map((rule) => {
    const earlier = before.get(rule.source);
    if (!earlier) return rule;
    const hashes = [...new Set([...scriptHashesOf(policyOf(earlier)), ...scriptHashesOf(policyOf(rule))])];
    return { source: rule.source, headers: [{ key: 'Content-Security-Policy', value: cspForScriptHashes(hashes) }] };
  });
}

/** The rules for a finished build in `dist`: the 404 path shapes first, then one per page (a later matching rule wins). */
export function cspHeaderRules(dist: string): { notFound: HeaderRule[]; pages: HeaderRule[] } {
  const english404 = cspOf(notFoundPageHtml(dist, defaultLocale));
  const notFound: HeaderRule[] = [
    ...['/_next/:path((?!static/).*)', '/api/:path*', `/${fileLike}`].map((source) => ({ source, headers: english404 })),
    ...locales
      .filter((locale) => locale !== defaultLocale)
      .map((locale) => ({ source: `/${locale}/${fileLike}`, headers: cspOf(notFoundPageHtml(dist, locale)) }))
  ];
  const pages = prerenderedPages(dist).map(({ route, html }) => ({ source: literalSource(route), headers: cspOf(html) }));
  return { notFound, pages };
}

/**
 * After `next build`: gives every prerendered page a Content-Security-Policy that
 * allows exactly its own inline scripts (Next's bootstrap and flight data, the
 * colour-mode script) by their SHA-256 hashes. Next has no option for this and a
 * nonce would make every page dynamic, so header rules are added to the build's
 * routes manifest, which `next start` reads at start-up (lib/next-build/output.ts).
 *
 * The same for the 404s that a header rule reaches first: the 404 handler sends its
 * page's policy itself, but Next keeps a header a rule already set, so paths that
 * look like files (/x.php, /ru/wp-login.php) get their locale's not-found-page
 * policy here, and /_next/… and /api/… (which nothing else answers reach the
 * handler as English) the English one. The files and API answers these rules also
 * cover are not HTML documents holding those scripts: for them the hashes allow nothing.
 * Run by `npm run build` (postbuild); idempotent.
 */
import { defaultLocale, locales } from '../../lib/i18n/locales';
import {
  buildDir,
  literalSource,
  notFoundPageHtml,
  prerenderedPages,
  setHeaderRulesAfterBuild,
  type HeaderRule
} from '../../lib/next-build/output';
import { cspForHtml } from '../../lib/security/csp';

const dist = buildDir();
const cspOf = (html: string) => [{ key: 'Content-Security-Policy', value: cspForHtml(html) }];

const pageRules: HeaderRule[] = prerenderedPages(dist).map(({ route, html }) => ({ source: literalSource(route), headers: cspOf(html) }));

// A later matching rule wins: English for the prefixes and bare paths, then each
// prefixed locale. /_next/static/ is left out: the build's assets are served with
// the asset headers only (next.config.ts), and a 404 there reaches the handler.
const fileLike = ':file((?!_next/static/)(?:.*/)?[^/]+\\.[a-z0-9]+)';
const english404 = cspOf(notFoundPageHtml(dist, defaultLocale));
const notFoundRules: HeaderRule[] = [
  ...['/_next/:path((?!static/).*)', '/api/:path*', `/${fileLike}`].map((source) => ({ source, headers: english404 })),
  ...locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => ({ source: `/${locale}/${fileLike}`, headers: cspOf(notFoundPageHtml(dist, locale)) }))
];

setHeaderRulesAfterBuild(dist, [...notFoundRules, ...pageRules]);
console.log(`csp-hashes: Content-Security-Policy for ${pageRules.length} prerendered pages and ${notFoundRules.length} 404 path shapes`);

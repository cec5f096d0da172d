import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { checkEnv, env } from './lib/env';
import { prefixedLocales as prefixedLocaleList } from './lib/i18n/locales';
import { apiRoutePaths } from './lib/enquiries/limits';
import { sandboxBundle } from './lib/next-build/cv-sandbox-file';
import { defaultBuildId } from './lib/next-build/default-build-id';
import { newsYears, serviceSlugRedirects, services, unmatchedSegment } from './lib/routes';
import { policyWithoutInlineScripts, securityHeaders, staticAssetHeaders } from './lib/security/csp';
import { cardsFolder, feedGuesses, feedPath } from './lib/seo/sharing-paths';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** Path-to-regexp alternation of the prefixed locales, from the locale table. */
const prefixedLocales = prefixedLocaleList.join('|');

// The settings a build reads (lib/env.ts): an unreadable one fails it at once, naming it.
checkEnv('build');

/**
 * One id per build, known to the pages (inlined) and served by /builds/latest.json. Not
 * random: inlined, it is part of a chunk's hashed name, and every instance of the site
 * must serve the same names (lib/next-build/default-build-id.ts).
 */
const buildId = env('BUILD_ID') ?? defaultBuildId(process.cwd());

/** Path-to-regexp pattern of one segment that is none of `known`. */
function noneOf(known: readonly (string | number)[]): string {
  return `((?!(?:${known.join('|')})$)[^/]+)`;
}

/**
 * Unknown news years and service slugs are sent to the catch-all not-found handler
 * (app/[locale]/[...rest]/route.ts) instead of being rendered on demand, so that
 * they too get the complete prerendered 404 page. Derived from the route list.
 */
const unknownParamRewrites = [
  // The news folder also holds the feed (app/[locale]/news/feed.xml).
  { prefix: 'news', pattern: noneOf([...newsYears, feedPath.split('/').pop()!.replace('.', '\\.')]) },
  { prefix: 'services', pattern: noneOf(services.map((s) => s.slug)) }
].flatMap(({ prefix, pattern }) => [
  { source: `/:locale(${prefixedLocales})/${prefix}/:param${pattern}`, destination: `/:locale/${unmatchedSegment}/${prefix}/:param` },
  { source: `/${prefix}/:param${pattern}`, destination: `/en/${unmatchedSegment}/${prefix}/:param` }
]);

const nextConfig: NextConfig = {
  // A separate build folder lets several builds (e.g. a test build) live side by side.
  distDir: env('NEXT_DIST_DIR'),
  // `npm test` type-checks the whole tree itself (tsc --noEmit); skipping it here is
  // for quick local builds while other work is half-written.
  typescript: { ignoreBuildErrors: env('NEXT_SKIP_TYPECHECK') },
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // The CV check's child is a file the contact route starts, not a module it imports,
  // so the file tracing that makes standalone output and serverless bundles is told of it.
  outputFileTracingIncludes: { '/api/contact': [`./${sandboxBundle}`] },
  // The workspace packages (packages/) ship their TypeScript source: Next
  // compiles them with the app's own code.
  transpilePackages: ['@site/contact-form', '@site/cv-check', '@site/enquiry-store'],
  poweredByHeader: false,
  compress: true,
  reactStrictMode: true,
  async headers() {
    // The build's static assets get only the headers that apply to a subresource. The
    // Content-Security-Policy depends on each page's inline scripts, which exist only once
    // the build has made the pages: proxy.ts sends it, from the manifest written after the
    // build (lib/security/page-policies.ts), and the 404 handler sends its page's. The
    // API's routes, which proxy.ts does not see, get the policy that allows no inline script.
    return [
      { source: '/:path((?!_next/static/).*)', headers: [...securityHeaders] },
      ...apiRoutePaths.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: policyWithoutInlineScripts }]
      })),
      { source: '/_next/static/:path*', headers: [...staticAssetHeaders] },
      // The search index's chunks are named by their content hash (scripts/build/search-index.mts).
      {
        source: '/pagefind/:dir(fragment|index)/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }]
      },
      // So are the link-preview cards (lib/seo/cards.ts, drawn by scripts/build/cards.mts).
      { source: `/${cardsFolder}/:file*`, headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // The news feeds keep their URL: readers may keep a copy for an hour, the cache in
      // front of Next (deploy/nginx.conf) until the next deploy empties it.
      ...[feedPath, `/:locale(${prefixedLocales})${feedPath}`].map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=3600, s-maxage=31536000' }]
      }))
    ];
  },
  async redirects() {
    return [
      // English lives at the bare path; /en/... is never a page of its own.
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
      // The addresses a reader tries for a feed lead to the language's news feed.
      ...feedGuesses.flatMap((guess) => [
        { source: guess, destination: feedPath, permanent: true },
        { source: `/:locale(${prefixedLocales})${guess}`, destination: `/:locale${feedPath}`, permanent: true }
      ]),
      // Correct spellings lead to the kept (misspelled) service slugs.
      ...Object.entries(serviceSlugRedirects).flatMap(([from, to]) => [
        { source: `/services/${from}`, destination: `/services/${to}`, permanent: true },
        {
          source: `/:locale(${prefixedLocales})/services/${from}`,
          destination: `/:locale/services/${to}`,
          permanent: true
        }
      ])
    ];
  },
  async rewrites() {
    return {
      // The prerendered not-found page is only served through the 404 handler.
      beforeFiles: [
        { source: `/:locale(${prefixedLocales}|en)/not-found-page`, destination: `/:locale/${unmatchedSegment}/not-found-page` },
        { source: '/not-found-page', destination: `/en/${unmatchedSegment}/not-found-page` }
      ],
      // Bare paths are English pages (app/[locale] with locale "en"). Done here, not in the
      // proxy: it runs for every page path but passes each one but / on as it is (proxy.ts).
      afterFiles: [
        { source: '/', destination: '/en' },
        ...unknownParamRewrites,
        {
          source: `/:path((?!(?:${prefixedLocales}|en|api|_next)(?:/|$)).+)`,
          destination: '/en/:path'
        }
      ],
      fallback: []
    };
  }
};

export default withNextIntl(nextConfig);

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { serviceSlugRedirects } from './lib/routes';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const prefixedLocales = 'ru|az|ar';

const nextConfig: NextConfig = {
  // A separate build folder lets several builds (e.g. a test build) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  compress: true,
  reactStrictMode: true,
  async redirects() {
    return [
      // English lives at the bare path; /en/... is never a page of its own.
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
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
      beforeFiles: [],
      // Bare paths are English pages (app/[locale] with locale "en"). Done here rather
      // than in the proxy so that prerendered pages are served without running it.
      afterFiles: [
        { source: '/', destination: '/en' },
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

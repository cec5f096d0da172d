import { defaultLocale } from '@/lib/i18n/locales';
import { sitemapResponse } from '@/lib/seo/sitemap';

// The default locale's pages (the bare paths). Each language has its own sitemap beside it,
// and robots.txt lists all four: see docs/architecture.md, "Sitemaps".
export const dynamic = 'force-static';

export function GET() {
  return sitemapResponse(defaultLocale);
}

import type { MetadataRoute } from 'next';
import { sitemapLocations } from '@/lib/seo/sitemap';
import { siteConfig } from '@/lib/site-config';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: sitemapLocations(),
    host: siteConfig.url
  };
}

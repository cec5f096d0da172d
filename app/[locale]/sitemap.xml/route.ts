import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { sitemapResponse } from '@/lib/seo/sitemap';

// /ru/sitemap.xml, /az/sitemap.xml, /ar/sitemap.xml, prerendered at build.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.filter((l) => l !== routing.defaultLocale).map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return sitemapResponse(locale);
}

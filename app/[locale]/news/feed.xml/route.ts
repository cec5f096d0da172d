import { localeOrDefault } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { atomFeed, feedContentType } from '@/lib/seo/atom-feed';

// A language's Atom news feed (lib/seo/atom-feed.ts), written once at build.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return new Response(await atomFeed(localeOrDefault(locale)), { headers: { 'Content-Type': feedContentType } });
}

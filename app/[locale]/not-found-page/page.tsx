import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';

/**
 * The localized not-found page, prerendered once per locale. It is never linked or
 * served at its own URL: app/[locale]/[...rest]/route.ts answers every unmatched
 * path with this HTML and status 404 (see lib/not-found/respond.ts for why).
 */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: { absolute: t('title') }, robots: { index: false, follow: true } };
}

export default async function NotFoundPage({ params }: LocaleParams) {
  await resolveLocale(params);
  return <NotFoundView />;
}

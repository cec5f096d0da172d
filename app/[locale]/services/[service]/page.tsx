import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ServiceDetail } from '@/components/services/service-detail';
import { isLocale } from '@/lib/i18n/locales';
import { RouteJsonLd } from '@/components/seo/route-json-ld';
import { resolveLocale } from '@/lib/i18n/params';
import { serviceBySlug, servicePath, services } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { copyValues } from '@/lib/site-config';

type Props = { params: Promise<{ locale: string; service: string }> };

/**
 * Only the prerendered pages exist: an unknown service slug is a 404, never a page rendered at
 * request time. A page rendered on request would have inline scripts that the manifest
 * of page policies, written once after the build (lib/next-build/page-policies.ts), does
 * not list, so the CSP proxy.ts sends would block them. Unknown ones are already rewritten
 * to the not-found handler by next.config.ts; this is the guarantee behind it.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((s) => ({ service: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, service: slug } = await params;
  const service = serviceBySlug(slug);
  if (!isLocale(locale) || !service) return {};
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: servicePath(service.slug),
    title: t(`Services.${service.id}.name`),
    description: t(`ServicePages.${service.id}.metaDescription`, copyValues)
  });
}

export default async function ServicePage({ params }: Props) {
  const locale = await resolveLocale(params);
  const service = serviceBySlug((await params).service);
  if (!service) notFound();
  return (
    <>
      <ServiceDetail service={service} />
      <RouteJsonLd locale={locale} path={servicePath(service.slug)} />
    </>
  );
}

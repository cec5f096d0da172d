import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeOrDefault } from '@/lib/i18n/locales';
import { pagePath, type PageId } from '@/lib/routes';
import { copyValues, siteConfig } from '@/lib/site-config';
import { pageMetadata } from './metadata';

/** generateMetadata for a top-level page of the route list, from Pages.{id} in the catalogues. */
export function staticPageMetadata(id: PageId) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    const l = localeOrDefault(locale);
    const t = await getTranslations({ locale: l, namespace: 'Pages' });
    const path = pagePath(id);
    if (id === 'home') {
      const m = await getTranslations({ locale: l, namespace: 'Metadata' });
      return pageMetadata({
        locale: l,
        path,
        title: m('siteTitle', { company: siteConfig.name }),
        description: t('home.description', copyValues),
        absoluteTitle: true
      });
    }
    return pageMetadata({ locale: l, path, title: t(`${id}.title`), description: t(`${id}.description`, copyValues) });
  };
}

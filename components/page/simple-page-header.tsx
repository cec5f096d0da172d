import { getLocale, getTranslations } from 'next-intl/server';
import { RouteJsonLd } from '@/components/seo/route-json-ld';
import { isLocale } from '@/lib/i18n/locales';
import { pagePath, type PageId } from '@/lib/routes';
import { copyValues } from '@/lib/site-config';
import { PageHeader } from './page-header';

/** A page's heading block from Pages.{id}: its <h1>, lead and breadcrumb data. */
export async function SimplePageHeader({ id }: { id: PageId }) {
  const t = await getTranslations(`Pages.${id}`);
  const locale = await getLocale();
  return (
    <>
      <PageHeader title={t('heading')} lead={t('description', copyValues)} />
      {isLocale(locale) ? <RouteJsonLd locale={locale} path={pagePath(id)} /> : null}
    </>
  );
}

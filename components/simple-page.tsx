import { getTranslations } from 'next-intl/server';
import type { PageId } from '@/lib/routes';
import { PageHeader } from './page-header';

/** A page's heading block from Pages.{id}: its <h1> and lead. */
export async function SimplePageHeader({ id }: { id: PageId }) {
  const t = await getTranslations(`Pages.${id}`);
  return <PageHeader title={t('heading')} lead={t('description')} />;
}

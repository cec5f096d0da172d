import { getLocale, getTranslations } from 'next-intl/server';
import { AppIcon } from '@/components/ui/icon';
import { localeOrDefault, localizedPath } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/routes';
import { SearchTrigger } from './search-trigger';
import { pluralTemplates } from '@/lib/i18n/plural-templates';
import type { SearchTexts } from './search-texts';

/**
 * The header's search control. Without JavaScript it is a link to the site map;
 * with it, a button (also Ctrl/⌘+K and "/") that loads the search dialog and its
 * engine when first opened, never before.
 */
export async function SearchControl() {
  const t = await getTranslations();
  const locale = localeOrDefault(await getLocale());
  const texts: SearchTexts = {
    open: t('Search.open'),
    title: t('Search.title'),
    description: t('Search.description'),
    inputLabel: t('Search.inputLabel'),
    placeholder: t('Search.placeholder'),
    loading: t('Search.loading'),
    close: t('Search.close'),
    siteMapLink: t('Search.siteMapLink'),
    groups: { service: t('Search.groups.service'), page: t('Search.groups.page'), news: t('Search.groups.news') },
    resultCount: pluralTemplates(t.raw('Search.resultCount') as string),
    noResultsTitle: t('Search.noResultsTitle'),
    noResultsText: t('Search.noResultsText')
  };
  return (
    <SearchTrigger
      locale={locale}
      texts={texts}
      siteMapHref={localizedPath(locale, pagePath('siteMap'))}
      icon={<AppIcon name="search" size={20} />}
      closeIcon={<AppIcon name="x" size={20} />}
    />
  );
}

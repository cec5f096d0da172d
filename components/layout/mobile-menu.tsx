import { getLocale, getTranslations } from 'next-intl/server';
import { AppIcon } from '@/components/ui/icon';
import { localeOrDefault, localizedPath } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/routes';
import { MenuList } from './menu-list';
import { MobileMenuSheet } from './mobile-menu-sheet';

export async function MobileMenu() {
  const t = await getTranslations('MobileMenu');
  return (
    <MobileMenuSheet
      siteMapHref={localizedPath(localeOrDefault(await getLocale()), pagePath('siteMap'))}
      openLabel={t('open')}
      closeLabel={t('close')}
      title={t('title')}
      openIcon={<AppIcon name="menu" size={22} />}
      closeIcon={<AppIcon name="x" size={22} />}
    >
      <MenuList variant="sheet" />
    </MobileMenuSheet>
  );
}

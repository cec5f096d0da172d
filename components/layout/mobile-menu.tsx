import { getLocale, getTranslations } from 'next-intl/server';
import { AppIcon } from '@/components/ui/icon';
import { defaultLocale, isLocale, localizedPath } from '@/lib/i18n/locales';
import { MenuList } from './menu-list';
import { MobileMenuSheet } from './mobile-menu-sheet';

export async function MobileMenu() {
  const t = await getTranslations('MobileMenu');
  const current = await getLocale();
  return (
    <MobileMenuSheet
      siteMapHref={localizedPath(isLocale(current) ? current : defaultLocale, '/site-map')}
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

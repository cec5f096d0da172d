import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/navigation/app-link';
import { SearchControl } from '@/components/search/search-control';
import { siteConfig } from '@/lib/site-config';
import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';
import { MenuList } from './menu-list';
import { MobileMenu } from './mobile-menu';
import { ThemeSwitcher } from './theme-switcher';

export async function SiteHeader() {
  const t = await getTranslations('Navigation');
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      {/*
        Full width: twelve menu entries need the room. From 1280 px the whole menu is in
        the bar; up to 1535 px (Russian labels are the longest: ~970 px of menu at 1280 in
        the widest first-view face, Roboto) the logo's name, the language's name and the
        spacing give way, leaving room for one more ~40 px button beside the switchers in
        every system face and the web fonts (tests/e2e/frame.spec.ts measures each).
      */}
      <div className="flex h-16 w-full items-center gap-3 px-3 sm:px-6 lg:px-8 xl:gap-2 xl:px-3 2xl:px-8">
        <AppLink
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold text-strong"
          aria-label={t('homeLink', { company: siteConfig.name })}
        >
          <Logo />
          <span className="hidden sm:inline xl:hidden 2xl:inline">{siteConfig.shortName}</span>
        </AppLink>
        <nav aria-label={t('label')} className="hidden xl:block 2xl:ms-2">
          <MenuList variant="bar" />
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2 xl:gap-1">
          <SearchControl />
          <LocaleSwitcher />
          <ThemeSwitcher />
          <div className="xl:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}

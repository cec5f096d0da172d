import { getLocale, getTranslations } from 'next-intl/server';
import { AppIcon } from '@/components/ui/icon';
import { DisclosureMenu } from '@/components/ui/disclosure-menu';
import { localeInfo, localeOrDefault, localeTable } from '@/lib/i18n/locales';
import { LocaleSwitcherLinks } from './locale-switcher-links';

/** Server shell of the language switcher: every language in its own name. */
export async function LocaleSwitcher() {
  const t = await getTranslations('LocaleSwitcher');
  const current = await getLocale();
  const info = localeInfo(localeOrDefault(current));
  return (
    <DisclosureMenu
      label={
        <>
          <AppIcon name="globe" size={18} />
          {/* On phones and desktops the bar needs the room: the globe says what the button is for, its label names the language. */}
          <span lang={info.hrefLang} className="hidden sm:inline xl:hidden">
            {info.displayName}
          </span>
          <AppIcon name="chevron-down" size={14} />
        </>
      }
      ariaLabel={t('label', { language: info.displayName })}
      buttonClassName="inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm xl:gap-1 xl:px-2 font-medium text-control hover:bg-highlight"
      panelClassName="absolute end-0 top-full z-50 mt-2 w-44 rounded-lg border border-border-raised bg-surface p-1 shadow-lg"
    >
      <LocaleSwitcherLinks
        label={t('choose')}
        current={info.code}
        options={localeTable.map((l) => ({ code: l.code, name: l.displayName, hrefLang: l.hrefLang, dir: l.dir }))}
      />
    </DisclosureMenu>
  );
}

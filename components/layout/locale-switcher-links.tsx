'use client';

import { LanguageLink, usePathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';

type Option = { code: Locale; name: string; hrefLang: string; dir: 'ltr' | 'rtl' };

/**
 * Client leaf of the language switcher: links to the current page in each language.
 * A choice is a full page load, and writes the language cookie (LanguageLink).
 */
export function LocaleSwitcherLinks({ label, current, options }: { label: string; current: Locale; options: Option[] }) {
  const pathname = usePathname();
  return (
    <ul aria-label={label} className="flex flex-col">
      {options.map((option) => (
        <li key={option.code}>
          <LanguageLink
            href={pathname}
            locale={option.code}
            hrefLang={option.hrefLang}
            lang={option.hrefLang}
            dir={option.dir}
            aria-current={option.code === current ? 'true' : undefined}
            className="block rounded-md px-3 py-2 text-sm text-neutral-800 hover:bg-highlight aria-[current]:font-semibold aria-[current]:text-accent dark:text-neutral-100"
          >
            {option.name}
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
}

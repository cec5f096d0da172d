'use client';

import { useLocale, usePathname } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/locales';

/**
 * Printed pages only (app/globals.css, print): the company's name and the page's
 * address at the top of the first sheet, where the screen has its header.
 */
export function PrintMasthead({ company, origin }: { company: string; origin: string }) {
  const locale = useLocale();
  const path = localizedPath(locale, usePathname());
  return (
    <div data-print-masthead className="hidden border-b border-neutral-300 pb-3 print:block">
      <p className="text-lg font-bold">{company}</p>
      <p className="text-sm text-neutral-700">
        {/* An address reads left to right in every language. */}
        <bdi dir="ltr">{`${origin}${path === '/' ? '' : path}`}</bdi>
      </p>
    </div>
  );
}

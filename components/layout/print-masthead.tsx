'use client';

import { useSyncExternalStore } from 'react';
import { useLocale, usePathname } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/locales';

const noSubscription = () => () => {};

/**
 * Printed pages only (app/globals.css, print): the company's name and the page's
 * address at the top of the first sheet, where the screen has its header.
 */
export function PrintMasthead({ company, origin }: { company: string; origin: string }) {
  const locale = useLocale();
  const rendered = localizedPath(locale, usePathname());
  // The address in the browser's bar, read once hydrated: the prerendered 404 page is
  // served for any address, which the server did not know. The hydrating render's text
  // may differ from the server's (suppressHydrationWarning keeps the server's); the
  // element is then made anew (its key) so the browser's address replaces it.
  const shown = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => null
  );
  const path = shown ?? rendered;
  return (
    <div data-print-masthead className="hidden border-b border-neutral-300 pb-3 print:block">
      <p className="text-lg font-bold">{company}</p>
      <p className="text-sm text-neutral-700">
        {/* An address reads left to right in every language. */}
        <bdi key={shown === null ? 'server' : 'browser'} dir="ltr" suppressHydrationWarning>
          {`${origin}${path === '/' ? '' : path}`}
        </bdi>
      </p>
    </div>
  );
}

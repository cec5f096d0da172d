'use client';

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLoadOnIntent } from '@/components/ui/use-load-on-intent';
import { useOnNavigation } from '@/components/ui/use-on-navigation';

const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog'));

type Props = {
  siteMapHref: string;
  openLabel: string;
  closeLabel: string;
  title: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
};

const triggerClass = 'inline-flex size-10 items-center justify-center rounded-md text-control hover:bg-highlight';

/**
 * The menu button on small screens. The dialog's code (Radix Dialog, focus trap,
 * scroll lock) is fetched when the visitor points at, focuses or presses the
 * button, not with the page. Closes after navigation. Until the page is hydrated (it
 * requests its code after its first paint) and without JavaScript, it is a link to the
 * site map, which lists every page, like the search control.
 */
export function MobileMenuSheet({ siteMapHref, openLabel, closeLabel, title, openIcon, closeIcon, children }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { wanted, want, intent } = useLoadOnIntent();
  const trigger = useRef<HTMLButtonElement>(null);
  useOnNavigation(() => setOpen(false));

  if (!hydrated) {
    return (
      <a href={siteMapHref} className={triggerClass} aria-label={openLabel} data-testid="mobile-menu-open">
        {openIcon}
      </a>
    );
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={triggerClass}
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-open"
        {...intent}
        onClick={() => {
          want();
          setOpen(true);
        }}
      >
        {openIcon}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            closeLabel={closeLabel}
            title={title}
            closeIcon={closeIcon}
          >
            {children}
          </MobileMenuDialog>
        </Suspense>
      ) : null}
    </>
  );
}

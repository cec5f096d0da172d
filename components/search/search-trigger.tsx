'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchDialogProps } from './search-dialog';
import type { SearchTexts } from './search-texts';

type Props = { locale: Locale; texts: SearchTexts; siteMapHref: string; icon: ReactNode; closeIcon: ReactNode };

/** Whether a key typed here is text input ("/" must stay a slash in the contact form). */
function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

const buttonClass = 'inline-flex h-10 w-9 sm:w-10 items-center justify-center rounded-md text-control hover:bg-highlight';

/**
 * The search button. Rendered as a link to the site map until React has hydrated
 * (and so for ever without JavaScript); the dialog's code, Pagefind's script, its
 * WebAssembly and index are fetched when the search first opens.
 */
export function SearchTrigger({ locale, texts, siteMapHref, icon, closeIcon }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Where focus goes back on closing: where it was on opening, else the button. */
  const returnFocus = useRef<HTMLElement | null>(null);

  const openSearch = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : button.current;
    setOpen(true);
    void import('./search-dialog').then((module) => setDialog(() => module.SearchDialog));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const commandK = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  return (
    <>
      {hydrated ? (
        <button
          ref={button}
          type="button"
          className={buttonClass}
          aria-label={texts.open}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-keyshortcuts="Control+K Meta+K /"
          data-testid="search-open"
          onClick={openSearch}
        >
          {icon}
        </button>
      ) : (
        <a href={siteMapHref} className={buttonClass} aria-label={texts.open} data-testid="search-open">
          {icon}
        </a>
      )}
      {Dialog ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          onClosed={() => returnFocus.current?.focus()}
          locale={locale}
          texts={texts}
          siteMapHref={siteMapHref}
          closeIcon={closeIcon}
        />
      ) : null}
    </>
  );
}

'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';
import { useOnNavigation } from './use-on-navigation';

type Props = {
  /** Content of the toggle button (text and icons). */
  label: ReactNode;
  /** Accessible name of the button when its content is not enough (e.g. an icon). */
  ariaLabel?: string;
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A button that shows and hides a panel of links (the disclosure pattern): keyboard
 * operable, closes on Escape (focus back on the button), on a click outside, when
 * focus leaves it and after navigation.
 *
 * Until the page is hydrated (it requests its code after its first paint) and without
 * JavaScript, it is the browser's own disclosure, `<details>`: a tap opens the same
 * panel of plain links. One opened before hydration stays open once the button takes
 * its place.
 */
export function DisclosureMenu({ label, ariaLabel, buttonClassName, panelClassName, children }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const details = useRef<HTMLDetailsElement>(null);

  // Runs once, after the hydrating render and before the button replaces the <details>.
  useLayoutEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);

  useOnNavigation(() => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!hydrated) {
    return (
      <details ref={details} className="relative">
        <summary aria-label={ariaLabel} className={`${buttonClassName ?? ''} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          {label}
        </summary>
        <div className={panelClassName}>{children}</div>
      </details>
    );
  }
  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        className={buttonClassName}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
      </button>
      <div
        id={id}
        hidden={!open}
        className={panelClassName}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}

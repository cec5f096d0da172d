'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useOnNavigation } from './use-navigated';

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
 */
export function DisclosureMenu({ label, ariaLabel, buttonClassName, panelClassName, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useOnNavigation(() => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

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

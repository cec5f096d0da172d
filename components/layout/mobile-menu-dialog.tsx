'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  closeLabel: string;
  title: string;
  closeIcon: ReactNode;
  children: ReactNode;
};

/**
 * The menu sheet: a Radix Dialog that traps focus, closes on Escape and on the close
 * button, and slides in from the inline end (the left in Arabic). Loaded on demand
 * by mobile-menu-sheet.tsx, so pages do not carry it until someone reaches for it.
 */
export default function MobileMenuDialog({ open, onOpenChange, trigger, closeLabel, title, closeIcon, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <Dialog.Content
          className="fixed inset-y-0 end-0 z-50 flex w-[min(22rem,100vw)] flex-col bg-surface shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
          }}
        >
          <div className="flex h-16 items-center justify-between border-b border-border-raised px-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-md hover:bg-highlight" aria-label={closeLabel}>
              {closeIcon}
            </Dialog.Close>
          </div>
          <nav className="flex-1 overflow-y-auto p-3" aria-label={title}>
            {children}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import type { OfficeId } from '@/lib/site-config';

type Props = {
  officeId: OfficeId;
  open: boolean;
  onClose: () => void;
  /** The card's button, where focus goes back unless the dialog was opened from elsewhere. */
  trigger: RefObject<HTMLButtonElement | null>;
  /** The control the dialog was opened from, when not the card's button (a map marker). */
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  description: string;
  closeLabel: string;
  closeIcon: ReactNode;
  children: ReactNode;
};

/**
 * An office's dialog: Radix traps focus inside, Escape, the Close button and a click
 * outside close it. Loaded on demand by office-dialogs.tsx.
 */
export default function OfficeDialogContent({
  officeId,
  open,
  onClose,
  trigger,
  returnFocus,
  title,
  description,
  closeLabel,
  closeIcon,
  children
}: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-neutral-950/60 p-4">
          <Dialog.Content
            data-testid="office-dialog"
            data-office={officeId}
            className="relative w-full max-w-lg rounded-lg bg-surface p-6 text-foreground shadow-xl outline-none"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const control = returnFocus.current;
              // eslint-disable-next-line react-hooks/immutability -- a ref shared through context; writing .current is its purpose
              returnFocus.current = null;
              (control?.isConnected ? control : trigger.current)?.focus();
            }}
          >
            <Dialog.Title className="text-2xl font-bold text-strong">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-muted">{description}</Dialog.Description>
            <div className="mt-6">{children}</div>
            <div className="mt-8 flex justify-end">
              <Dialog.Close className="inline-flex items-center gap-2 rounded-md bg-accent px-4 py-2 text-sm font-semibold text-accent-foreground hover:bg-accent-hover">
                {closeIcon}
                {closeLabel}
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

type Props = {
  openLabel: string;
  closeLabel: string;
  title: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
};

/**
 * The menu on small screens: a Radix Dialog sheet that traps focus, closes on
 * Escape, on the close button and after navigation. It slides in from the
 * inline end, which is the left in Arabic.
 */
export function MobileMenuSheet({ openLabel, closeLabel, title, openIcon, closeIcon, children }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800"
        aria-label={openLabel}
        data-testid="mobile-menu-open"
      >
        {openIcon}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <Dialog.Content
          className="fixed inset-y-0 end-0 z-50 flex w-[min(22rem,100vw)] flex-col bg-white shadow-xl dark:bg-neutral-900"
          aria-describedby={undefined}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <div className="flex h-16 items-center justify-between border-b border-neutral-200 px-4 dark:border-neutral-700">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-neutral-100 dark:hover:bg-neutral-800"
              aria-label={closeLabel}
            >
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

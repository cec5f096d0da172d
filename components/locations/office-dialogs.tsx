'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { OfficeId } from '@/lib/site-config';

type OfficeDialogsValue = {
  openId: OfficeId | null;
  setOpenId: (id: OfficeId | null) => void;
  /**
   * Opens an office's dialog from a control other than its card's button (a map
   * marker): focus goes back to that control when the dialog closes.
   */
  openFrom: (id: OfficeId, control: HTMLElement) => void;
  returnFocus: RefObject<HTMLElement | null>;
};

const OfficeDialogsContext = createContext<OfficeDialogsValue | null>(null);

export function useOfficeDialogs(): OfficeDialogsValue {
  const value = useContext(OfficeDialogsContext);
  if (!value) throw new Error('useOfficeDialogs must be used inside <OfficeDialogsProvider>');
  return value;
}

/** Which office's dialog is open (one at a time), shared by the cards and the map markers. */
export function OfficeDialogsProvider({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<OfficeId | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const openFrom = useCallback((id: OfficeId, control: HTMLElement) => {
    returnFocus.current = control;
    setOpenId(id);
  }, []);
  const value = useMemo(() => ({ openId, setOpenId, openFrom, returnFocus }), [openId, openFrom]);
  return <OfficeDialogsContext.Provider value={value}>{children}</OfficeDialogsContext.Provider>;
}

type OfficeDialogProps = {
  officeId: OfficeId;
  /** The button's visible text and its accessible name (which contains the visible text). */
  triggerText: string;
  triggerLabel: string;
  triggerIcon: ReactNode;
  title: string;
  description: string;
  closeLabel: string;
  closeIcon: ReactNode;
  /** The office's details, rendered on the server. */
  children: ReactNode;
};

/**
 * An office card's button and the Radix dialog it opens: focus is trapped inside,
 * Escape, the Close button and a click outside close it, and focus returns to the
 * button (or to the map marker the dialog was opened from).
 */
export function OfficeDialog({
  officeId,
  triggerText,
  triggerLabel,
  triggerIcon,
  title,
  description,
  closeLabel,
  closeIcon,
  children
}: OfficeDialogProps) {
  const { openId, setOpenId, returnFocus } = useOfficeDialogs();

  return (
    <Dialog.Root
      open={openId === officeId}
      onOpenChange={(open) => {
        if (open) {
          // eslint-disable-next-line react-hooks/immutability -- returnFocus is a ref shared through context; writing .current is its purpose
          returnFocus.current = null;
          setOpenId(officeId);
        } else {
          setOpenId(null);
        }
      }}
    >
      <Dialog.Trigger
        aria-label={triggerLabel}
        data-testid="office-dialog-trigger"
        className="inline-flex items-center gap-2 rounded-md border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 dark:border-primary-300 dark:text-primary-300 dark:hover:bg-primary-950"
      >
        {triggerIcon}
        {triggerText}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-neutral-950/60 p-4">
          <Dialog.Content
            data-testid="office-dialog"
            data-office={officeId}
            className="relative w-full max-w-lg rounded-lg bg-white p-6 text-neutral-900 shadow-xl outline-none dark:bg-neutral-900 dark:text-neutral-100"
            onCloseAutoFocus={(event) => {
              const control = returnFocus.current;
              // eslint-disable-next-line react-hooks/immutability -- as above: a ref shared through context
              returnFocus.current = null;
              if (control?.isConnected) {
                event.preventDefault();
                control.focus();
              }
            }}
          >
            <Dialog.Title className="text-2xl font-bold text-neutral-950 dark:text-white">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-neutral-700 dark:text-neutral-300">{description}</Dialog.Description>
            <div className="mt-6">{children}</div>
            <div className="mt-8 flex justify-end">
              <Dialog.Close className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 dark:bg-primary-300 dark:text-neutral-950 dark:hover:bg-primary-200">
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

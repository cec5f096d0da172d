'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLoadOnIntent } from '@/components/ui/use-load-on-intent';
import type { OfficeId } from '@/lib/site-config';

const OfficeDialogContent = lazy(() => import('./office-dialog-content'));

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
 * An office card's button and the dialog it opens (office-dialog-content.tsx). The
 * dialog's code (Radix Dialog, focus trap, scroll lock: 16 KB gzipped) is fetched
 * when the visitor points at, focuses or presses a button that opens it, not with
 * the page. Focus returns to the button, or to the map marker the dialog was opened from.
 */
export function OfficeDialog({ officeId, triggerText, triggerLabel, triggerIcon, children, ...dialog }: OfficeDialogProps) {
  const { openId, setOpenId, returnFocus } = useOfficeDialogs();
  const { wanted, want, intent } = useLoadOnIntent();
  const trigger = useRef<HTMLButtonElement>(null);
  const open = openId === officeId;

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="office-dialog-trigger"
        {...intent}
        onClick={() => {
          want();
          // eslint-disable-next-line react-hooks/immutability -- returnFocus is a ref shared through context; writing .current is its purpose
          returnFocus.current = null;
          setOpenId(officeId);
        }}
        className="inline-flex items-center gap-2 rounded-md border border-accent px-4 py-2 text-sm font-semibold text-accent hover:bg-accent-soft"
      >
        {triggerIcon}
        {triggerText}
      </button>
      {/* A map marker opens the dialog without touching this button. */}
      {wanted || open ? (
        <Suspense fallback={null}>
          <OfficeDialogContent
            {...dialog}
            officeId={officeId}
            open={open}
            onClose={() => setOpenId(null)}
            trigger={trigger}
            returnFocus={returnFocus}
          >
            {children}
          </OfficeDialogContent>
        </Suspense>
      ) : null}
    </>
  );
}

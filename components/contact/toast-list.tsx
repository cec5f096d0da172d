'use client';

import * as Toast from '@radix-ui/react-toast';
import {
  toastDurationMs,
  toastHotkey,
  toastSwipeThreshold,
  type ToastIcons,
  type ToastItem,
  type ToastLabels,
  type ToastVariant
} from './use-toasts';

const variantClass: Record<ToastVariant, string> = {
  success: 'border-s-primary-700 dark:border-s-primary-400',
  error: 'border-s-red-700 dark:border-s-red-400'
};
const iconClass: Record<ToastVariant, string> = {
  success: 'text-accent',
  error: 'text-danger'
};

/**
 * Radix toasts as docs/behaviour.md (Toasts) describes: 5 s, swipe to dismiss towards the end edge (right, or left
 * in Arabic), F8 moves focus to them, bottom-right (bottom-left in Arabic), 16 px apart.
 */
export default function ToastList({
  dir,
  items,
  onClose,
  labels,
  icons
}: {
  dir: 'ltr' | 'rtl';
  items: ToastItem[];
  onClose: (id: number) => void;
  labels: ToastLabels;
  icons: ToastIcons;
}) {
  return (
    <Toast.Provider
      duration={toastDurationMs}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      swipeThreshold={toastSwipeThreshold}
      label={labels.provider}
    >
      {items.map((toast) => (
        <Toast.Root
          key={toast.id}
          // Kept in the page while it fades out; useToasts removes it 200 ms after closing.
          forceMount
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) onClose(toast.id);
          }}
          data-variant={toast.variant}
          className={`flex items-start gap-3 rounded-md border border-s-4 border-border-raised bg-surface p-4 text-foreground shadow-lg transition-[opacity,translate] duration-200 data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none ${variantClass[toast.variant]}`}
        >
          <span className={`mt-0.5 ${iconClass[toast.variant]}`}>{icons[toast.variant]}</span>
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description className="mt-1 text-sm text-muted">{toast.description}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label={labels.close} className="rounded p-1 text-muted hover:bg-highlight">
            {icons.close}
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={toastHotkey}
        label={labels.viewport}
        className="fixed end-0 bottom-0 z-[100] m-0 flex print:hidden w-full max-w-sm list-none flex-col gap-4 p-4 outline-none"
      />
    </Toast.Provider>
  );
}

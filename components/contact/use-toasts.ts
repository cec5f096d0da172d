'use client';

import { useCallback, useRef, useState, type ReactNode } from 'react';

/*
 * The toast state, with the form from the start. The Radix list that shows the toasts
 * (toast-list.tsx) is loaded when the first toast is due, or when the visitor starts on
 * the form: every page that shows a link to /contact prefetches the form's code.
 */

/** Toast constants (docs/behaviour.md, Toasts). */
export const toastDurationMs = 5000;
export const toastSwipeThreshold = 50;
const toastMaxKept = 5;
const toastRemoveDelayMs = 200;
export const toastHotkey = ['F8'];

export type ToastVariant = 'success' | 'error';
export type ToastItem = { id: number; title: string; description?: string; variant: ToastVariant; open: boolean };

/**
 * The toast list: added one at a time, at most five kept (the oldest dropped), each
 * removed 200 ms after it closes (timeout, swipe, Escape or its close button).
 */
export function useToasts() {
  const [items, setItems] = useState<ToastItem[]>([]);
  /** Once a toast was shown the list stays mounted (its F8 region with it). */
  const [started, setStarted] = useState(false);
  const nextId = useRef(1);

  const add = useCallback((toast: Omit<ToastItem, 'id' | 'open'>) => {
    const id = nextId.current++;
    setStarted(true);
    setItems((current) => [...current, { ...toast, id, open: true }].slice(-toastMaxKept));
  }, []);

  const close = useCallback((id: number) => {
    setItems((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    setTimeout(() => setItems((current) => current.filter((t) => t.id !== id)), toastRemoveDelayMs);
  }, []);

  return { items, started, add, close };
}

export type ToastLabels = { provider: string; viewport: string; close: string };
export type ToastIcons = { success: ReactNode; error: ReactNode; close: ReactNode };

'use client';

import { DirectionProvider } from '@radix-ui/react-direction';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { colorModeStorageKey } from '@/lib/browser/color-mode';

/**
 * next-themes renders its own colour-mode script where the provider is (the top of
 * <body>), which stalled the parser until the stylesheets arrived; it is kept inert
 * (a text/plain block, neither run nor listed in the CSP) and the layout runs
 * lib/browser/color-mode.ts's script in <head> instead. Transitions are switched
 * off by the switcher's click (switchColorMode), not by next-themes'
 * disableTransitionOnChange, which also runs at hydration and costs a full-document
 * style recalculation on every page load.
 */
const inertScript = { type: 'text/plain' };

export function Providers({ dir, children }: { dir: 'ltr' | 'rtl'; children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" storageKey={colorModeStorageKey} defaultTheme="system" enableSystem scriptProps={inertScript}>
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
    </ThemeProvider>
  );
}

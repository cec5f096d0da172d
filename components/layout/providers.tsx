'use client';

import { DirectionProvider } from '@radix-ui/react-direction';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';

/** Key of the replaced site's colour-mode preference, so returning visitors keep theirs. */
export const colorModeStorageKey = 'nuxt-color-mode';

export function Providers({ dir, children }: { dir: 'ltr' | 'rtl'; children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" storageKey={colorModeStorageKey} defaultTheme="system" enableSystem disableTransitionOnChange>
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
    </ThemeProvider>
  );
}

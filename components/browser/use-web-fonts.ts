'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { loadWebFonts, showWebFonts, webFontsShown } from '@/lib/browser/web-fonts';

/**
 * Once the page has loaded (`pageLoaded`, useAfterLoad), fetches the web font files;
 * shows them at the first navigation after they are in (lib/browser/web-fonts.ts says
 * why not sooner).
 */
export function useWebFonts(pageLoaded: boolean) {
  const pathname = usePathname();
  const landing = useRef(pathname);
  const loaded = useRef(false);

  useEffect(() => {
    if (!pageLoaded || webFontsShown()) return;
    let current = true;
    loadWebFonts().then(
      () => {
        if (current) loaded.current = true;
      },
      // A file that fails to load leaves the system faces, which the page is already set in.
      () => {}
    );
    return () => {
      current = false;
    };
  }, [pageLoaded]);

  useEffect(() => {
    if (pathname !== landing.current && loaded.current && !webFontsShown()) showWebFonts();
  }, [pathname]);
}

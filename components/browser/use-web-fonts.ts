'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { loadWebFonts, showWebFonts } from '@/lib/browser/web-fonts';

/**
 * Once the page has loaded (`pageLoaded`, useAfterLoad), fetches the web font files;
 * shows them at the first navigation after they are in (lib/browser/web-fonts.ts says
 * why not sooner).
 */
export function useWebFonts(pageLoaded: boolean) {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const loaded = useRef(false);

  useEffect(() => {
    if (!pageLoaded) return;
    loadWebFonts().then(
      () => (loaded.current = true),
      // A file that fails to load leaves the system faces, which the page is already set in.
      () => {}
    );
  }, [pageLoaded]);

  useEffect(() => {
    // Any change of page, back to the first one included, once the files are in.
    if (pathname !== previous.current && loaded.current) showWebFonts();
    previous.current = pathname;
  }, [pathname]);
}

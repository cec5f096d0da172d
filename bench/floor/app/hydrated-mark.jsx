'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has hydrated the page, with one client effect,
 * as the site's pages do (components/browser/browser-behaviours.tsx), so that the bench's
 * real-throttle view times the floor's hydration and ours alike.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

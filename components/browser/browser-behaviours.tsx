'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useAfterLoad } from './use-after-load';
import { useBuildWatcher } from './use-build-watcher';
import { useChunkReload } from './use-chunk-reload';
import { useWebFonts } from './use-web-fonts';

/** The loading bar shows only after a click: its code comes once the page has loaded. */
const NavigationProgress = lazy(() => import('./navigation-progress').then((m) => ({ default: m.NavigationProgress })));

/**
 * The site's small client behaviours (docs/behaviour.md: Navigation, Build updates), mounted once in the layout.
 * The chunk-reload guard and the build watcher are a few lines each and start at
 * hydration (the guard must listen before any later chunk loads; the watcher's hour
 * counts from page load); the web fonts and the loading bar wait until the page has loaded.
 */
export function BrowserBehaviours() {
  useHydratedMark();
  useBuildWatcher();
  useChunkReload();
  const loaded = useAfterLoad();
  useWebFonts(loaded);
  return loaded ? (
    <Suspense fallback={null}>
      <NavigationProgress />
    </Suspense>
  ) : null;
}

/**
 * Set on <html> once React has hydrated the page (see below).
 * @internal
 */
export const hydratedAttribute = 'data-hydrated';

/**
 * Marks the document once it is hydrated. The `load` event does not say that the
 * page's controls respond (React hydrates in tasks of its own after the chunks have
 * run); this mark does, for the end-to-end tests that load a page and then use it
 * (tests/helpers/e2e/test.ts), and for the bench's real-throttle view, which times it.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '');
  }, []);
}

'use client';

import { useEffect } from 'react';
import {
  chunkIsGone,
  chunkReloadGuardMs,
  chunkReloadKey,
  failedChunkUrl,
  isChunkLoadFailure,
  shouldReload
} from '@/lib/browser/chunk-reload';

function reloadOnce(cause: unknown) {
  const now = Date.now();
  let last: string | null = null;
  try {
    last = window.sessionStorage.getItem(chunkReloadKey);
  } catch {
    // Storage blocked: without the guard, do not risk a loop.
    return;
  }
  if (!shouldReload(now, last)) {
    console.warn(`A page resource failed to load again; not reloading within ${chunkReloadGuardMs / 1000} s.`, cause);
    return;
  }
  window.sessionStorage.setItem(chunkReloadKey, String(now));
  window.location.reload();
}

/** The Navigation API's event, where the browser has it (not yet in every lib.dom). */
type NavigateEvent = Event & { destination?: { sameDocument?: boolean }; downloadRequest?: string | null };
type NavigationTarget = {
  addEventListener(type: 'navigate' | 'navigateerror', listener: (event: NavigateEvent) => void): void;
} & EventTarget;

/**
 * Reloads the page once when a script or stylesheet chunk fails to load (docs/behaviour.md, Build updates and failed chunks).
 * Not while the page is being left: Firefox fires `error` on the scripts a departing page
 * was still loading (a lazy chunk, a prefetch), and a reload then would cancel the
 * visitor's navigation and show the old page again (seen by the Firefox smoke suite).
 */
export function useChunkReload() {
  useEffect(() => {
    let leaving = false;
    const navigation = (window as { navigation?: NavigationTarget }).navigation;
    // A navigation to another document (a plain link such as the language switcher's,
    // Back, a typed address); the router's own navigations stay in this document.
    const onNavigate = (event: NavigateEvent) => {
      if (event.destination?.sameDocument === false && !event.downloadRequest) leaving = true;
    };
    // A navigation that failed or was stopped leaves the visitor on this page.
    const onNavigateError = () => (leaving = false);
    // Where the Navigation API is missing, the page is known to be going at pagehide;
    // a page restored from the back/forward cache is live again.
    const onPageHide = () => (leaving = true);
    const onPageShow = () => (leaving = false);
    const onFailure = async (cause: unknown) => {
      if (leaving || !isChunkLoadFailure(cause)) return;
      // Only for a file the server no longer has: a load cut short by leaving the page
      // (before any event says so) finds the file still there.
      if ((await chunkIsGone(failedChunkUrl(cause))) && !leaving) reloadOnce(cause);
    };
    const onError = (event: Event) => void onFailure(event.target);
    const onRejection = (event: PromiseRejectionEvent) => void onFailure(event.reason);
    navigation?.addEventListener('navigate', onNavigate);
    navigation?.addEventListener('navigateerror', onNavigateError);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    // Resource errors do not bubble: listen in the capture phase.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      navigation?.removeEventListener('navigate', onNavigate as EventListener);
      navigation?.removeEventListener('navigateerror', onNavigateError);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

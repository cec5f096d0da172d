'use client';

import { useEffect } from 'react';
import { chunkReloadGuardMs, chunkReloadKey, isChunkLoadFailure, shouldReload } from '@/lib/browser/chunk-reload';

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

/** Reloads the page once when a script or stylesheet chunk fails to load (docs/behaviour.md, Build updates and failed chunks). */
export function useChunkReload() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (isChunkLoadFailure(event.target)) reloadOnce(event.target);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason)) reloadOnce(event.reason);
    };
    // Resource errors do not bubble: listen in the capture phase.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

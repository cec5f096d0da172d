'use client';

import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle (or after 2 s of no idle time).
 * Client leaves nothing on the first screen needs (the loading bar, the consent
 * banner) are imported only then, so their code is not among the chunks that load
 * and run with the page's first paint.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari before 26 has no requestIdleCallback.
    const idleSupported = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const done = () => setReady(true);
    const onLoad = () => {
      idle = idleSupported ? window.requestIdleCallback(done, { timeout: 2000 }) : window.setTimeout(done, 1);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      if (idle === undefined) return;
      if (idleSupported) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}

'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { inSiteNavigation } from '@/lib/browser/links';

/** The loading bar (docs/behaviour.md, Navigation): shown after 200 ms, eases over 2 s, hides 500 ms after, resets 400 ms later, 3 px. */
const showAfterMs = 200;
const durationMs = 2000;
const hideAfterMs = 500;
const resetAfterMs = 400;

type Phase = 'idle' | 'waiting' | 'running' | 'done' | 'hiding';

export function NavigationProgress() {
  const pathname = usePathname();
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<number[]>([]);
  const started = useRef(false);

  const clear = () => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
  };
  const later = (ms: number, fn: () => void) => timers.current.push(window.setTimeout(fn, ms));

  useEffect(() => {
    const start = () => {
      clear();
      started.current = true;
      setPhase('waiting');
      later(showAfterMs, () => setPhase('running'));
    };
    const onClick = (event: MouseEvent) => {
      const url = inSiteNavigation(event, window.location);
      if (url && url.pathname !== window.location.pathname) start();
    };
    // Capture phase: the router's Link calls preventDefault() on the way back up.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
      clear();
    };
  }, []);

  useEffect(() => {
    if (!started.current) return;
    started.current = false;
    clear();
    setPhase((current) => (current === 'waiting' ? 'idle' : 'done'));
    later(hideAfterMs, () => setPhase((p) => (p === 'done' ? 'hiding' : p)));
    later(hideAfterMs + resetAfterMs, () => setPhase((p) => (p === 'hiding' ? 'idle' : p)));
  }, [pathname]);

  const width = phase === 'running' ? '90%' : phase === 'done' || phase === 'hiding' ? '100%' : '0%';
  return (
    <div
      aria-hidden="true"
      data-testid="navigation-progress"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        className="h-full bg-accent-line transition-[width,opacity] ease-out motion-reduce:transition-none"
        style={{
          width,
          opacity: phase === 'running' || phase === 'done' ? 1 : 0,
          transitionDuration: phase === 'running' ? `${durationMs}ms` : '200ms'
        }}
      />
    </div>
  );
}

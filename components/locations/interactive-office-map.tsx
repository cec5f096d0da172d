'use client';

import { useTheme } from 'next-themes';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MapOffice, MapTheme, MapUiStrings, OfficeMapHandle } from './mapbox-office-map';
import { useOfficeDialogs } from './office-dialogs';

type Props = {
  token: string;
  language: string;
  rtl: boolean;
  offices: readonly MapOffice[];
  strings: MapUiStrings;
  /** The static map, shown until the interactive one is drawn and whenever it cannot be. */
  children: ReactNode;
};

/** How long the interactive map may take to draw before the static one stays for good. */
const loadTimeoutMs = 20_000;

function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

type Stage = 'waiting' | 'unsupported' | 'loading' | 'ready' | 'failed';

/**
 * Puts the Mapbox map over the static one, loading mapbox-gl (a dynamic import,
 * never part of the page's initial JavaScript) only when the frame scrolls into
 * view and WebGL is available. Any failure leaves the static map in place.
 */
export function InteractiveOfficeMap({ token, language, rtl, offices, strings, children }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<OfficeMapHandle | null>(null);
  const [stage, setStage] = useState<Stage>('waiting');
  const [visible, setVisible] = useState(false);
  const { resolvedTheme } = useTheme();
  const theme: MapTheme = resolvedTheme === 'dark' ? 'dark' : 'light';
  const themeRef = useRef(theme);
  const { openFrom } = useOfficeDialogs();
  const openFromRef = useRef(openFrom);
  // The latest values for the map's callbacks, which outlive this render.
  useEffect(() => {
    themeRef.current = theme;
    openFromRef.current = openFrom;
  });

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    if (!webglAvailable()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- WebGL can only be probed in the browser, after hydration
      setStage('unsupported');
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setVisible(true);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stage mirrors mapbox-gl's load, an external system started here
    setStage('loading');
    const fail = (error: unknown) => {
      if (cancelled) return;
      cancelled = true;
      clearTimeout(timer);
      if (error) console.warn('Interactive map unavailable, showing the static map', error);
      handle.current?.remove();
      handle.current = null;
      setStage('failed');
    };
    const timer = setTimeout(() => fail(new Error('Map load timed out')), loadTimeoutMs);

    import('./mapbox-office-map')
      .then(({ createOfficeMap }) => {
        if (cancelled || !container.current) return;
        handle.current = createOfficeMap({
          container: container.current,
          token,
          language,
          rtl,
          theme: themeRef.current,
          offices,
          strings,
          onSelect: (id, marker) => openFromRef.current(id, marker),
          onReady: () => {
            if (cancelled) return;
            clearTimeout(timer);
            setStage('ready');
          },
          onFail: fail
        });
      })
      .catch(fail);

    return () => {
      cancelled = true;
      clearTimeout(timer);
      handle.current?.remove();
      handle.current = null;
    };
  }, [visible, token, language, rtl, offices, strings]);

  useEffect(() => {
    handle.current?.setTheme(theme);
  }, [theme]);

  const ready = stage === 'ready';
  return (
    <div ref={frame} className="absolute inset-0" data-map-stage={stage}>
      <div className="absolute inset-0" inert={ready} aria-hidden={ready || undefined}>
        {children}
      </div>
      {stage === 'loading' || ready ? (
        // mapbox-gl's stylesheet makes its container position: relative, so the
        // container fills an absolutely positioned box rather than being one.
        // Paper gets the static map under it: a canvas does not print reliably.
        <div className={`absolute inset-0 print:hidden ${ready ? '' : 'invisible'}`}>
          <div ref={container} dir="ltr" data-testid="interactive-map" className="size-full" />
        </div>
      ) : null}
    </div>
  );
}

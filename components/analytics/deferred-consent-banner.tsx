'use client';

import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useAfterLoad } from '@/components/browser/use-after-load';
import { consentOpenEvent } from '@/lib/browser/consent';
import type { ConsentBanner as Banner } from './consent-banner';

/**
 * The banner opens after hydration anyway; its code (and the tag loader) comes once the
 * page has loaded, or at once when the footer asks for it before then.
 */
const ConsentBanner = lazy(() => import('./consent-banner').then((m) => ({ default: m.ConsentBanner })));

export function DeferredConsentBanner(props: ComponentProps<typeof Banner>) {
  const loaded = useAfterLoad();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const ask = () => setAsked(true);
    window.addEventListener(consentOpenEvent, ask);
    return () => window.removeEventListener(consentOpenEvent, ask);
  }, []);
  return loaded || asked ? (
    <Suspense fallback={null}>
      <ConsentBanner {...props} />
    </Suspense>
  ) : null;
}

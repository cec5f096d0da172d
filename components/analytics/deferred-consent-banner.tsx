'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useAfterLoad } from '@/components/browser/after-load';
import type { ConsentBanner as Banner } from './consent-banner';

/** The banner opens after hydration anyway; its code (and the tag loader) comes once the page has loaded. */
const ConsentBanner = lazy(() => import('./consent-banner').then((m) => ({ default: m.ConsentBanner })));

export function DeferredConsentBanner(props: ComponentProps<typeof Banner>) {
  const loaded = useAfterLoad();
  return loaded ? (
    <Suspense fallback={null}>
      <ConsentBanner {...props} />
    </Suspense>
  ) : null;
}

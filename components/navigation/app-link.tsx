'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { Link, splitHref, usePathname } from '@/lib/i18n/navigation';
import { isInternalPath } from '@/lib/browser/links';
import { prefetchAllowed, type ConnectionInfo } from '@/lib/prefetch';

type NetworkInformation = EventTarget & ConnectionInfo;

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function subscribe(onChange: () => void) {
  const c = connection();
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
}

const readAllowed = () => prefetchAllowed(connection());
// Hydrate with what most connections allow. A server snapshot that differs from the
// browser's makes React render every link on the page again straight after hydration,
// in one task that cannot yield; on data-saver and 2g that second render still happens,
// and turns prefetching off before Next's visibility observer first reports (it does
// so asynchronously, after the commit).
const serverAllowed = () => true;

/**
 * The site's locale-aware Link (lib/i18n/navigation), prefetching when visible except on data-saver
 * or 2g connections (Next's App Router does not check the connection itself), and
 * never the page already shown (the logo on the home page: ~19 KB of RSC for nothing).
 */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const connectionAllows = useSyncExternalStore(subscribe, readAllowed, serverAllowed);
  const current = usePathname();
  const allowed = connectionAllows && splitHref(props.href).path !== current;
  // Other origins only through ExternalLink: a misplaced URL fails the build, not a visitor.
  if (!isInternalPath(props.href)) {
    throw new Error(`AppLink takes a path of this site, not ${JSON.stringify(props.href)}`);
  }
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}

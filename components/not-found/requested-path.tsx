'use client';

import { usePathname } from 'next/navigation';
import { displayPath } from '@/lib/not-found/display-path';

/**
 * The address that was asked for. The 404 handler writes the same text into the
 * prerendered HTML (escaped), into the element marked `data-requested-path`
 * (lib/next-build/output.ts), so server and client agree on hydration.
 */
export function RequestedPath({ label }: { label: string }) {
  const pathname = usePathname();
  return (
    <p className="mt-4 text-muted">
      {label}{' '}
      <code dir="ltr" className="rounded bg-highlight px-1.5 py-0.5 break-all" data-requested-path="" data-testid="requested-path">
        {displayPath(pathname)}
      </code>
    </p>
  );
}

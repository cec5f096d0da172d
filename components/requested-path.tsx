'use client';

import { usePathname } from 'next/navigation';

/** The address that was asked for, as the visitor typed it (React escapes it). */
export function RequestedPath({ label }: { label: string }) {
  const pathname = usePathname();
  let shown = pathname;
  try {
    shown = decodeURI(pathname);
  } catch {
    // Keep the encoded form when it does not decode.
  }
  return (
    <p className="mt-4 text-neutral-700 dark:text-neutral-300">
      {label} <code className="rounded bg-neutral-100 px-1.5 py-0.5 break-all dark:bg-neutral-800" data-testid="requested-path">{shown}</code>
    </p>
  );
}

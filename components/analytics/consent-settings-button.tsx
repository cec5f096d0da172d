'use client';

import { requestConsentBanner } from '@/lib/browser/consent';

/** Footer control to change the analytics choice later. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={requestConsentBanner}
      className="text-sm text-neutral-300 underline-offset-2 hover:text-white hover:underline"
    >
      {label}
    </button>
  );
}

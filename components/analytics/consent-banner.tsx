'use client';

import { useEffect, useState } from 'react';
import { AppLink } from '@/components/navigation/app-link';
import { consentOpenEvent, consentStorageKey, readConsent, takeConsentBannerRequest, type Consent } from '@/lib/browser/consent';
import { pagePath } from '@/lib/routes';
import { loadGoogleTag } from './google-tag';

type Labels = { title: string; text: string; accept: string; reject: string; privacy: string };

const privacyPath = pagePath('privacy');

/** Asks once, remembers the answer, loads the tag only after "accept"; reopened from the footer. */
export function ConsentBanner({ measurementId, labels }: { measurementId: string; labels: Labels }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const consent = readConsent(window.localStorage);
    if (consent === 'granted') loadGoogleTag(measurementId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the answer is in localStorage, readable only after hydration (the prerendered page has no banner)
    setOpen(takeConsentBannerRequest() || consent === null);
    const reopen = () => {
      takeConsentBannerRequest();
      setOpen(true);
    };
    window.addEventListener(consentOpenEvent, reopen);
    return () => window.removeEventListener(consentOpenEvent, reopen);
  }, [measurementId]);

  const choose = (consent: Consent) => {
    window.localStorage.setItem(consentStorageKey, consent);
    setOpen(false);
    // A withdrawn consent takes full effect on the next page load (the tag is gone).
    if (consent === 'granted') loadGoogleTag(measurementId);
  };

  if (!open) return null;
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-2xl rounded-lg border border-border-raised bg-surface p-5 shadow-xl sm:inset-x-6"
      data-testid="consent-banner"
    >
      <h2 id="consent-title" className="text-lg font-semibold">
        {labels.title}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {labels.text}{' '}
        <AppLink href={privacyPath} prefetch={false} className="font-medium text-accent underline">
          {labels.privacy}
        </AppLink>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => choose('granted')}
          className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {labels.accept}
        </button>
        <button
          type="button"
          onClick={() => choose('denied')}
          className="rounded-md border border-neutral-300 px-4 py-2 text-sm font-semibold text-neutral-800 hover:bg-highlight dark:border-neutral-600 dark:text-neutral-100"
        >
          {labels.reject}
        </button>
      </div>
    </section>
  );
}

/** The visitor's analytics choice, kept in the browser (never sent anywhere by us). */
export const consentStorageKey = 'analytics-consent';
/** Event that reopens the consent banner (the footer's "Cookie settings"). */
export const consentOpenEvent = 'analytics-consent:open';

export type Consent = 'granted' | 'denied';

export function readConsent(storage: Pick<Storage, 'getItem'>): Consent | null {
  try {
    const value = storage.getItem(consentStorageKey);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The footer's request for the banner, kept until the banner takes it: the banner's code
 * loads after the page (components/analytics/deferred-consent-banner.tsx), so a click
 * before then would otherwise find nobody listening.
 */
let bannerRequested = false;

export function requestConsentBanner(): void {
  bannerRequested = true;
  window.dispatchEvent(new Event(consentOpenEvent));
}

export function takeConsentBannerRequest(): boolean {
  const requested = bannerRequested;
  bannerRequested = false;
  return requested;
}

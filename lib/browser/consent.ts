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

/**
 * What the privacy notice states that comes from the code rather than from its wording:
 * every cookie and browser storage entry the site can leave, and whether the legal
 * wording has been confirmed. The notice renders its storage table from
 * `browserStorage()`, and tests/e2e/privacy*.spec.ts compares what a browser
 * really ends up with against that table, so a new cookie cannot go unlisted.
 */
import { consentStorageKey } from './browser/consent';
import { chunkReloadKey } from './browser/chunk-reload';
import { colorModeStorageKey } from './browser/color-mode';
import { fillCookieName, fillTokenMaxAgeMs } from './enquiries/limits';
import { localeCookieMaxAge, localeCookieName } from './i18n/locales';

type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

/** How long an entry lasts: a count of days or hours, the tab's life, or until the visitor clears it. */
export type StorageLifetime = { days: number } | { hours: number } | 'session' | 'untilCleared';

export type StorageItem = {
  /** Key of its purpose in the catalogues (Privacy.storage.items.{id}). */
  id: 'language' | 'formStarted' | 'colorMode' | 'chunkReload' | 'consent' | 'gaClient' | 'gaSession';
  kind: StorageKind;
  name: string;
  lifetime: StorageLifetime;
  /** Set only with analytics configured (and, for Google's cookies, only after consent). */
  analytics: boolean;
};

const day = 24 * 60 * 60;

/** Google's documented lifetime of the _ga and _ga_<container> cookies: two years. */
const gaCookieDays = 2 * 365;

/**
 * Everything the site stores in a browser, for a build with the given analytics id
 * ('' when analytics are not configured: no banner, no tag, none of their entries).
 */
export function browserStorage(gaId: string): StorageItem[] {
  const items: StorageItem[] = [
    { id: 'language', kind: 'cookie', name: localeCookieName, lifetime: { days: localeCookieMaxAge / day }, analytics: false },
    { id: 'formStarted', kind: 'cookie', name: fillCookieName, lifetime: { hours: fillTokenMaxAgeMs / 3_600_000 }, analytics: false },
    { id: 'colorMode', kind: 'localStorage', name: colorModeStorageKey, lifetime: 'untilCleared', analytics: false },
    { id: 'chunkReload', kind: 'sessionStorage', name: chunkReloadKey, lifetime: 'session', analytics: false }
  ];
  if (!gaId) return items;
  return [
    ...items,
    { id: 'consent', kind: 'localStorage', name: consentStorageKey, lifetime: 'untilCleared', analytics: true },
    { id: 'gaClient', kind: 'cookie', name: '_ga', lifetime: { days: gaCookieDays }, analytics: true },
    // gtag.js names the session cookie after the measurement id without its "G-".
    { id: 'gaSession', kind: 'cookie', name: `_ga_${gaId.replace(/^G-/, '')}`, lifetime: { days: gaCookieDays }, analytics: true }
  ];
}

/**
 * The notice's legal wording (messages/*.json, Privacy) is our draft until a person
 * responsible for data protection has read it against the law of each office's
 * country: `npm run build` lists it while false, and SITE_FACTS_STRICT=1 refuses to build.
 * Each language names the laws and uses their terms (docs/privacy.md, The notice); those
 * terms are part of what is to be confirmed.
 */
export const privacyWording = { confirmed: false };

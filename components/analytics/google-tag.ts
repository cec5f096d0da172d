type Gtag = (...args: unknown[]) => void;
type WindowWithTag = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/**
 * Loads Google's tag after the visitor accepted, with Consent Mode defaults set to
 * denied first and only analytics storage then granted. No inline script: this
 * runs from the bundle, so the CSP needs no hash for it.
 */
export function loadGoogleTag(measurementId: string) {
  const w = window as WindowWithTag;
  if (w.gtag) return;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects; a rest array is ignored
    w.dataLayer!.push(arguments);
  };
  w.gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied'
  });
  w.gtag('consent', 'update', { analytics_storage: 'granted' });
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

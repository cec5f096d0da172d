import { createHash } from 'node:crypto';
import { siteConfig } from '../site-config';

/**
 * The Content-Security-Policy of every document. Scripts run only from this origin
 * and, inline, only when their SHA-256 hash is listed: the pages stay prerendered
 * (a nonce would force dynamic rendering), so lib/next-build/page-policies.ts collects each
 * page's inline scripts after the build into a manifest, and proxy.ts sends their hashes with that page.
 * Third-party origins appear only when their feature is configured.
 */

const mapboxOrigins = ['https://api.mapbox.com', 'https://events.mapbox.com'];
const analyticsScriptOrigins = ['https://www.googletagmanager.com'];
const analyticsConnectOrigins = [
  'https://www.google-analytics.com',
  'https://region1.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com'
];

export type CspOptions = {
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** `next dev`: its pages run inline scripts no build hashed, and React's development build evaluates code. */
  development?: boolean;
  mapbox?: boolean;
  analytics?: boolean;
};

function contentSecurityPolicy({
  scriptHashes = [],
  development = false,
  mapbox = Boolean(siteConfig.mapboxToken),
  analytics = Boolean(siteConfig.gaId)
}: CspOptions = {}): string {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'${h}'`);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval': the site search (Pagefind) compiles its WebAssembly; it allows
    // WebAssembly compilation only, not eval or inline scripts.
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : hashes),
      ...(analytics ? analyticsScriptOrigins : [])
    ],
    // React and Radix set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(mapbox ? mapboxOrigins : []), ...(analytics ? analyticsConnectOrigins : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(mapbox ? mapboxOrigins : []), ...(analytics ? analyticsConnectOrigins : [])],
    // mapbox-gl starts its workers from blob: URLs.
    'worker-src': ["'self'", ...(mapbox ? ['blob:'] : [])],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"]
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The CSP source for an inline script's exact text.
 * @internal
 */
export function sha256Source(content: string): string {
  return `sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`;
}

/**
 * Texts of the executable inline scripts of an HTML document (JSON-LD and other data blocks excluded).
 * @internal
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The CSP of one HTML document: the base policy plus its inline scripts' hashes. */
export function cspForHtml(html: string, options: Omit<CspOptions, 'scriptHashes'> = {}): string {
  return contentSecurityPolicy({ ...options, scriptHashes: inlineScripts(html).map(sha256Source) });
}

/**
 * The base policy with no inline script allowed: the API's (an answer opened as a
 * document runs nothing; a header rule of next.config.ts sends it, since proxy.ts does not
 * run for the API), and every page's when the build wrote no manifest.
 */
export const policyWithoutInlineScripts: string = contentSecurityPolicy();

/** The policy of `next dev`'s pages (lib/security/page-policies.ts): never sent by a production server. */
export function cspForDevelopment(): string {
  return contentSecurityPolicy({ development: true });
}

const hashSources = /'(sha256-[A-Za-z0-9+/=]+)'/g;

/**
 * The 'sha256-…' sources a policy lists.
 * @internal
 */
export function scriptHashesOf(csp: string): string[] {
  return [...csp.matchAll(hashSources)].map((m) => m[1]!);
}

/** Whether a served policy is the document's own, allowing each of its inline scripts (and maybe more of the same page's). */
export function cspAllows(served: string, html: string): boolean {
  const own = cspForHtml(html);
  const listed = new Set(scriptHashesOf(served));
  const withoutHashes = (csp: string) => csp.replace(hashSources, '').replace(/ +/g, ' ');
  return withoutHashes(served) === withoutHashes(own) && scriptHashesOf(own).every((hash) => listed.has(hash));
}

/**
 * Headers every response but the build's static assets carries (the CSP is added
 * separately, per page). Most of them govern documents only.
 */
export const securityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: [
      'accelerometer=()',
      'autoplay=()',
      'browsing-topics=()',
      'camera=()',
      'display-capture=()',
      'encrypted-media=()',
      'fullscreen=(self)',
      'geolocation=()',
      'gyroscope=()',
      'hid=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      'payment=()',
      'publickey-credentials-get=()',
      'screen-wake-lock=()',
      'serial=()',
      'usb=()',
      'xr-spatial-tracking=()'
    ].join(', ')
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' }
];

/**
 * Headers of the build's static assets (/_next/static: scripts, stylesheets, fonts).
 * A page loads about twenty of them, and every document-only header (policies,
 * framing, HSTS, which the page's own response already sets) would add over a
 * kilobyte to each: 20 KB a page, counted as JavaScript by Lighthouse. What applies
 * to a subresource stays: no MIME sniffing, and no loading by other sites.
 */
export const staticAssetHeaders: ReadonlyArray<{ key: string; value: string }> = securityHeaders.filter((header) =>
  ['X-Content-Type-Options', 'Cross-Origin-Resource-Policy'].includes(header.key)
);

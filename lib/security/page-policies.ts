/**
 * Each page's Content-Security-Policy, and each language's not-found page, as the build
 * that made them wrote them once, after `next build` (lib/next-build/page-policies.ts):
 * read here once per process from the build folder, for proxy.ts (every page path) and
 * the 404 handler (lib/not-found/respond.ts). A page's policy lists the hashes of
 * exactly its own inline scripts, so it can only come from the pages that build made;
 * a header rule of next.config.ts could only have come from a build before it.
 *
 * `next dev` never reads the manifest: its pages are not those a production build made,
 * and run React's development scripts, so they get the development policy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { cspForDevelopment, policyWithoutInlineScripts } from './csp';

/** The manifest's name in the build folder (and in a standalone or serverless copy of it). */
export const pagePoliciesFileName = 'site-page-policies.json';

export type PagePolicies = {
  /** A page's public path (as the visitor asks for it: /contact, /ru/contact) → its policy. */
  pages: Record<string, string>;
  /** Each language's prerendered not-found page and its policy. */
  notFound: Record<Locale, { html: string; csp: string }>;
};

let loaded: PagePolicies | null | undefined;

/** Where the running server finds the manifest: its build folder, under the folder it runs in (OpenNext's function changes to its own). */
function manifestFile(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env('NEXT_DIST_DIR'), pagePoliciesFileName);
}

/** The manifest of the build this server runs, read once; null (said once) when the build has none. */
export function pagePolicies(): PagePolicies | null {
  if (loaded !== undefined) return loaded;
  try {
    loaded = JSON.parse(fs.readFileSync(manifestFile(), 'utf8')) as PagePolicies;
  } catch (error) {
    console.error(
      `[csp] no page policies at ${manifestFile()} (${(error as Error).message}): pages are sent with a policy that ` +
        'allows no inline script. Build with npm run build (scripts/build/next-build.ts writes them).'
    );
    loaded = null;
  }
  return loaded;
}

/** The language a 404 handler answers a path in: its first segment when that is a language, exactly; else the default. */
function notFoundLocaleOf(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : defaultLocale;
}

const lockedDown = policyWithoutInlineScripts;

/**
 * The policy of the document served at `pathname`: the page's own, else the not-found
 * page's of the language the 404 handler answers it in (a path of no page is a 404,
 * whatever its letter case). Paths are matched exactly, as Next serves pages: /CONTACT
 * is a 404, never the contact page. Without a manifest, a policy that allows no inline
 * script: a page that does not start is better than one that runs what it was not built with.
 */
export function policyForPath(pathname: string): string {
  if (env('NODE_ENV') !== 'production') return cspForDevelopment();
  const policies = pagePolicies();
  if (!policies) return lockedDown;
  return policies.pages[pathname] ?? policies.notFound[notFoundLocaleOf(pathname)]?.csp ?? lockedDown;
}

/**
 * Writes, once, after `next build`, what the running site needs of the pages that build
 * made and cannot learn at request time without reading them all: each page's
 * Content-Security-Policy (the hashes of exactly its inline scripts: Next's bootstrap and
 * flight data, the colour-mode script) and each language's not-found page with its policy.
 * The server reads it back (lib/security/page-policies.ts) in proxy.ts and the 404 handler.
 * Next has no option for per-page hashes, and a nonce would make every page dynamic.
 *
 * One manifest in the build folder, and a copy in the standalone output where the build
 * made one (`output: 'standalone'`, which OpenNext's build sets): Next copied that folder
 * before this step ran, and a serverless function is built from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { locales } from '../i18n/locales';
import { cspForHtml } from '../security/csp';
import { pagePoliciesFileName, type PagePolicies } from '../security/page-policies';
import { notFoundPageHtml, prerenderedPages, standaloneBuildDir } from './output';

/**
 * The policies of the build in `dist`, from its prerendered pages.
 * @internal
 */
export function pagePoliciesOf(dist: string): PagePolicies {
  const pages = Object.fromEntries(prerenderedPages(dist).map(({ route, html }) => [route, cspForHtml(html)]));
  const notFound = Object.fromEntries(
    locales.map((locale) => {
      const html = notFoundPageHtml(dist, locale);
      return [locale, { html, csp: cspForHtml(html) }];
    })
  ) as PagePolicies['notFound'];
  return { pages, notFound };
}

/** Writes the manifest of the build in `dist` (and into its standalone copy); returns the files written. */
export function writePagePolicies(dist: string): { files: string[]; pageCount: number } {
  const policies = pagePoliciesOf(dist);
  const text = `${JSON.stringify(policies)}\n`;
  const standalone = standaloneBuildDir(dist);
  const files = [dist, ...(standalone ? [standalone] : [])].map((dir) => path.join(dir, pagePoliciesFileName));
  for (const file of files) fs.writeFileSync(file, text);
  return { files, pageCount: Object.keys(policies.pages).length };
}

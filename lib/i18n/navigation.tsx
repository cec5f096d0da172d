'use client';

import 'client-only';
import NextLink from 'next/link';
import { useParams, usePathname as useNextPathname } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';
import { localeCookieString } from './locale-cookie';
import { localeOrDefault, localizedPath, locales, type Locale } from './locales';

/*
 * The locale-aware Link and usePathname of the client leaves. next-intl's
 * createNavigation gives the same two, but needs NextIntlClientProvider in the
 * browser, whose runtime (use-intl with its message-format cache) is about 12 KB of
 * gzipped JavaScript on every page, while these need nothing but the locale, which
 * the route's [locale] param carries. Paths are written by the same localizedPath
 * the server uses for canonicals, sitemaps and hreflang.
 */

/** The locale of the page being shown, from the app/[locale] route param. */
export function useLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return localeOrDefault(locale);
}

/**
 * A path without its locale prefix: "/ar/contact" → "/contact", "/ar" → "/".
 * @internal
 */
export function unlocalizedPath(pathname: string): string {
  for (const locale of locales) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

/** The current page's path without the locale prefix (as next-intl's usePathname). */
export function usePathname(): string {
  return unlocalizedPath(useNextPathname() ?? '/');
}

/** Remembers a chosen language for the next visit to "/" (read by the proxy). */
export function rememberLocale(locale: Locale) {
  document.cookie = localeCookieString(locale, location.protocol);
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  /** A path of this site without locale prefix; a hash or query may follow. */
  href: string;
};

/** next/link with the path written for the page's locale: a client navigation within the page's language. */
export function Link({ href, ...props }: LinkProps) {
  return <NextLink {...props} href={localizedHref(useLocale(), href)} />;
}

type LanguageLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of this site without locale prefix; a hash or query may follow. */
  href: string;
  /** The language it leads to. */
  locale: Locale;
};

/**
 * A link to a page in another language (the language switcher's): a plain anchor, so a
 * change of language is a full page load, and a click remembers the choice. Not the
 * client router: the document's lang and dir change anyway, and a client navigation from
 * a prefixed page to a bare English path (rewritten to /en/… by next.config.ts) left
 * Next's router predicting the English links' routes from the prefixed pages it had
 * seen, and prefetching them without end (docs/architecture.md, Languages and URLs).
 */
export function LanguageLink({ href, locale, onClick, ...props }: LanguageLinkProps) {
  const current = useLocale();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (locale !== current) rememberLocale(locale);
    onClick?.(event);
  };
  return <a {...props} href={localizedHref(locale, href)} onClick={handleClick} />;
}

/**
 * localizedPath for a path that may carry a query or a hash ("/#x" stays "/ar#x").
 * @internal
 */
export function localizedHref(locale: Locale, href: string): string {
  const { path, rest } = splitHref(href);
  return localizedPath(locale, path) + rest;
}

/** An href's path ("/" when empty) and what follows it: "/contact?to=x" → "/contact", "?to=x". */
export function splitHref(href: string): { path: string; rest: string } {
  const split = href.search(/[?#]/);
  if (split === -1) return { path: href || '/', rest: '' };
  return { path: href.slice(0, split) || '/', rest: href.slice(split) };
}

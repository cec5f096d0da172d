import { locales, type Locale } from '@/lib/i18n/locales';
import { countryCodes, siteConfig } from '@/lib/site-config';
import { cardFor } from './cards';
import { absoluteUrl } from './urls';

/** JSON-LD (schema.org) for search engines: one builder per kind of thing. */

type Thing = Record<string, unknown>;

const organizationId = `${siteConfig.url}/#organization`;

/** The company, its offices (PostalAddress) and where to write to (ContactPoint). */
export function organization(locale: Locale, description: string): Thing {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: siteConfig.name,
    url: absoluteUrl(locale, '/'),
    logo: `${siteConfig.url}/icon.svg`,
    email: siteConfig.email,
    description,
    foundingDate: String(siteConfig.foundingYear),
    address: siteConfig.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.address.slice(0, -1).join(', '),
      addressCountry: countryCodes[office.country].alpha2
    })),
    contactPoint: siteConfig.countries.map((country) => {
      const office = siteConfig.offices.find((o) => o.id === country.office)!;
      return {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: country.email,
        telephone: office.phone,
        areaServed: countryCodes[country.id].alpha2,
        availableLanguage: [...locales]
      };
    }),
    sameAs: [siteConfig.portals.epcs, siteConfig.portals.vrs]
  };
}

export type Crumb = { name: string; path: string };

/** Home › … › the page, as absolute URLs in the page's language. */
export function breadcrumbs(locale: Locale, trail: readonly Crumb[]): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.path)
    }))
  };
}

export function service(locale: Locale, path: string, name: string, description: string, serviceType: string): Thing {
  return {
    '@type': 'Service',
    name,
    description,
    serviceType,
    url: absoluteUrl(locale, path),
    provider: { '@id': organizationId },
    areaServed: Object.values(countryCodes).map((c) => c.alpha2)
  };
}

export type NewsItem = { headline: string; description: string; date: string; id: string };

export async function newsArticles(locale: Locale, path: string, items: readonly NewsItem[]): Promise<Thing[]> {
  const card = await cardFor(locale, path);
  return items.map((item) => ({
    '@type': 'NewsArticle',
    headline: item.headline,
    description: item.description,
    datePublished: item.date,
    url: `${absoluteUrl(locale, path)}#${item.id}`,
    inLanguage: locale,
    // Google asks for an image on articles; the year page's link-preview card is the one we have.
    image: `${siteConfig.url}${card.url}`,
    author: { '@id': organizationId },
    publisher: { '@id': organizationId }
  }));
}

/**
 * JSON for a <script type="application/ld+json"> element: `<`, `>`, `&` and the
 * two JavaScript line terminators are escaped, so no text can close the element.
 */
export function jsonLdText(things: Thing | readonly Thing[]): string {
  const graph = Array.isArray(things)
    ? { '@context': 'https://schema.org', '@graph': things }
    : { '@context': 'https://schema.org', ...things };
  return JSON.stringify(graph)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

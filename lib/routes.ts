/**
 * The one route list. Pages, news years and service slugs defined here drive
 * generateStaticParams, the menu, the sitemap, hreflang links and the tests. Code links
 * to a page through pagePath(id) (servicePath, newsYearPath, officeCardPath), never by
 * writing its path out (the lint's local/page-paths, eslint.config.mjs).
 */
import type { DepartmentId, OfficeId } from './site-config';

export const newsYears = [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014, 2010, 2009, 2008] as const;
export type NewsYear = (typeof newsYears)[number];

/**
 * Service slugs exactly as on the replaced site (misspellings included: links to
 * them exist); `id` is the key of the service in the catalogues.
 */
export const services = [
  { slug: 'engineering', id: 'engineering' },
  { slug: 'laser-scanning', id: 'laserScanning' },
  { slug: 'subsea', id: 'subsea' },
  { slug: 'dimentional', id: 'dimensional' },
  { slug: 'digitalTwin', id: 'digitalTwin' },
  { slug: 'handsheldscanning', id: 'handheldScanning' },
  { slug: 'comissioning', id: 'commissioning' },
  { slug: 'recertification', id: 'recertification' },
  { slug: 'vrs', id: 'vrs' },
  { slug: 'cims', id: 'epcs' },
  { slug: 'gpr', id: 'gpr' }
] as const;
export type Service = (typeof services)[number];
export type ServiceSlug = Service['slug'];
export type ServiceId = Service['id'];

/** Correct spellings that answer with a permanent redirect to the kept slug. */
export const serviceSlugRedirects: Record<string, ServiceSlug> = {
  dimensional: 'dimentional',
  commissioning: 'comissioning',
  'handheld-scanning': 'handsheldscanning',
  'digital-twin': 'digitalTwin'
};

/** Top-level pages; `id` is the page's namespace key in the catalogues (Pages.{id}). */
export const pages = [
  { id: 'home', path: '/' },
  { id: 'management', path: '/management' },
  { id: 'hseq', path: '/hseq' },
  { id: 'locations', path: '/locations' },
  { id: 'news', path: '/news' },
  { id: 'clients', path: '/clients' },
  { id: 'introduction', path: '/introduction' },
  { id: 'contact', path: '/contact' },
  { id: 'careers', path: '/careers' },
  { id: 'siteMap', path: '/site-map' },
  { id: 'privacy', path: '/privacy' }
] as const;
export type PageId = (typeof pages)[number]['id'];

/**
 * Pages outside the site's map: prerendered in every language like the others, but not
 * in allRoutes(), so not in the menu, footer, site map, sitemaps, search, cards or the
 * route × locale tests. Their copy is a namespace of their own, not Pages.{id}.
 * @internal exported for the route tests; the site reaches them through pagePath().
 */
export const unlistedPages = [
  // Where a sent contact form lands (a 303 from /api/contact); its robots meta says noindex.
  { id: 'contactSent', path: '/contact/sent' }
] as const;
export type UnlistedPageId = (typeof unlistedPages)[number]['id'];

const pathOf = new Map<string, string>([...pages, ...unlistedPages].map((p) => [p.id, p.path]));

/** The locale-less path of a top-level page, listed or not. */
export function pagePath(id: PageId | UnlistedPageId): string {
  return pathOf.get(id)!;
}

/** The contact page's query parameter that preselects a department (the contact form reads it). */
export const departmentQueryParam = 'to';

/** The contact page with a department preselected in its form (`/contact?to=careers`). */
export function contactPathFor(department: DepartmentId): string {
  return `${pagePath('contact')}?${departmentQueryParam}=${department}`;
}

/** The id of an office's card on the locations page, so the target of a link to that office. */
export function officeAnchor(office: OfficeId): string {
  return `office-${office}`;
}

/** A link to one office's card on the locations page (the footer's country links). */
export function officeCardPath(office: OfficeId): string {
  return `${pagePath('locations')}#${officeAnchor(office)}`;
}

export function servicePath(slug: ServiceSlug): `/services/${ServiceSlug}` {
  return `/services/${slug}`;
}

export function newsYearPath(year: NewsYear): `/news/${NewsYear}` {
  return `/news/${year}`;
}

export function isNewsYear(value: string | number): value is NewsYear {
  return (newsYears as readonly number[]).includes(Number(value)) && /^\d{4}$/.test(String(value));
}

export function serviceBySlug(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}

/**
 * A page of the site's map. Its `id` is its catalogue key, typed by its kind (the page id,
 * the service id, or the year as the catalogue writes it), so a key built from it
 * (`Pages.${id}.title`) is checked against the catalogue.
 */
export type RouteEntry = RouteKey & {
  /** Locale-less path, as linked in the English site (`/`, `/hseq`, `/services/gpr`). */
  path: string;
};

type RouteKey = { kind: 'page'; id: PageId } | { kind: 'news-year'; id: `${NewsYear}` } | { kind: 'service'; id: ServiceId };

/** Every page of the site's map (without locale prefix): the pages, news years and services above; unlistedPages are not among them. */
export function allRoutes(): RouteEntry[] {
  return [
    ...pages.map((p) => ({ path: p.path, kind: 'page' as const, id: p.id })),
    ...newsYears.map((y) => ({ path: newsYearPath(y), kind: 'news-year' as const, id: `${y}` as const })),
    ...services.map((s) => ({ path: servicePath(s.slug), kind: 'service' as const, id: s.id }))
  ];
}

/**
 * One page of each template (home, service, locations, contact, news, news year,
 * management): the page set of the bench, the screenshots and the per-template tests.
 */
export const templateSamples = [
  { name: 'home', path: '/' },
  { name: 'service', path: servicePath('laser-scanning') },
  { name: 'locations', path: pagePath('locations') },
  { name: 'contact', path: pagePath('contact') },
  { name: 'news', path: pagePath('news') },
  { name: 'news-year', path: newsYearPath(newsYears[0]) },
  { name: 'management', path: pagePath('management') }
] as const;

/**
 * Marker segment under which next.config.ts rewrites unknown news years and service
 * slugs, so that the catch-all 404 handler answers them (see lib/not-found/respond.ts).
 */
export const unmatchedSegment = '_unmatched';

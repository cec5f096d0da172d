/**
 * Company facts, in one place. Values that differ per deployment come from the
 * environment (lib/env.ts declares them and their defaults: a neutral working name and
 * example.com addresses, to be replaced by the company before launch); NEXT_PUBLIC_* ones
 * are inlined at build time.
 */
import { env } from './env';
import type { CountryId, DepartmentId, OfficeId } from './site-ids';

export type { CountryId, DepartmentId, OfficeId } from './site-ids';

export type Office = {
  id: OfficeId;
  country: CountryId;
  /** A partner's office rather than one of the company's own. */
  partner: boolean;
  /** Street address lines as written on an envelope in that country (not translated). */
  address: readonly string[];
  phone: string;
  email: string;
  /** [longitude, latitude] */
  coordinates: readonly [number, number];
  /** false: the address and phone are placeholders the company has not confirmed (listed by `npm run build`). */
  confirmed: boolean;
};

type Country = {
  id: CountryId;
  /** The office the footer's country link lands on. */
  office: OfficeId;
  /** Where enquiries for this country are sent: its office's address. */
  email: string;
};

const domain = env('NEXT_PUBLIC_EMAIL_DOMAIN');

const offices = [
  {
    id: 'baku',
    country: 'azerbaijan',
    partner: false,
    address: ['1 Example Avenue', 'Baku AZ1000', 'Azerbaijan'],
    phone: '+994 12 000 00 00',
    email: `baku@${domain}`,
    coordinates: [49.8671, 40.4093],
    confirmed: false
  },
  {
    id: 'inverness',
    country: 'uk',
    partner: false,
    address: ['1 Example Road', 'Inverness IV1 1AA', 'United Kingdom'],
    phone: '+44 1463 000000',
    email: `inverness@${domain}`,
    coordinates: [-4.2247, 57.4778],
    confirmed: false
  },
  {
    id: 'atyrau',
    country: 'kazakhstan',
    partner: false,
    address: ['1 Example Street', 'Atyrau 060000', 'Kazakhstan'],
    phone: '+7 7122 00 00 00',
    email: `atyrau@${domain}`,
    coordinates: [51.9238, 47.0945],
    confirmed: false
  },
  {
    id: 'aktau',
    country: 'kazakhstan',
    partner: false,
    address: ['1 Example Microdistrict', 'Aktau 130000', 'Kazakhstan'],
    phone: '+7 7292 00 00 00',
    email: `aktau@${domain}`,
    coordinates: [51.1975, 43.6532],
    confirmed: false
  },
  {
    id: 'doha',
    country: 'qatar',
    partner: false,
    address: ['Example Tower, West Bay', 'PO Box 0000, Doha', 'Qatar'],
    phone: '+974 4000 0000',
    email: `doha@${domain}`,
    coordinates: [51.531, 25.2854],
    confirmed: false
  },
  {
    id: 'macae',
    country: 'brazil',
    partner: true,
    address: ['Rua Exemplo, 1', 'Macaé - RJ, 27900-000', 'Brazil'],
    phone: '+55 22 0000-0000',
    email: `brazil@${domain}`,
    coordinates: [-41.7869, -22.3708],
    confirmed: false
  }
] as const satisfies readonly Office[];

/** The office of each country: the footer's link lands on it and its address gets the country's enquiries. */
const countryOffices = [
  { id: 'azerbaijan', office: 'baku' },
  { id: 'uk', office: 'inverness' },
  { id: 'kazakhstan', office: 'atyrau' },
  { id: 'qatar', office: 'doha' },
  { id: 'brazil', office: 'macae' }
] as const;

const countries = countryOffices.map((c) => ({ ...c, email: offices.find((o) => o.id === c.office)!.email })) satisfies readonly Country[];

export const siteConfig = {
  /** Working name; set NEXT_PUBLIC_COMPANY_NAME to the registered one. */
  name: env('NEXT_PUBLIC_COMPANY_NAME'),
  shortName: env('NEXT_PUBLIC_COMPANY_SHORT_NAME'),
  /** Absolute origin the site is served from; canonical URLs and sitemaps are built from it. */
  url: env('NEXT_PUBLIC_SITE_URL'),
  email: env('NEXT_PUBLIC_CONTACT_EMAIL') ?? `info@${domain}`,
  foundingYear: 2008,
  /**
   * Figures quoted in the copy (docs/behaviour.md, Look) that only the company knows; the
   * office figures are counted from `offices` (regionalOffices, officeCountries, officesListed).
   */
  figures: {
    professionals: 250,
    surveyors: 80,
    administration: 20,
    clients: 200
  },
  portals: {
    epcs: env('NEXT_PUBLIC_EPCS_URL'),
    vrs: env('NEXT_PUBLIC_VRS_URL')
  },
  /** Mapbox public token: without it /locations shows the static map. */
  mapboxToken: env('NEXT_PUBLIC_MAPBOX_TOKEN') ?? '',
  /** Google Analytics measurement id: without it no consent banner and no tag. */
  gaId: env('NEXT_PUBLIC_GA_ID') ?? '',
  offices,
  countries,
  /** Where each department's enquiries go (copied to the chosen country's office). */
  departments: {
    general: `info@${domain}`,
    sales: `sales@${domain}`,
    technical: `technical@${domain}`,
    hseq: `hseq@${domain}`,
    careers: `careers@${domain}`
  } satisfies Record<DepartmentId, string>,
  /**
   * Home page counters. The replaced site did not publish its values: these are
   * plausible placeholders. TO CONFIRM by the company before launch.
   */
  counters: {
    scans: 185000,
    electrodes: 42000,
    projects: 1250,
    models: 9800,
    mobilisations: 3400,
    coffee: 260000
  },
  /**
   * Which of the figures above the company has confirmed. false marks a placeholder:
   * `npm run build` lists it (scripts/build/site-facts.ts) and SITE_FACTS_STRICT=1 refuses to
   * build while any remain. Offices carry their own flag.
   */
  confirmed: {
    foundingYear: false,
    figures: { professionals: false, surveyors: false, administration: false, clients: false },
    counters: { scans: false, electrodes: false, projects: false, models: false, mobilisations: false, coffee: false }
  }
} as const;

/** ISO 3166-1 codes of the countries with an office: alpha-2 for JSON-LD, numeric for the world-atlas map ids. */
export const countryCodes: Record<CountryId, { alpha2: string; numeric: string }> = {
  azerbaijan: { alpha2: 'AZ', numeric: '031' },
  uk: { alpha2: 'GB', numeric: '826' },
  kazakhstan: { alpha2: 'KZ', numeric: '398' },
  qatar: { alpha2: 'QA', numeric: '634' },
  brazil: { alpha2: 'BR', numeric: '076' }
};

/**
 * Figures of the company's equipment and projects quoted in the copy. The messages
 * format them for each language (`{qatarScans, number}`, plural forms), so the
 * number is written once, here.
 */
const projectFigures = {
  /** Laser scans on the single largest project, in Qatar (2017). */
  qatarScans: 11000,
  /** Points a hand-held scanner captures per frame. */
  scanPoints: 50000,
  /** Maximum test pressure of the hydro-test bay, psi. */
  testPressure: 30000,
  /** Floor area of the fabrication workshop, m². */
  workshopArea: 2000
} as const;

/**
 * Countries where the company has an office of its own, counted from the office list: a
 * partner's office serves a country but does not make it one of ours ("four countries, and a
 * partner office in Brazil").
 * @internal
 */
export const officeCountries = new Set(siteConfig.offices.filter((o) => !o.partner).map((o) => o.country)).size;

/**
 * Every office the site lists and maps, the partner's included ("our six offices" on the map).
 * @internal
 */
export const officesListed = siteConfig.offices.length;

/** The company's own offices ("5 regional offices and a partner"): every office but the partner's. */
export const regionalOffices = siteConfig.offices.filter((o) => !o.partner).length;

/**
 * Values any message of the copy may use: the company's name, the company figures and the
 * project figures above. Copy never types these numbers (tests/unit/messages/copy-figures.test.ts).
 */
export const copyValues = {
  company: siteConfig.name,
  ...siteConfig.figures,
  regionalOffices,
  countries: officeCountries,
  offices: officesListed,
  ...projectFigures
};

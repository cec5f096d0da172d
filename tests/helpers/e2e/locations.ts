import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, type LaunchOptions, type Page, type Request } from '@playwright/test';
import { expect } from './test';
import playwrightConfig from '../../../playwright.config';
import { clientChunks } from '@/lib/next-build/output';
import { siteConfig, type OfficeId } from '@/lib/site-config';
import { catalogues, format } from './test-data';

/**
 * What the /locations specs share: the browser's launch options, the routing that
 * answers Mapbox from tests/fixtures/mapbox and refuses anything else off this machine,
 * and the office dialogs' expectations. tests/e2e/locations.spec.ts runs against the
 * default build (static map), tests/e2e/locations-map.configured.spec.ts against the
 * build with a Mapbox token (interactive map).
 */

// Relative to the repository root, where Playwright (and `next start`) run.
const fixtures = path.resolve('tests', 'fixtures', 'mapbox');

const baseLaunch = playwrightConfig.use?.launchOptions ?? {};
/**
 * WebGL in headless Chromium: SwiftShader, allowed explicitly so that the map tests do
 * not depend on the machine's GPU. Nothing else may resolve off the machine.
 */
export const offlineMapLaunchOptions: LaunchOptions = {
  ...baseLaunch,
  args: [...(baseLaunch.args ?? []), '--enable-unsafe-swiftshader', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']
};

const mapboxHosts = new Set(['api.mapbox.com', 'events.mapbox.com']);

/** The mapbox-gl script and stylesheet chunks of the build in `distDir`, found by their content. */
export function mapboxChunks(distDir: string): string[] {
  return clientChunks(distDir)
    .filter(({ name, read }) => {
      if (!/\.(js|css)$/.test(name)) return false;
      const text = read();
      return name.endsWith('.css') ? text.includes('.mapboxgl-ctrl') : text.includes('api.mapbox.com');
    })
    .map(({ name }) => name);
}

export type Traffic = { local: string[]; mapbox: string[]; offMachine: string[] };

/**
 * Routes every request of the context: the site passes through, Mapbox is answered
 * from the fixtures (or refused when `mapboxDown`), anything else is aborted and recorded.
 */
export async function routeTraffic(context: BrowserContext, { mapboxDown = false } = {}): Promise<Traffic> {
  const traffic: Traffic = { local: [], mapbox: [], offMachine: [] };
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') {
      traffic.local.push(url.href);
      return route.continue();
    }
    if (!mapboxHosts.has(url.hostname)) {
      traffic.offMachine.push(url.href);
      return route.abort('blockedbyclient');
    }
    traffic.mapbox.push(url.href);
    if (mapboxDown) return route.abort('internetdisconnected');
    return route.fulfill(mapboxFixture(url));
  });
  return traffic;
}

function mapboxFixture(url: URL): { status: number; contentType?: string; body?: string | Buffer; headers?: Record<string, string> } {
  const cors = { 'access-control-allow-origin': '*' };
  const file = (name: string) => fs.readFileSync(path.join(fixtures, name));
  const p = url.pathname;
  if (url.hostname === 'events.mapbox.com' || p.startsWith('/map-sessions/')) return { status: 204, headers: cors };
  if (/\/sprite(@\dx)?\.json$/.test(p)) return { status: 200, contentType: 'application/json', body: file('sprite.json'), headers: cors };
  if (/\/sprite(@\dx)?\.png$/.test(p)) return { status: 200, contentType: 'image/png', body: file('sprite.png'), headers: cors };
  if (p.startsWith('/styles/v1/')) return { status: 200, contentType: 'application/json', body: file('style.json'), headers: cors };
  if (p.startsWith('/v4/') && p.endsWith('.json'))
    return { status: 200, contentType: 'application/json', body: file('tilejson.json'), headers: cors };
  // Vector tiles and glyph ranges: an empty protobuf (no features, no glyphs).
  if (p.endsWith('.pbf') || p.endsWith('.mvt'))
    return { status: 200, contentType: 'application/x-protobuf', body: Buffer.alloc(0), headers: cors };
  return { status: 404, contentType: 'text/plain', body: 'no fixture', headers: cors };
}

export function requestedScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()) || /\/_next\/static\/chunks\//.test(request.url()))
      urls.push(request.url());
  });
  return urls;
}

export function officeName(locale: keyof typeof catalogues, id: OfficeId) {
  return catalogues[locale].Offices[id].name;
}

export const officeById = (id: OfficeId) => siteConfig.offices.find((o) => o.id === id)!;

export function markerLabel(locale: keyof typeof catalogues, id: OfficeId) {
  const o = catalogues[locale].Offices[id];
  return format(catalogues[locale].Locations.markerLabel, { office: o.name, country: o.country });
}

export async function expectDialogFor(page: Page, locale: keyof typeof catalogues, id: OfficeId) {
  const office = officeById(id);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(officeName(locale, id));
  await expect(dialog).toHaveAccessibleName(officeName(locale, id));
  await expect(dialog.getByTestId('office-address')).toHaveText(office.address.join(''));
  await expect(dialog.getByRole('link', { name: office.phone })).toHaveAttribute('href', `tel:${office.phone.replace(/[^\d+]/g, '')}`);
  await expect(dialog.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
  return dialog;
}

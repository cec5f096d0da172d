import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { configuredDistDir } from '../../scripts/test/configured-build.mjs';
import { buildDir } from '@/lib/next-build/output';
import { officeIds } from '@/lib/site-ids';
import { catalogues } from '../helpers/e2e/test-data';
import {
  expectDialogFor,
  mapboxChunks as chunksOf,
  markerLabel,
  offlineMapLaunchOptions,
  requestedScripts,
  routeTraffic
} from '../helpers/e2e/locations';

/**
 * /locations with the Mapbox map, against the build made with a (dummy) token (the
 * "configured" project of playwright.config.ts): where mapbox-gl may load, and the
 * interactive map. Every request to Mapbox is answered from tests/fixtures/mapbox; any
 * other request off this machine fails the test. The rest of the page, and the static
 * map the default build draws instead: tests/e2e/locations.spec.ts.
 */

test.use({ launchOptions: offlineMapLaunchOptions });

/** The mapbox-gl chunks of the build this project serves. */
const mapboxChunks = () => chunksOf(configuredDistDir(buildDir()));

test.describe('the map JavaScript stays on /locations', () => {
  const otherPages = ['/', '/hseq', '/services/gpr', '/news/2024', '/contact', '/ar/introduction'];

  test('the build has the mapbox-gl chunk, and no other page requests it', async ({ page, context }) => {
    const chunks = mapboxChunks();
    // The detector finds mapbox-gl in the build (else this test would prove nothing).
    expect(chunks.some((c) => c.endsWith('.js'))).toBe(true);
    const traffic = await routeTraffic(context);
    const scripts = requestedScripts(page);
    for (const url of otherPages) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => chunks.some((c) => s.endsWith(`/_next/static/chunks/${c}`)))).toEqual([]);
    expect(traffic.mapbox).toEqual([]);
    expect(traffic.offMachine).toEqual([]);
  });

  test('/locations does not load mapbox-gl before the map is scrolled into view', async ({ page, context }) => {
    const chunks = mapboxChunks();
    const traffic = await routeTraffic(context);
    const scripts = requestedScripts(page);
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/locations');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('office-map')).not.toBeInViewport();
    expect(scripts.filter((s) => chunks.some((c) => s.endsWith(`/_next/static/chunks/${c}`)))).toEqual([]);
    expect(traffic.mapbox).toEqual([]);
  });
});

test.describe('interactive map (build with a Mapbox token)', () => {
  async function openMap(page: Page, url: string) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('office-map').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-map-stage]')).toHaveAttribute('data-map-stage', 'ready', { timeout: 20_000 });
  }

  test('en: loads on view with local fixtures only, six markers, a marker opens its dialog', async ({ page, context }) => {
    const traffic = await routeTraffic(context);
    const chunks = mapboxChunks();
    const scripts = requestedScripts(page);
    await openMap(page, '/locations');
    expect(scripts.some((s) => chunks.some((c) => s.endsWith(`/_next/static/chunks/${c}`)))).toBe(true);

    const map = page.getByTestId('interactive-map');
    await expect(map.getByRole('region', { name: catalogues.en.Locations.interactiveMap })).toBeVisible();
    const markers = map.getByTestId('map-marker');
    await expect(markers).toHaveCount(officeIds.length);
    // The static map under it is inert and hidden from assistive technology: one marker per office.
    for (const id of officeIds) await expect(page.getByRole('button', { name: markerLabel('en', id), exact: true })).toHaveCount(1);
    await expect(page.locator('[inert]').getByTestId('static-map')).toHaveCount(1);

    const baku = map.getByRole('button', { name: markerLabel('en', 'baku'), exact: true });
    await baku.click();
    await expectDialogFor(page, 'en', 'baku');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(baku).toBeFocused();

    await baku.press('Enter');
    await expectDialogFor(page, 'en', 'baku');
    await page.getByRole('dialog').getByRole('button', { name: catalogues.en.Locations.close }).click();
    await expect(baku).toBeFocused();

    await expect(map.getByRole('button', { name: catalogues.en.Locations.zoomIn })).toBeVisible();
    expect(traffic.mapbox.some((u) => u.includes('/styles/v1/mapbox/light-v11'))).toBe(true);
    expect(traffic.mapbox.every((u) => /^https:\/\/(api|events)\.mapbox\.com\//.test(u))).toBe(true);
    expect(traffic.offMachine).toEqual([]);
  });

  test('dark colour mode: the dark style, and the light one after switching', async ({ page, context }) => {
    const traffic = await routeTraffic(context);
    await page.emulateMedia({ colorScheme: 'dark' });
    await openMap(page, '/locations');
    expect(traffic.mapbox.some((u) => u.includes('/styles/v1/mapbox/dark-v11'))).toBe(true);
    expect(traffic.mapbox.some((u) => u.includes('/styles/v1/mapbox/light-v11'))).toBe(false);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => traffic.mapbox.some((u) => u.includes('/styles/v1/mapbox/light-v11'))).toBe(true);
    await expect(page.locator('[data-map-stage]')).toHaveAttribute('data-map-stage', 'ready');
  });

  test('ar: labels asked in Arabic, the RTL text plugin from this site, controls in Arabic', async ({ page, context }) => {
    const traffic = await routeTraffic(context);
    await openMap(page, '/ar/locations');
    await expect.poll(() => traffic.local.some((u) => /\/_next\/static\/media\/mapbox-gl-rtl-text\.[\w-]+\.js$/.test(u))).toBe(true);
    expect(traffic.mapbox.some((u) => u.includes('/v4/') && new URL(u).searchParams.get('language') === 'ar')).toBe(true);
    const map = page.getByTestId('interactive-map');
    await expect(map.getByRole('region', { name: catalogues.ar.Locations.interactiveMap })).toBeVisible();
    await expect(map.getByRole('button', { name: catalogues.ar.Locations.zoomIn })).toBeVisible();
    const doha = map.getByRole('button', { name: markerLabel('ar', 'doha'), exact: true });
    await doha.click();
    await expectDialogFor(page, 'ar', 'doha');
    expect(traffic.offMachine).toEqual([]);
  });

  test('no network: the static map stays, and its markers work', async ({ page, context }) => {
    const traffic = await routeTraffic(context, { mapboxDown: true });
    await page.goto('/locations');
    await page.getByTestId('office-map').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-map-stage]')).toHaveAttribute('data-map-stage', 'failed', { timeout: 25_000 });
    expect(traffic.mapbox.length).toBeGreaterThan(0);
    await expect(page.getByTestId('interactive-map')).toHaveCount(0);
    const aktau = page.getByRole('button', { name: markerLabel('en', 'aktau'), exact: true });
    await aktau.click();
    await expectDialogFor(page, 'en', 'aktau');
    await page.keyboard.press('Escape');
    await expect(aktau).toBeFocused();
  });

  test('no WebGL: the static map, and mapbox-gl is never loaded', async ({ page, context }) => {
    const traffic = await routeTraffic(context);
    const chunks = mapboxChunks();
    const scripts = requestedScripts(page);
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (/webgl/.test(type)) return null;
        return (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof original;
    });
    await page.goto('/locations');
    await page.getByTestId('office-map').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-map-stage]')).toHaveAttribute('data-map-stage', 'unsupported');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('static-map-marker')).toHaveCount(officeIds.length);
    expect(scripts.filter((s) => chunks.some((c) => s.endsWith(`/_next/static/chunks/${c}`)))).toEqual([]);
    expect(traffic.mapbox).toEqual([]);
  });
});

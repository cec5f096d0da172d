import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, type Page, type Request, type TestInfo } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { configuredDistDir } from '../../scripts/test/configured-build.mjs';
import playwrightConfig from '../../playwright.config';
import { buildDir, clientChunks } from '@/lib/next-build/output';
import { copyValues, officeIds, siteConfig, type OfficeId } from '@/lib/site-config';
import { catalogues, format, localeTable, localizedPath } from '../helpers/e2e/test-data';

/**
 * /locations: office cards and their dialogs, the footer's office anchors, the
 * static map, and the Mapbox map.
 *
 * The Mapbox part runs in the "configured" project of playwright.config.ts, against
 * the build made with a (dummy) token; the default build (no token) runs the
 * static-map tests instead, and the rest runs against both.
 * Every request to Mapbox is answered from tests/fixtures/mapbox; any other
 * request off this machine fails the test.
 */

/** The project that runs against the build with a Mapbox token. */
const isMapBuild = (info: TestInfo) => info.project.name === 'configured';
const baseDistDir = buildDir();
let distDir = baseDistDir;
test.beforeEach(({}, info) => {
  distDir = isMapBuild(info) ? configuredDistDir(baseDistDir) : baseDistDir;
});
// Relative to the repository root, where Playwright (and `next start`) run.
const fixtures = path.resolve('tests', 'fixtures', 'mapbox');

// WebGL in headless Chromium: SwiftShader, allowed explicitly so that the map
// tests do not depend on the machine's GPU. Nothing else may resolve off the machine.
const baseLaunch = playwrightConfig.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...baseLaunch,
    args: [...(baseLaunch.args ?? []), '--enable-unsafe-swiftshader', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']
  }
});

const mapboxHosts = new Set(['api.mapbox.com', 'events.mapbox.com']);

/** The mapbox-gl script and stylesheet chunks of the build under test, found by their content. */
function mapboxChunks(): string[] {
  return clientChunks(distDir)
    .filter(({ name, read }) => {
      if (!/\.(js|css)$/.test(name)) return false;
      const text = read();
      return name.endsWith('.css') ? text.includes('.mapboxgl-ctrl') : text.includes('api.mapbox.com');
    })
    .map(({ name }) => name);
}

type Traffic = { local: string[]; mapbox: string[]; offMachine: string[] };

/**
 * Routes every request of the context: the site passes through, Mapbox is answered
 * from the fixtures (or refused when `mapboxDown`), anything else is aborted and recorded.
 */
async function routeTraffic(context: BrowserContext, { mapboxDown = false } = {}): Promise<Traffic> {
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

function requestedScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()) || /\/_next\/static\/chunks\//.test(request.url()))
      urls.push(request.url());
  });
  return urls;
}

function officeName(locale: keyof typeof catalogues, id: OfficeId) {
  return catalogues[locale].Offices[id].name;
}

const officeById = (id: OfficeId) => siteConfig.offices.find((o) => o.id === id)!;

function markerLabel(locale: keyof typeof catalogues, id: OfficeId) {
  const o = catalogues[locale].Offices[id];
  return format(catalogues[locale].Locations.markerLabel, { office: o.name, country: o.country });
}

async function expectDialogFor(page: Page, locale: keyof typeof catalogues, id: OfficeId) {
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

test.describe('office cards and dialogs', () => {
  for (const locale of localeTable) {
    const t = catalogues[locale.code];

    test(`${locale.code}: heading, six office cards, a dialog per card that closes with Close and Escape`, async ({ page, context }) => {
      await routeTraffic(context);
      await page.goto(localizedPath(locale.code, '/locations'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Pages.locations.heading);
      const cards = page.getByTestId('office-card');
      await expect(cards).toHaveCount(6);
      expect(await cards.evaluateAll((els) => els.map((el) => el.id))).toEqual(officeIds.map((id) => `office-${id}`));
      for (const id of officeIds) {
        const card = page.locator(`#office-${id}`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(officeName(locale.code, id));
        await expect(card).toContainText(format(t.Offices[id].description, copyValues, locale.code));
      }
      await expect(page.locator('#office-macae')).toContainText(t.Locations.partner);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      for (const id of locale.code === 'en' ? officeIds : (['doha', 'macae'] as const)) {
        const trigger = page.locator(`#office-${id}`).getByRole('button', {
          name: format(t.Locations.openDetailsLabel, { office: officeName(locale.code, id) })
        });
        await expect(trigger).toHaveText(t.Locations.openDetails);

        await trigger.click();
        const dialog = await expectDialogFor(page, locale.code, id);
        await dialog.getByRole('button', { name: t.Locations.close }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(trigger).toBeFocused();

        await trigger.press('Enter');
        await expectDialogFor(page, locale.code, id);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(trigger).toBeFocused();
      }
    });
  }

  test('ar: the page and the dialog are right-to-left, contact details read left-to-right', async ({ page, context }) => {
    await routeTraffic(context);
    await page.goto('/ar/locations');
    await page.locator('#office-baku').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const phone = dialog.getByRole('link', { name: officeById('baku').phone });
    expect(await phone.locator('bdi').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    // The Close button sits at the inline end: the left in Arabic.
    const close = await dialog.getByRole('button', { name: catalogues.ar.Locations.close }).boundingBox();
    const box = await dialog.boundingBox();
    expect(close!.x - box!.x).toBeLessThan(box!.x + box!.width - (close!.x + close!.width));
  });
});

test.describe('footer office links', () => {
  test('a country link in the footer lands on its office card, in view, with no dialog open', async ({ page, context }) => {
    await routeTraffic(context);
    await page.goto('/hseq');
    const country = siteConfig.countries.find((c) => c.id === 'kazakhstan')!;
    await page.getByRole('contentinfo').getByRole('link', { name: catalogues.en.Countries.kazakhstan, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/locations#office-${country.office}$`));
    await expect(page.locator(`#office-${country.office}`)).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.Pages.locations.heading);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const locale of localeTable) {
    test(`${locale.code}: every office anchor of the footer exists, and landing on one opens nothing`, async ({ page, context }) => {
      const traffic = await routeTraffic(context);
      await page.goto(localizedPath(locale.code, '/hseq'));
      const hrefs = await page
        .getByRole('contentinfo')
        .locator('a[href*="#office-"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(siteConfig.countries.map((c) => `${localizedPath(locale.code, '/locations')}#office-${c.office}`));

      const last = siteConfig.countries.at(-1)!;
      await page.goto(`${localizedPath(locale.code, '/locations')}#office-${last.office}`);
      await expect(page.locator(`#office-${last.office}`)).toBeInViewport();
      for (const c of siteConfig.countries) await expect(page.locator(`#office-${c.office}`)).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator(`#office-${last.office}`)).toBeInViewport();
      expect(traffic.offMachine).toEqual([]);
    });
  }
});

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

test.describe('static map (no Mapbox token)', () => {
  test.beforeEach(({}, info) => test.skip(isMapBuild(info), 'this build has a Mapbox token: see the interactive map tests'));

  for (const locale of localeTable) {
    test(`${locale.code}: the static map shows every office, counted in its name; a marker opens its dialog and gets focus back`, async ({
      page,
      context
    }) => {
      const traffic = await routeTraffic(context);
      const t = catalogues[locale.code];
      await page.goto(localizedPath(locale.code, '/locations'));
      const frame = page.getByTestId('office-map');
      await frame.scrollIntoViewIfNeeded();
      await expect(page.getByTestId('interactive-map')).toHaveCount(0);
      await expect(frame.getByRole('img', { name: format(t.Locations.staticMapAlt, copyValues, locale.code) })).toBeVisible();
      const box = await frame.boundingBox();
      expect(box!.width).toBeGreaterThan(300);
      expect(box!.height / box!.width).toBeCloseTo(600 / 960, 2);

      const markers = page.getByTestId('static-map-marker');
      await expect(markers).toHaveCount(officeIds.length);
      for (const id of officeIds) {
        const marker = page.getByRole('button', { name: markerLabel(locale.code, id), exact: true });
        await expect(marker).toBeVisible();
        const m = (await marker.boundingBox())!;
        expect(m.x).toBeGreaterThanOrEqual(box!.x);
        expect(m.x + m.width).toBeLessThanOrEqual(box!.x + box!.width);
      }

      const doha = page.getByRole('button', { name: markerLabel(locale.code, 'doha'), exact: true });
      await doha.click();
      await expectDialogFor(page, locale.code, 'doha');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(doha).toBeFocused();

      await page.waitForLoadState('networkidle');
      expect(traffic.mapbox).toEqual([]);
      expect(traffic.offMachine).toEqual([]);
    });
  }

  test('the static map draws its shapes from one cached file, not from the HTML, in the colours of either mode', async ({
    page,
    context
  }) => {
    await routeTraffic(context);
    const shapes = page.waitForResponse((r) => r.url().includes('/_next/static/media/') && r.url().endsWith('.svg'));
    const response = await page.goto('/locations');
    const html = await response!.text();
    expect(html).toContain('<use href="/_next/static/media/');
    expect(html).not.toMatch(/\sd="[^"]{1000,}"/);
    const file = await shapes;
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toContain('immutable');

    const uses = page.getByTestId('static-map').locator('use');
    await expect(uses).toHaveCount(2);
    // A shape that did not load has an empty box.
    const widths = () => uses.evaluateAll((all) => all.map((u) => (u as SVGUseElement).getBBox().width));
    await expect.poll(async () => Math.min(...(await widths()))).toBeGreaterThan(300);
    expect((await widths())[0]).toBeGreaterThan(900);

    const landFill = () => uses.first().evaluate((u) => getComputedStyle(u).fill);
    const light = await landFill();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    expect(await landFill()).not.toBe(light);
  });

  test('the static map is geographically right: Inverness north-west of Baku, Macaé south-west of Doha', async ({ page, context }) => {
    await routeTraffic(context);
    await page.goto('/locations');
    const at = async (id: OfficeId) => (await page.locator(`[data-testid="static-map-marker"][data-office="${id}"]`).boundingBox())!;
    const [inverness, baku, doha, macae] = await Promise.all((['inverness', 'baku', 'doha', 'macae'] as const).map(at));
    expect(inverness!.x).toBeLessThan(baku!.x);
    expect(inverness!.y).toBeLessThan(baku!.y);
    expect(macae!.x).toBeLessThan(doha!.x);
    expect(macae!.y).toBeGreaterThan(doha!.y);
  });
});

test.describe('interactive map (build with a Mapbox token)', () => {
  test.beforeEach(({}, info) => test.skip(!isMapBuild(info), 'runs in the "configured" project, against the build with a Mapbox token'));

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
    await expect(markers).toHaveCount(6);
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
    await expect(page.getByTestId('static-map-marker')).toHaveCount(6);
    expect(scripts.filter((s) => chunks.some((c) => s.endsWith(`/_next/static/chunks/${c}`)))).toEqual([]);
    expect(traffic.mapbox).toEqual([]);
  });
});

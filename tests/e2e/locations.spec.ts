import { expect, test } from '../helpers/e2e/test';
import { copyValues, siteConfig, type OfficeId } from '@/lib/site-config';
import { officeIds } from '@/lib/site-ids';
import { catalogues, format, localeTable, localizedPath } from '../helpers/e2e/test-data';
import { expectDialogFor, markerLabel, offlineMapLaunchOptions, officeById, officeName, routeTraffic } from '../helpers/e2e/locations';

/**
 * /locations in the default build (no Mapbox token): office cards and their dialogs,
 * the footer's office anchors, and the static map. The interactive map, and where
 * mapbox-gl may load, are tested against the build with a token:
 * tests/e2e/locations-map.configured.spec.ts.
 * Any request off this machine fails the test.
 */

test.use({ launchOptions: offlineMapLaunchOptions });

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

test.describe('static map (no Mapbox token)', () => {
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

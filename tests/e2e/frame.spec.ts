import { expect, test } from '../helpers/e2e/test';
import { catalogues, expectLinkToSiteMap, localeTable, localizedPath } from '../helpers/e2e/test-data';
import { webFontFamilies, webFontsAttribute } from '@/lib/browser/web-fonts';
import { services as serviceRoutes } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { forceSystemFace, renderedFonts, systemFaces, unforceSystemFace } from '../helpers/e2e/system-faces';
import { colorModeStorageKey } from '@/lib/browser/color-mode';

/**
 * The frame every page shares: the language cookie and switcher, the colour mode, the
 * menus, the footer, and the layout at every width. Routes, 404s, language detection
 * and redirects: tests/e2e/routing.spec.ts.
 */

test.describe('in the browser', () => {
  test('the first page a visitor opens sets the language cookie', async ({ page, context }) => {
    await page.goto('/az/hseq');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected'))
      .toMatchObject({ value: 'az', path: '/', sameSite: 'Lax' });
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')!;
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  test('the language switcher keeps the page, loads it in full at the top, and sets the cookie; back returns where the visitor was', async ({
    page,
    context
  }) => {
    await page.goto('/services/gpr');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    // Kept only while the same document stays: a client navigation would keep it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Clicked where it is, as a visitor would: Playwright's click scrolls the sticky header's button "into view" first.
    const box = (await page.getByRole('button', { name: /Language: English/ }).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/services\/gpr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await page.evaluate(() => 'sameDocument' in window), 'a new document').toBe(false);
    // A new page: at the top, and the first Tab reaches the skip link.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: catalogues.ru.SkipLink.label })).toBeFocused();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ru');
    await page.goBack();
    await expect(page).toHaveURL(/\/services\/gpr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
  });

  test(`the colour mode is stored under ${colorModeStorageKey} and survives a reload`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/hseq');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.locator('[data-theme-option="dark"]').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate((key) => localStorage.getItem(key), colorModeStorageKey)).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('[data-theme-option="dark"]')).toHaveAttribute('aria-pressed', 'true');
    await page.locator('[data-theme-option="system"]').click();
    expect(await page.evaluate((key) => localStorage.getItem(key), colorModeStorageKey)).toBe('system');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('switching the colour mode changes every colour at once: no transitions while the mode changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/hseq');
    await expect(page.locator('[data-theme-option="system"]')).toHaveAttribute('aria-pressed', 'true');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __transitions: string[] }).__transitions = seen;
      new MutationObserver(() => {
        if (document.documentElement.classList.contains('dark'))
          seen.push(getComputedStyle(document.querySelector('main')!).transitionProperty);
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    });
    await page.locator('[data-theme-option="dark"]').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const seen = await page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen, 'transitions when the dark class arrives').toEqual(seen.map(() => 'none'));
    // And back on once the new mode is painted.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('main')!).transitionProperty)).toBe('all');
  });

  test('the mobile menu opens, traps focus, closes with Escape and on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const open = page.getByRole('button', { name: catalogues.en.MobileMenu.open });
    await open.click();
    const dialog = page.getByRole('dialog', { name: catalogues.en.MobileMenu.title });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await dialog.getByRole('link', { name: catalogues.en.Navigation.hseq }).click();
    await expect(page).toHaveURL(/\/hseq$/);
    await expect(dialog).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test('before its code has run, and without JavaScript, the mobile menu control is a link to the site map', async ({ page }) => {
      await page.goto('/ar/careers');
      await expectLinkToSiteMap(page.getByRole('link', { name: catalogues.ar.MobileMenu.open }), 'ar');
    });
  });

  test('the services submenu lists every service and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: catalogues.en.Navigation.label });
    const button = nav.getByRole('button', { name: catalogues.en.Navigation.services });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const service of Object.values(catalogues.en.Services)) {
      await expect(nav.getByRole('link', { name: service.menuLabel, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the menu links the ePCS and VRS portals as external, in a new tab', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: catalogues.en.Navigation.label });
    for (const name of [catalogues.en.Navigation.epcs, catalogues.en.Navigation.vrs]) {
      const link = nav.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(`${name} ${catalogues.en.Navigation.external}`);
    }
  });

  test('/ar is right-to-left throughout', async ({ page }) => {
    await page.goto('/ar/hseq');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await page.locator('header').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // The logo sits at the inline start: the right edge in Arabic.
    const logo = await page.locator('header a').first().boundingBox();
    const width = page.viewportSize()!.width;
    expect(logo!.x + logo!.width).toBeGreaterThan(width / 2);
  });

  test('the footer offers the call to action and the five country links', async ({ page }) => {
    await page.goto('/ru');
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: catalogues.ru.Footer.ctaTitle })).toBeVisible();
    await expect(footer.getByRole('link', { name: catalogues.ru.Footer.ctaButton })).toHaveAttribute('href', '/ru/contact');
    for (const [id, name] of Object.entries(catalogues.ru.Countries)) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', new RegExp(`^/ru/locations#office-`));
      expect(id).toBeTruthy();
    }
  });
});

test.describe('layout holds at every width', () => {
  // The menu bar appears at 1280 px; below it, the menu button. Nothing may overflow.
  for (const width of [390, 1024, 1279, 1280, 1440, 1920]) {
    test(`${width} px: no horizontal overflow in any language, the menu reachable`, async ({ page }) => {
      // Three pages in each language, each loaded and hydrated in turn.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      for (const locale of localeTable) {
        for (const path of ['/', '/services/recertification', '/hseq']) {
          await page.goto(localizedPath(locale.code, path));
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${locale.code} ${path}`).toBeLessThanOrEqual(0);
          const nav = page.getByRole('navigation', { name: catalogues[locale.code].Navigation.label });
          const menuButton = page.getByRole('button', { name: catalogues[locale.code].MobileMenu.open });
          if (width >= 1280) {
            await expect(nav).toBeVisible();
            await expect(menuButton).toBeHidden();
          } else {
            await expect(menuButton).toBeVisible();
            await expect(nav).toBeHidden();
          }
        }
      }
    });
  }
});

test.describe('the full menu on desktops', () => {
  // The top-level entries in menu order (lib/menu.ts), Services being the submenu.
  const topLevel = [
    'home',
    'management',
    'hseq',
    'locations',
    'news',
    'clients',
    'introduction',
    'services',
    'contact',
    'careers',
    'epcs',
    'vrs'
  ] as const;

  // The landing page is set in a metric-matched system face, the pages after it in the web
  // fonts (lib/browser/web-fonts.ts): the menu must fit in each. Each system face is forced
  // in turn (tests/helpers/e2e/system-faces.ts), so every machine measures the same text.
  const faces = [...systemFaces.map((face) => face.name), 'web fonts'] as const;

  for (const width of [1280, 1440]) {
    for (const locale of localeTable) {
      test(`${width} px, ${locale.code}, in ${faces.join(', ')}: every entry on one line, none cut or overflowing, room for one more button`, async ({
        page,
        context
      }) => {
        const t = catalogues[locale.code];
        await page.setViewportSize({ width, height: 900 });
        await page.goto(localizedPath(locale.code, '/hseq'));
        const cdp = await context.newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const nav = page.getByRole('navigation', { name: t.Navigation.label });
        await expect(nav).toBeVisible();
        await expect(page.getByRole('button', { name: t.MobileMenu.open })).toBeHidden();
        const items = nav.locator(':scope > ul > li');
        await expect(items).toHaveText(topLevel.map((id) => new RegExp(`^${t.Navigation[id].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)));
        for (const id of ['epcs', 'vrs'] as const) await expect(nav.getByRole('link', { name: t.Navigation[id] })).toBeVisible();

        for (const face of faces) {
          const system = systemFaces.find((f) => f.name === face);
          if (system) {
            await forceSystemFace(page, system);
            // The ePCS entry is Latin in every language: it is set in the forced face.
            const used = await renderedFonts(cdp, `header nav a[href="${siteConfig.portals.epcs}"]`);
            expect(
              used.map((font) => font.familyName),
              face
            ).toContain(system.family);
          } else {
            // As a navigation shows them: the attribute on <html>, and the text re-set once the files are in.
            await unforceSystemFace(page);
            await page.evaluate((attribute) => document.documentElement.setAttribute(attribute, ''), webFontsAttribute);
            await page.waitForFunction(
              (families) => families.every((family) => document.fonts.check(`1em "${family}"`)),
              Object.values(webFontFamilies) as string[]
            );
          }
          await page.evaluate(() => document.fonts.ready);
          const m = await page.evaluate(measureHeader);
          expect.soft(m.tops, `${face}: all entries on one line`).toHaveLength(1);
          expect.soft(m.heights, `${face}: no entry wraps inside`).toHaveLength(1);
          expect.soft(m.cut, `${face}: no entry truncated`).toEqual([]);
          expect.soft(m.overflowing, `${face}: nothing overflows`).toEqual([]);
          expect.soft(m.free, `${face}: the menu does not run into the switchers`).toBeGreaterThanOrEqual(4);
          expect.soft(m.room, `${face}: room for a search button`).toBeGreaterThanOrEqual(48);

          // The Services submenu opens inside the window with every service.
          const services = nav.getByRole('button', { name: t.Navigation.services });
          await services.click();
          const panel = nav.locator('[id]:not([hidden])').filter({ has: page.getByRole('link') });
          await expect(panel.getByRole('link')).toHaveCount(serviceRoutes.length);
          const box = (await panel.boundingBox())!;
          expect(box.x, face).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, face).toBeLessThanOrEqual(width);
          await services.click();
          await expect(services).toHaveAttribute('aria-expanded', 'false');
        }
      });
    }
  }
});

/** Where the header's entries and switchers sit (run in the page). */
function measureHeader() {
  const header = document.querySelector('header > div')!;
  const navEl = header.querySelector('nav')!;
  const list = navEl.querySelector(':scope > ul')!;
  const controls = header.lastElementChild as HTMLElement;
  const lis = [...list.children] as HTMLElement[];
  const rect = (el: Element) => el.getBoundingClientRect();
  const rtl = getComputedStyle(header).direction === 'rtl';
  const free = rtl ? rect(navEl).left - rect(controls).right : rect(controls).left - rect(navEl).right;
  const locale = controls.children[0]!;
  const theme = controls.querySelector('[role="group"]')!;
  return {
    tops: [...new Set(lis.map((li) => li.offsetTop))],
    heights: [...new Set(lis.map((li) => Math.round(rect(li).height)))],
    cut: lis
      .map((li) => li.querySelector('a, button')!)
      .filter((el) => el.scrollWidth > el.clientWidth || rect(el).width < 1)
      .map((el) => el.textContent),
    overflowing: [header, navEl, list, document.documentElement]
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => `${el.tagName} ${el.scrollWidth} > ${el.clientWidth}`),
    free: Math.floor(free),
    // Room for a ~40 px icon button and its gap beside the switchers, or the button itself.
    room: Math.floor(free + rect(controls).width - rect(locale).width - rect(theme).width)
  };
}

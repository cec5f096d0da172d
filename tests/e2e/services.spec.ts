import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { serviceMeta } from '@/content/services';
import { servicePath, services } from '@/lib/routes';
import { copyValues, siteConfig } from '@/lib/site-config';
import { catalogues, format, locales, localizedPath } from '../helpers/e2e/test-data';

type Figure = { value: string; label: string };

function offHost(urls: string[]): string[] {
  return urls.filter((u) => !/^(data:|blob:|about:)/.test(u) && new URL(u).hostname !== '127.0.0.1');
}

async function imagesWithoutDimensions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img, svg')]
      .filter((el) => !(el.parentElement && el.parentElement.closest('svg')))
      .filter((el) => !el.getAttribute('width') || !el.getAttribute('height'))
      .map((el) => el.outerHTML.slice(0, 120))
  );
}

for (const locale of locales) {
  const t = catalogues[locale];
  const pages = t.ServicePages as unknown as Record<string, { figures?: Record<string, Figure>; lead: string }>;

  for (const service of services) {
    const path = localizedPath(locale, servicePath(service.slug));

    test(`${service.id} (${locale}): heading, figures, contact link, no external requests`, async ({ page, request }) => {
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      await page.goto(path);
      const main = page.locator('main');

      await expect(main.locator('h1')).toHaveText(t.Services[service.id].name);
      await expect(main.locator('h1')).toHaveCount(1);
      await expect(main.getByText(format(pages[service.id]!.lead, { company: siteConfig.name }))).toBeVisible();

      const figures = Object.values(pages[service.id]!.figures ?? {});
      for (const figure of figures) {
        await expect(main.locator('dd', { hasText: format(figure.value, copyValues, locale) })).toBeVisible();
      }

      for (const related of serviceMeta[service.id].related) {
        const target = services.find((s) => s.id === related)!;
        await expect(main.locator(`a[href="${localizedPath(locale, servicePath(target.slug))}"]`)).toHaveText(t.Services[related].name);
      }

      await page.waitForLoadState('networkidle');
      expect(offHost(urls)).toEqual([]);
      expect(await imagesWithoutDimensions(page)).toEqual([]);

      const contact = localizedPath(locale, '/contact');
      expect((await request.get(contact)).status()).toBe(200);
      const cta = main.locator(`a[data-cta="contact"][href="${contact}"]`);
      await expect(cta).toHaveText(t.ServicePages.common.ctaButton);
      await cta.click();
      await expect(page).toHaveURL((url) => url.pathname === contact);
    });
  }

  for (const service of services.filter((s) => serviceMeta[s.id].portal)) {
    test(`${service.id} (${locale}): the portal link opens safely in a new tab`, async ({ page }) => {
      await page.goto(localizedPath(locale, servicePath(service.slug)));
      const href = siteConfig.portals[serviceMeta[service.id].portal!];
      const links = page.locator(`main a[href="${href}"]`);
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toContainText(t.Navigation.external);
      }
    });
  }
}

test('the ePCS page lists all its modules and tools', async ({ page }) => {
  for (const locale of locales) {
    const epcs = catalogues[locale].ServicePages.epcs as unknown as Record<string, Record<string, { name: string }>>;
    await page.goto(localizedPath(locale, servicePath('cims')));
    const main = page.locator('main');
    const names = [...Object.values(epcs.modules!), ...Object.values(epcs.tools!)].map((m) => m.name);
    expect(names.length).toBe(16);
    for (const name of names) {
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
    }
  }
});

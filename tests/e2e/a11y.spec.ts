import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { allRoutes, locales, localizedPath, templatePaths } from '../helpers/e2e/test-data';
import { defaultLocale } from '@/lib/i18n/locales';
import { colorModeStorageKey } from '@/lib/browser/color-mode';

/**
 * axe-core against the WCAG 2.0/2.1/2.2 A and AA rules, zero violations allowed: every
 * prerendered page (and the 404 page) in English light mode, and one page of each
 * template (plus HSEQ, the longest text, and the 404 page) in every other language and
 * mode. Pages of one template share their components and classes, and differ only in
 * copy, which the English run of every page covers; the other languages bring their own
 * scripts, direction and text lengths, which one page per template shows. Colour
 * contrast is one of the rules, which is why both modes are scanned.
 *
 * Known blind spot: axe's colour-contrast rule takes joined Arabic script for an icon
 * ligature and skips it (axe-core's "skip ligature icons" heuristic), so on /ar pages the
 * contrast of Arabic text is not measured. The colours come from the same components and
 * classes in every language, so the en/ru/az runs are what guard contrast.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const modes = ['light', 'dark'] as const;
const notFoundPath = '/a11y-check-no-such-page';

const allPaths = [...allRoutes().map((r) => r.path), notFoundPath];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One readable block per rule: what, how bad, where (selector and axe's own summary). */
function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').split('\n').join('\n      ')}\n      html: ${n.html.slice(0, 200)}`
        )
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more elements` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}

async function openInMode(page: Page, url: string, mode: (typeof modes)[number]) {
  // Both the stored choice and the system preference, so 'system' would agree too.
  await page.emulateMedia({ colorScheme: mode });
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [colorModeStorageKey, mode] as const);
  const response = await page.goto(url);
  expect(response, `no response for ${url}`).not.toBeNull();
  expect(response!.status(), `status of ${url}`).toBe(url.endsWith(notFoundPath) ? 404 : 200);
  const html = page.locator('html');
  if (mode === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  // Contrast is computed on the final fonts and after client components have mounted.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('load');
}

/**
 * A phone lays pages out differently (stacked content, the menu sheet, markers close
 * together: target size, WCAG 2.5.8), so one page of each template is scanned at 390 px
 * too, in every language; the modes alternate by language, so that each template is
 * scanned on a phone in both (colours do not depend on the width: the desktop runs hold
 * contrast in both modes in every language).
 */
const templateAndErrorPaths = [...templatePaths, notFoundPath];

async function expectNoViolations(page: Page, url: string, mode: (typeof modes)[number], where: string) {
  await openInMode(page, url, mode);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations.length, `axe found violations on ${url} (${where}):\n\n${describe(results.violations)}\n`).toBe(0);
}

locales.forEach((locale, index) => {
  const mode = modes[index % modes.length]!;
  test.describe(`axe WCAG 2.2 AA on a 390 px phone (${locale}, ${mode} mode)`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    for (const path of templateAndErrorPaths) {
      const url = localizedPath(locale, path);
      test(`${url} in ${mode} mode has no violations on a phone`, async ({ page }) => {
        await expectNoViolations(page, url, mode, `${mode}, phone`);
      });
    }
  });
});

for (const locale of locales) {
  for (const mode of modes) {
    const everyPage = locale === defaultLocale && mode === modes[0];
    test.describe(`axe WCAG 2.2 AA (${locale}, ${mode} mode, ${everyPage ? 'every page' : 'one page per template'})`, () => {
      for (const path of everyPage ? allPaths : templateAndErrorPaths) {
        const url = localizedPath(locale, path);
        test(`${url} in ${mode} mode has no violations`, async ({ page }) => {
          await expectNoViolations(page, url, mode, mode);
        });
      }
    });
  }
}

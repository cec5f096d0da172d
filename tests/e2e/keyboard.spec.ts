import { expect, test, type Locator, type Page } from '@playwright/test';
import { allRoutes, catalogues, format, localeTable, locales, localizedPath } from './fixtures';

/**
 * The site used with a keyboard only: skip link, header menu, Services submenu, language
 * switcher, with a visible focus indicator on every stop; and no motion when the visitor
 * asks for reduced motion.
 */

// Wide enough for the header's menu bar (shown from Tailwind's xl breakpoint, 1280 px).
test.use({ viewport: { width: 1440, height: 900 } });

/** Presses Tab until `target` has focus; fails after `max` presses (unreachable or out of order). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(`${target} was not reached within ${max} Tab presses (focus is on ${focused})`);
}

async function nextTab(page: Page, expected: Locator) {
  await page.keyboard.press('Tab');
  await expect(expected).toBeFocused();
}

/**
 * The focused element shows a focus indicator: a keyboard focus (:focus-visible) with a
 * non-zero outline, or a box-shadow ring as an equivalent.
 */
async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { focusVisible: el.matches(':focus-visible'), outline: s.outlineStyle, width: s.outlineWidth, shadow: s.boxShadow };
  });
  expect(style.focusVisible, `${target} matches :focus-visible`).toBe(true);
  const visible = (style.outline !== 'none' && parseFloat(style.width) > 0) || style.shadow !== 'none';
  expect(visible, `${target} has a visible focus indicator (outline ${style.outline} ${style.width}, box-shadow ${style.shadow})`).toBe(true);
}

for (const locale of locales) {
  const t = catalogues[locale];
  const home = localizedPath(locale, '/');

  test.describe(`keyboard (${locale})`, () => {
    test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
      await page.goto(home);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t.SkipLink.label });
      await expect(skip).toBeFocused();
      await expect(skip).toHaveAttribute('href', '#main');
      await expect(skip).toBeInViewport();
      await expectVisibleFocus(skip);
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab continues inside the main content, not back in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main, footer'))).toBe(true);
    });

    test('every header menu entry is reachable by Tab, in order, with a visible focus', async ({ page }) => {
      await page.goto(home);
      const nav = page.getByRole('navigation', { name: t.Navigation.label });
      await expect(nav).toBeVisible();
      const entries = nav.locator(':scope > ul > li').locator(':scope > a, :scope > div > button');
      const count = await entries.count();
      expect(count, 'menu entries in the header').toBeGreaterThanOrEqual(10);
      for (let i = 0; i < count; i++) {
        const entry = entries.nth(i);
        await tabTo(page, entry, i === 0 ? 6 : 1);
        await expectVisibleFocus(entry);
      }
    });

    test('the Services submenu opens with Enter and Space, its links are reachable, Escape closes it', async ({ page }) => {
      await page.goto(home);
      const nav = page.getByRole('navigation', { name: t.Navigation.label });
      const button = nav.getByRole('button', { name: t.Navigation.services });
      await tabTo(page, button);
      await expectVisibleFocus(button);
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      const links = panel.getByRole('link');
      const count = await links.count();
      expect(count, 'service links in the submenu').toBe(allRoutes().filter((r) => r.kind === 'service').length);
      for (let i = 0; i < count; i++) {
        await nextTab(page, links.nth(i));
        await expectVisibleFocus(links.nth(i));
      }
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Space');
      await expect(panel).toBeVisible();
      await nextTab(page, links.nth(0));
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      // A submenu link followed with Enter opens its page.
      await page.keyboard.press('Enter');
      await nextTab(page, links.nth(0));
      await nextTab(page, links.nth(1));
      const href = await links.nth(1).getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('the language switcher opens by keyboard and every language is reachable', async ({ page }) => {
      await page.goto(home);
      const current = localeTable.find((l) => l.code === locale)!;
      const button = page.getByRole('button', { name: format(t.LocaleSwitcher.label, { language: current.displayName }) });
      await tabTo(page, button);
      await expectVisibleFocus(button);
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const list = page.getByRole('list', { name: t.LocaleSwitcher.choose });
      await expect(list).toBeVisible();
      const links = list.getByRole('link');
      await expect(links).toHaveCount(localeTable.length);
      for (let i = 0; i < localeTable.length; i++) {
        await nextTab(page, links.nth(i));
        await expectVisibleFocus(links.nth(i));
      }
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();

      // Choose the next language with the keyboard: its home page opens, in its direction.
      const targetIndex = (localeTable.findIndex((l) => l.code === locale) + 1) % localeTable.length;
      const target = localeTable[targetIndex]!;
      await page.keyboard.press('Enter');
      for (let i = 0; i <= targetIndex; i++) await page.keyboard.press('Tab');
      await expect(links.nth(targetIndex)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === localizedPath(target.code, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', target.hrefLang);
      await expect(page.locator('html')).toHaveAttribute('dir', target.dir);
    });
  });
}

/** One page of each template (the 404 page included). */
const templates = ['/', '/services/laser-scanning', '/locations', '/contact', '/news', '/news/2024', '/management', '/hseq', '/keyboard-check-no-such-page'];

test.describe('prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of templates) {
    test(`${path}: no animation or transition longer than 0.01 s`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      const moving = await page.evaluate(() => {
        const seconds = (list: string) => Math.max(...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v) || 0)));
        const found: string[] = [];
        for (const el of [document.documentElement, ...document.querySelectorAll('*')]) {
          for (const pseudo of [null, '::before', '::after'] as const) {
            const s = getComputedStyle(el, pseudo);
            const animation = s.animationName !== 'none' ? seconds(s.animationDuration) : 0;
            const transition = s.transitionProperty !== 'none' ? seconds(s.transitionDuration) : 0;
            if (animation > 0.01 || transition > 0.01) {
              const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 3).join('.')}` : ''}${pseudo ?? ''}`;
              found.push(`${name}: animation ${s.animationName} ${s.animationDuration}, transition ${s.transitionProperty} ${s.transitionDuration}`);
            }
          }
        }
        return { found, scroll: getComputedStyle(document.documentElement).scrollBehavior };
      });
      expect(moving.found, `elements that still move:\n${moving.found.join('\n')}`).toEqual([]);
      expect(moving.scroll).not.toBe('smooth');
    });
  }
});

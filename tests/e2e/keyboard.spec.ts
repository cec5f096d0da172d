import { type Locator, type Page } from '@playwright/test';
import { enquiryFields, fieldIds, type FieldId } from '@site/contact-form';
import { expect, test } from '../helpers/e2e/test';
import { bothDirections } from '../helpers/locales';
import { allRoutes, catalogues, format, localeTable, locales, localizedPath, templatePaths } from '../helpers/e2e/test-data';

/**
 * The site used with a keyboard only: skip link, header menu, Services submenu, language
 * switcher, office dialogs and the contact form, with a visible focus indicator on every
 * stop; and no motion when the visitor asks for reduced motion.
 */

// The narrowest screen with the header's menu bar (shown from 1280 px, in its tightest
// form there; narrower screens get the menu button and its sheet, tested further down).
test.use({ viewport: { width: 1280, height: 900 } });

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
  expect(visible, `${target} has a visible focus indicator (outline ${style.outline} ${style.width}, box-shadow ${style.shadow})`).toBe(
    true
  );
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

for (const locale of locales) {
  const t = catalogues[locale];

  test.describe(`keyboard, office dialogs (${locale})`, () => {
    test('Enter on an office card opens its dialog, focus stays inside, Escape closes it and focus returns', async ({ page }) => {
      await page.goto(localizedPath(locale, '/locations'));
      const triggers = page.getByTestId('office-dialog-trigger');
      expect(await triggers.count(), 'office cards').toBeGreaterThan(1);
      for (const index of [0, 1]) {
        const trigger = triggers.nth(index);
        await tabTo(page, trigger, 80);
        await expectVisibleFocus(trigger);
        const office = page.getByTestId('office-card').nth(index);
        const name = (await office.getByRole('heading').first().textContent())!.trim();
        await expect(trigger).toHaveAccessibleName(format(t.Locations.openDetailsLabel, { office: name }));

        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        // Focus moved into the dialog and Tab keeps it there (a modal traps focus).
        await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press('Tab');
          expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
          await expectVisibleFocus(page.locator(':focus'));
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
      }

      // Space opens as well, and the Close button works from the keyboard.
      const trigger = triggers.nth(1);
      await page.keyboard.press('Space');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const close = dialog.getByRole('button', { name: t.Locations.close, exact: true });
      await close.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  });
}

/** What the keyboard test types into each text field. */
const typed: Record<FieldId, string> = {
  name: 'Leyla Həsənova',
  company: 'Caspian Offshore',
  email: 'leyla@example.org',
  phone: '+994 12 555 01 23',
  country: '',
  department: '',
  message: 'We need a dimensional control survey of two subsea spools in Baku.'
};

test.describe('keyboard, contact form', () => {
  for (const locale of bothDirections) {
    const m = catalogues[locale].ContactForm;

    test(`${locale}: every field is reachable by Tab in order and the form is sent with Enter`, async ({ page }) => {
      // The answer is mocked: this checks the keyboard path, tests/e2e/contact.spec.ts the sending.
      const posts: string[] = [];
      await page.route(/\/api\/contact\?/, async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        posts.push(route.request().postData() ?? '');
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ ok: true, redirect: localizedPath(locale, '/contact') })
        });
      });
      await page.goto(localizedPath(locale, '/contact'));
      const form = page.getByRole('form', { name: m.formLabel });
      // The form's fields in the field table's order, then the CV, the notice's link and the button.
      const fields: { field: Locator; id?: FieldId }[] = [
        ...fieldIds.map((id) => {
          const { kind, label } = enquiryFields[id];
          const name = m[label as keyof typeof m];
          if (typeof name !== 'string') throw new Error(`ContactForm.${label} is not a label`);
          return { id, field: form.getByRole(kind === 'choice' ? 'combobox' : 'textbox', { name, exact: true }) };
        }),
        { field: form.getByLabel(m.cv, { exact: true }) },
        // The notice at collection sits next to the button: its link to the privacy notice comes first.
        { field: form.getByRole('link', { name: /<link>(.*)<\/link>/.exec(catalogues[locale].Privacy.formNotice)![1]! }) },
        { field: form.getByRole('button', { name: m.submit }) }
      ];
      await tabTo(page, fields[0]!.field, 80);
      for (const [i, { field, id }] of fields.entries()) {
        if (i > 0) await nextTab(page, field);
        await expectVisibleFocus(field);
        if (id && enquiryFields[id].kind === 'choice') {
          // A closed select takes the arrow keys: the first country (department) after the placeholder.
          await page.keyboard.press('ArrowDown');
          await expect(field).not.toHaveValue('');
        } else if (id) await page.keyboard.type(typed[id]);
      }
      const answer = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/contact'));
      await page.keyboard.press('Enter');
      await answer;
      await expect(form.getByRole('status')).toHaveText(m.success);
      expect(posts).toHaveLength(1);
      expect(posts[0]).toContain('leyla@example.org');
    });
  }
});

test.describe('keyboard, menu sheet on narrower screens', () => {
  test.use({ viewport: { width: 1279, height: 800 } });

  for (const locale of locales) {
    const t = catalogues[locale];
    test(`${locale}: the menu button opens the sheet, every entry is reachable, Escape closes it`, async ({ page }) => {
      await page.goto(localizedPath(locale, '/'));
      await expect(page.getByRole('navigation', { name: t.Navigation.label })).toBeHidden();
      const open = page.getByRole('button', { name: t.MobileMenu.open });
      await tabTo(page, open);
      await expectVisibleFocus(open);
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: t.MobileMenu.title });
      await expect(sheet).toBeVisible();
      const links = sheet.getByRole('navigation').getByRole('link');
      const count = await links.count();
      expect(count, 'links in the menu sheet').toBeGreaterThanOrEqual(20);
      // Tab walks through the sheet (close button, then the links) and never leaves it.
      const seen = new Set<string>();
      for (let i = 0; i < count + 2; i++) {
        await page.keyboard.press('Tab');
        expect(await sheet.evaluate((el) => el.contains(document.activeElement)), 'focus stays in the sheet').toBe(true);
        await expectVisibleFocus(page.locator(':focus'));
        const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
        if (href) seen.add(href);
      }
      expect(seen.size, 'distinct links reached by Tab').toBe(count);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(open).toBeFocused();
    });
  }
});

/** One page of each template (the 404 page included). */
const templates = [...templatePaths, '/keyboard-check-no-such-page'];

test.describe('prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of templates) {
    test(`${path}: no animation or transition longer than 0.01 s`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      const moving = await page.evaluate(() => {
        const seconds = (list: string) =>
          Math.max(...list.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) / 1000 : parseFloat(v) || 0)));
        const found: string[] = [];
        for (const el of [document.documentElement, ...document.querySelectorAll('*')]) {
          for (const pseudo of [null, '::before', '::after'] as const) {
            const s = getComputedStyle(el, pseudo);
            const animation = s.animationName !== 'none' ? seconds(s.animationDuration) : 0;
            const transition = s.transitionProperty !== 'none' ? seconds(s.transitionDuration) : 0;
            if (animation > 0.01 || transition > 0.01) {
              const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 3).join('.')}` : ''}${pseudo ?? ''}`;
              found.push(
                `${name}: animation ${s.animationName} ${s.animationDuration}, transition ${s.transitionProperty} ${s.transitionDuration}`
              );
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

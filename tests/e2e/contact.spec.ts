import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import type { Locale } from '@/lib/i18n/locales';
import { exe, pdf } from '../../packages/cv-check/tests/helpers/documents';
import { catalogues, format, localizedPath } from '../helpers/e2e/test-data';

/**
 * The contact form in the browser, with and without JavaScript, against `next start`.
 * Every test posts as its own client: the test server trusts one proxy in front
 * (ENQUIRY_PROXY_HOPS=1, playwright.config.ts) and the test plays that proxy, naming a
 * client address in X-Forwarded-For, so no test meets the per-client rate limit that
 * the posts of the others have used up.
 */

const octet = () => Math.floor(Math.random() * 254) + 1;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

/**
 * Opens the form and waits for its fill-time beacon (the signed cookie every post needs).
 * The test server has no minimum fill time (ENQUIRY_MIN_FILL_MS=0, playwright.config.ts),
 * so a test posts as soon as it has filled the form; the 3 s minimum is held by the
 * handler's unit tests and tests/integration/enquiries/next-start.test.ts.
 */
async function openForm(page: Page, url: string): Promise<void> {
  const beacon = page.waitForResponse((r) => r.url().includes('/api/contact/start'));
  await page.goto(url);
  expect((await beacon).status()).toBe(200);
}

/** The form's controls, found by their accessible names (their labels). */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Fills every field but the department, which starts on its placeholder. */
async function fillAllButDepartment(page: Page, locale: Locale, email = `visitor.${Date.now()}@example.org`) {
  const m = catalogues[locale].ContactForm;
  await textbox(page, m.name).fill('Leyla Həsənova');
  await textbox(page, m.company).fill('Caspian Offshore');
  await textbox(page, m.email).fill(email);
  await combobox(page, m.office).selectOption('azerbaijan');
  await textbox(page, m.enquiry).fill('We need a dimensional control survey of two subsea spools in Baku.');
}

async function fillValid(page: Page, locale: Locale, email?: string) {
  await fillAllButDepartment(page, locale, email);
  await combobox(page, catalogues[locale].ContactForm.department).selectOption('general');
}

/** The URLs of the posts a page sends, as they are sent. */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  return posts;
}

/** Drags a toast horizontally by dx pixels (the pointer stays over the toasts, which pauses their timers). */
async function swipe(page: Page, toast: Locator, dx: number) {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 15; i++) await page.mouse.move(x + (dx * i) / 15, y);
  await page.mouse.up();
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const [locale, scheme] of [
  ['en', 'light'],
  ['ar', 'dark']
] as const)
  test(`${locale}, ${scheme}: the selects are drawn like the text fields, not by the engine, with their chevron at the inline end`, async ({
    page
  }) => {
    // WebKit paints a select its own way (a grey pop-up button, 48 px high) unless its
    // appearance is none; Chromium then draws it the same way, so the rule is checked here.
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(localizedPath(locale, '/contact'));
    const m = catalogues[locale].ContactForm;
    const look = (control: Locator) =>
      control.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const icon = el.parentElement!.querySelector('svg')?.getBoundingClientRect();
        return {
          appearance: style.appearance,
          height: box.height,
          border: `${style.borderTopWidth} ${style.borderTopColor}`,
          background: style.backgroundColor,
          iconAtEnd: icon ? (style.direction === 'rtl' ? icon.right < box.left + 48 : icon.left > box.right - 48) : null
        };
      });
    const input = await look(textbox(page, m.name));
    for (const name of [m.office, m.department]) {
      const select = await look(combobox(page, name));
      expect(select.appearance, name).toBe('none');
      expect(select.height, name).toBe(input.height);
      expect(select.border, name).toBe(input.border);
      expect(select.background, name).toBe(input.background);
      expect(select.iconAtEnd, name).toBe(true);
    }
    expect(input.height).toBe(42);
  });

test.describe('with JavaScript', () => {
  test('en: ?to=careers preselects the department; errors are tied to their fields; sending shows a toast', async ({ page }) => {
    const m = catalogues.en.ContactForm;
    const e = catalogues.en.ContactErrors;
    const posts = postsOf(page);
    await openForm(page, '/contact?to=careers');

    await expect(combobox(page, m.department)).toHaveValue('careers');
    await expect(page.getByText(m.employmentNote)).toBeVisible();
    await expect(page.getByLabel(m.cv)).toHaveAttribute('type', 'file');

    // Nothing typed: the shared schema answers in the browser, nothing is posted.
    await page.getByRole('button', { name: m.submit }).click();
    const name = textbox(page, m.name);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAttribute('aria-describedby', /contact-name-error/);
    await expect(page.locator('#contact-name-error')).toHaveText(e.name_required);
    await expect(page.locator('#contact-email-error')).toHaveText(e.email_required);
    await expect(page.locator('#contact-country-error')).toHaveText(e.office_required);
    await expect(page.getByRole('status').filter({ hasText: m.errorSummary })).toBeVisible();
    expect(posts).toEqual([]);
    const axe = await new AxeBuilder({ page }).include('main').withTags(wcagTags).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Paste is never blocked: nothing cancels a paste event.
    const pasteAllowed = await name.evaluate((el) => el.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true })));
    expect(pasteAllowed).toBe(true);

    await fillValid(page, 'en');
    await page.getByLabel(m.cv).setInputFiles({ name: 'Leyla CV.pdf', mimeType: 'application/pdf', buffer: pdf('Leyla') });
    const answer = page.waitForResponse((r) => r.url().includes('/api/contact?locale=en') && r.request().method() === 'POST');
    await page.getByRole('button', { name: m.submit }).click();
    expect((await answer).status()).toBe(200);

    const region = page.getByRole('region', { name: format(catalogues.en.Toast.viewportLabel, { hotkey: 'F8' }) });
    const toast = region.getByRole('listitem').filter({ hasText: m.toastSuccessTitle });
    await expect(toast).toBeVisible();
    await expect(page.locator('p[role="status"]')).toHaveText(m.success);
    await expect(name).toHaveValue('');

    // Bottom-right, 16 px from the edges of the area fixed elements are placed in (the
    // window without the scrollbar's place, which scrollbar-gutter keeps).
    const viewport = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.cssText = 'position:fixed;inset:0;visibility:hidden';
      const { width, height } = probe.getBoundingClientRect();
      probe.remove();
      return { width, height };
    });
    const box = (await toast.boundingBox())!;
    expect(Math.abs(viewport.width - (box.x + box.width) - 16)).toBeLessThanOrEqual(2);
    expect(Math.abs(viewport.height - (box.y + box.height) - 16)).toBeLessThanOrEqual(2);

    // F8 moves focus to the notifications.
    await page.keyboard.press('F8');
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Swiping left does nothing; swiping right dismisses it (well before its 5 s are up).
    await swipe(page, toast, -120);
    await expect(toast).toHaveAttribute('data-state', 'open');
    await swipe(page, toast, 120);
    await expect(toast).toHaveCount(0, { timeout: 1000 });
  });

  test('en: with no department chosen, the form asks for one at its field and posts nothing', async ({ page }) => {
    const m = catalogues.en.ContactForm;
    const posts = postsOf(page);
    await openForm(page, '/contact');
    await fillAllButDepartment(page, 'en');
    await page.getByRole('button', { name: m.submit }).click();
    const department = combobox(page, m.department);
    await expect(department).toBeFocused();
    await expect(department).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#contact-department-error')).toHaveText(catalogues.en.ContactErrors.department_required);
    expect(posts).toEqual([]);
  });

  test('ar: a refusal by the server keeps what was typed; the toast sits bottom-left and swipes left', async ({ page }) => {
    const m = catalogues.ar.ContactForm;
    const e = catalogues.ar.ContactErrors;
    await openForm(page, localizedPath('ar', '/contact'));
    await fillValid(page, 'ar', 'refused@example.org');
    // A program renamed .pdf: the browser cannot tell, the server reads the content.
    await page.getByLabel(m.cv).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: exe() });
    const answer = page.waitForResponse((r) => r.url().includes('/api/contact?locale=ar') && r.request().method() === 'POST');
    await page.getByRole('button', { name: m.submit }).click();
    expect((await answer).status()).toBe(422);

    const region = page.getByRole('region', { name: format(catalogues.ar.Toast.viewportLabel, { hotkey: 'F8' }) });
    const toast = region.getByRole('listitem').filter({ hasText: m.toastErrorTitle });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(e.file_type);
    await expect(page.locator('#contact-cv-error')).toHaveText(e.file_type);
    await expect(page.getByLabel(m.cv)).toBeFocused();
    await expect(textbox(page, m.name)).toHaveValue('Leyla Həsənova');
    await expect(textbox(page, m.email)).toHaveValue('refused@example.org');
    await expect(combobox(page, m.office)).toHaveValue('azerbaijan');
    await expect(textbox(page, m.enquiry)).toHaveValue(/dimensional control survey/);

    const box = (await toast.boundingBox())!;
    expect(Math.abs(box.x - 16)).toBeLessThanOrEqual(2);
    // Mirrored: swiping right does nothing, swiping left dismisses it.
    await swipe(page, toast, 120);
    await expect(toast).toHaveAttribute('data-state', 'open');
    await swipe(page, toast, -120);
    await expect(toast).toHaveCount(0, { timeout: 1000 });
  });

  test('the validation schema (zod) is not loaded with the page, only once the form is used', async ({ page }) => {
    const zodScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('ZodError')) zodScripts.push(response.url());
    });
    // Pages linking to the form prefetch its code: the schema must not come with it.
    await page.goto('/');
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(zodScripts).toEqual([]);
    await textbox(page, catalogues.en.ContactForm.name).focus();
    await expect.poll(() => zodScripts.length).toBeGreaterThan(0);
  });

  test('a toast closes by itself after 5 s', async ({ page }) => {
    await page.route('**/api/contact?locale=en', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, code: 'unavailable', errors: [{ code: 'unavailable' }] })
      })
    );
    await openForm(page, '/contact');
    await fillValid(page, 'en');
    await page.getByRole('button', { name: catalogues.en.ContactForm.submit }).click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
    await expect(toast).toContainText(catalogues.en.ContactErrors.unavailable);
    const shown = Date.now();
    await page.mouse.move(5, 5);
    // Polled until it is gone: seen gone no sooner than ~5 s after it was seen shown.
    await expect(toast).toHaveCount(0, { timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(4800);
  });

  test("a proxy's own error page (nginx's HTML 502, 503 or 504) is the form's localized \"not sent, try again\", not a connection problem", async ({
    page
  }) => {
    const statuses = [502, 503, 504];
    let answered = 0;
    await page.route('**/api/contact?locale=ru', (route) => {
      const status = statuses[answered++]!;
      return route.fulfill({ status, contentType: 'text/html', body: `<html><body><h1>${status} Bad Gateway</h1><hr>nginx</body></html>` });
    });
    await openForm(page, localizedPath('ru', '/contact'));
    await fillValid(page, 'ru');
    const submit = page.getByRole('button', { name: catalogues.ru.ContactForm.submit });
    const toasts = page.getByRole('region', { name: format(catalogues.ru.Toast.viewportLabel, { hotkey: 'F8' }) }).getByRole('listitem');
    for (let i = 1; i <= statuses.length; i++) {
      await submit.click();
      await expect(toasts.filter({ hasText: catalogues.ru.ContactErrors.unavailable })).toHaveCount(i);
      await expect(submit).toBeEnabled();
    }
    await expect(toasts.filter({ hasText: catalogues.ru.ContactErrors.network })).toHaveCount(0);
  });

  test('toasts: at most five kept, the oldest dropped; a closed one is removed shortly after', async ({ page }) => {
    const m = catalogues.en.ContactForm;
    const e = catalogues.en.ContactErrors;
    const codes = ['malformed_body', 'too_many_files', 'cross_site', 'unavailable', 'rate_limited', 'unsupported_media_type'] as const;
    let answered = 0;
    await page.route('**/api/contact?locale=en', (route) => {
      const code = codes[answered++]!;
      return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ ok: false, code, errors: [{ code }] }) });
    });
    await openForm(page, '/contact');
    await fillValid(page, 'en');
    const submit = page.getByRole('button', { name: m.submit });
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    const toasts = region.getByRole('listitem');
    for (let i = 0; i < codes.length; i++) {
      await submit.click();
      await expect(toasts.filter({ hasText: e[codes[i]!] })).toHaveCount(1);
      await expect(submit).toBeEnabled();
    }
    await toasts.first().hover();
    await expect(toasts).toHaveCount(5);
    await expect(toasts.filter({ hasText: e.malformed_body })).toHaveCount(0);
    await expect(toasts.last()).toContainText(e.unsupported_media_type);

    const last = toasts.filter({ hasText: e.unsupported_media_type });
    await last.getByRole('button', { name: catalogues.en.Toast.close }).click();
    await expect(last).toHaveAttribute('data-state', 'closed');
    await expect(last).toHaveCount(0, { timeout: 1000 });
    await expect(toasts).toHaveCount(4);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('ru: a plain multipart post answers 303 and lands on the confirmation page', async ({ page }) => {
    const m = catalogues.ru.ContactForm;
    await openForm(page, localizedPath('ru', '/contact'));
    await expect(page.locator('form')).toHaveAttribute('enctype', 'multipart/form-data');
    await fillValid(page, 'ru');
    await combobox(page, m.department).selectOption('technical');
    await page.getByLabel(m.cv).setInputFiles({ name: 'резюме.pdf', mimeType: 'application/pdf', buffer: pdf('CV') });
    const post = page.waitForResponse((r) => r.url().includes('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: m.submit }).click();
    const answer = await post;
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toBe('/ru/contact/sent');
    await expect(page).toHaveURL((url) => url.pathname === '/ru/contact/sent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.ru.ContactSent.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('en: with no department chosen, the browser itself asks for one and posts nothing', async ({ page }) => {
    const m = catalogues.en.ContactForm;
    const posts = postsOf(page);
    await openForm(page, '/contact');
    await fillAllButDepartment(page, 'en');
    // The placeholder is selected and disabled: a required select with nothing chosen.
    await expect(page.locator(`select[name="department"]:invalid`)).toHaveCount(1);
    await page.getByRole('button', { name: m.submit }).click();
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
  });

  test('ar: what must be corrected is listed on a localized page that leads back to the form', async ({ page }) => {
    const m = catalogues.ar.ContactForm;
    const e = catalogues.ar.ContactErrors;
    await openForm(page, localizedPath('ar', '/contact'));
    await fillValid(page, 'ar');
    await textbox(page, m.enquiry).fill('قصير');
    const post = page.waitForResponse((r) => r.url().includes('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: m.submit }).click();
    expect((await post).status()).toBe(422);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(e.page.title);
    await expect(page.getByRole('listitem')).toHaveText([format(e.enquiry_too_short, { min: 10 }, 'ar')]);
    await page.getByRole('link', { name: e.page.back }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/ar/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.ar.Pages.contact.heading);
  });
});

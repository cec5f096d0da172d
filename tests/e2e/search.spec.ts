import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e/test';
import { catalogues, expectLinkToSiteMap, format, locales, localizedPath } from '../helpers/e2e/test-data';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { colorModeStorageKey } from '@/lib/browser/color-mode';
import { indexFile, measureSearch, searchAsset } from '../../bench/search-measure.mjs';
import { searchBudgets } from '../../bench/budgets.mjs';

/**
 * The site search (components/search, lib/search, scripts/build/search-index.mts): the
 * header's control, the dialog, one Pagefind index per language built from the
 * prerendered pages, the folding of queries, and what it costs.
 */

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  const button = page.getByRole('button', { name: catalogues[localeOf(path)].Search.open });
  await button.click();
  const dialog = page.getByRole('dialog', { name: catalogues[localeOf(path)].Search.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

function localeOf(path: string): Locale {
  const first = path.split('/')[1];
  return locales.find((l) => l === first) ?? defaultLocale;
}

/** One query per language, typed the way a visitor might, and the page it must offer. */
const queries: { locale: Locale; what: string; query: string; expected: string }[] = [
  // Stemming: the copy says "Георадарное обследование"; the query is another form of the word.
  { locale: 'ru', what: 'a Russian word in another grammatical form', query: 'георадарного', expected: '/services/gpr' },
  // "Yeraltı radar" typed without ı.
  { locale: 'az', what: 'Azerbaijani typed without its letters', query: 'yeralti radar', expected: '/services/gpr' },
  // "الرادار" with its diacritics written out.
  { locale: 'ar', what: 'Arabic with diacritics', query: 'الرَّادَار', expected: '/services/gpr' },
  { locale: 'en', what: 'an office city', query: 'Atyrau', expected: '/locations' }
];

for (const { locale, what, query, expected } of queries) {
  test(`${locale}: ${what} ("${query}") offers ${expected}`, async ({ page }) => {
    const dialog = await openSearch(page, localizedPath(locale, '/hseq'));
    await dialog.getByRole('searchbox').fill(query);
    const result = dialog.locator(`a[data-result][href="${localizedPath(locale, expected)}"]`);
    await expect(result).toBeVisible();
    // The matched words are marked in the excerpt.
    await expect(dialog.locator('a[data-result] mark').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    // The live status says how many, in the language's plural form and with Latin digits.
    const count = await dialog.locator('a[data-result]').count();
    await expect(dialog.getByRole('status')).toHaveText(format(catalogues[locale].Search.resultCount, { count }, locale));
  });
}

for (const [typed, copy] of [
  ['utilization', 'utilisation'],
  ['center', 'centre']
]) {
  test(`en: British and American spellings meet ("${typed}" finds the copy's "${copy}")`, async ({ page }) => {
    const dialog = await openSearch(page, '/hseq');
    await dialog.getByRole('searchbox').fill(typed!);
    await expect(dialog.locator('a[data-result] mark', { hasText: new RegExp(`^${copy}$`, 'i') }).first()).toBeVisible();
  });
}

test("en: a news result leads to the news item's anchor, grouped under News", async ({ page }) => {
  const dialog = await openSearch(page, '/hseq');
  await dialog.getByRole('searchbox').fill('Atyrau');
  const news = dialog.getByRole('region', { name: catalogues.en.Search.groups.news }).locator('a[data-result]').first();
  await expect(news).toHaveAttribute('href', /^\/news\/\d{4}#news-/);
  const href = (await news.getAttribute('href'))!;
  await news.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/#]/g, '\\$&')}$`));
  await expect(page.locator(`#${href.split('#')[1]}`)).toBeInViewport();
});

// Both test builds write public/pagefind; the one left there must be the default build's,
// the one `next start` serves after `npm test` (scripts/build/ensure-build.mjs). Only the
// configured build (an analytics id set) names Google, in its privacy notice.
test("en: the index is the default build's own: its privacy record, like the page, names no Google", async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('main')).not.toContainText('Google');
  const record = await page.evaluate(async () => {
    const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
    await pagefind.init();
    const found = await pagefind.search('privacy');
    const records: { url: string; content: string }[] = await Promise.all(found.results.map((r: { data: () => unknown }) => r.data()));
    return records.find((r) => r.url === '/privacy')?.content ?? null;
  });
  expect(record).toContain(catalogues.en.Pages.privacy.heading);
  expect(record).not.toContain('Google');
});

for (const locale of locales) {
  test(`${locale}: a nonsense query shows the empty state in the page's language`, async ({ page }) => {
    const dialog = await openSearch(page, localizedPath(locale, '/'));
    await dialog.getByRole('searchbox').fill('qzxjvwq');
    const empty = dialog.getByTestId('search-empty');
    await expect(empty).toContainText(catalogues[locale].Search.noResultsTitle);
    await expect(empty).toContainText(catalogues[locale].Search.noResultsText);
    await expect(dialog.locator('a[data-result]')).toHaveCount(0);
  });
}

test('keyboard only: "/" and Ctrl+K open, arrows move, Enter opens, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/ru/contact');
  const button = page.getByRole('button', { name: catalogues.ru.Search.open });
  await expect(button).toBeVisible();
  // Escape returns focus to the button when it opened the dialog.
  await button.focus();
  await page.keyboard.press('Enter');
  const input = page.getByRole('searchbox');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(button).toBeFocused();

  // "/" in a text field stays a slash; elsewhere it opens the search.
  const name = page.locator('form input[type="text"], form input:not([type])').first();
  await name.focus();
  await page.keyboard.type('/');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(name).toHaveValue('/');
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();

  await page.keyboard.type('георадар');
  const results = page.locator('a[data-result]');
  await expect(results.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results.first()).toBeFocused();
  if ((await results.count()) > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
  }
  await page.keyboard.press('ArrowUp');
  await expect(input).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const href = await results.first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('dialog')).toBeHidden();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe: the open dialog with results and with the empty state, ${mode} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode });
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [colorModeStorageKey, mode] as const);
    const dialog = await openSearch(page, '/ar/services/gpr');
    if (mode === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await dialog.getByRole('searchbox').fill('مسح');
    await expect(dialog.locator('a[data-result] mark').first()).toBeVisible();
    const scan = () =>
      new AxeBuilder({ page })
        .include('[data-testid="search-dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
    expect((await scan()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    await dialog.getByRole('searchbox').fill('qzxjvwq');
    await expect(dialog.getByTestId('search-empty')).toBeVisible();
    expect((await scan()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('without JavaScript the control is a link to the site map, which lists every page', async ({ page }) => {
    await page.goto('/az/hseq');
    await expectLinkToSiteMap(page.getByRole('link', { name: catalogues.az.Search.open }), 'az');
    const main = page.locator('main');
    await expect(main.locator('a[href="/az/services/gpr"]')).toHaveText(catalogues.az.Services.gpr.menuLabel);
    await expect(main.locator('a[href="/az/news/2008"]')).toBeVisible();
    await expect(main.locator('a[href="/az/locations"]')).toBeVisible();
  });
});

// The time to the first results is judged by the bench (`npm run bench:search`, and
// `npm run bench`), on a quiet machine: here two workers and the test servers share two
// cores, and a wall-clock time measures them more than the page. What the search fetches
// does not depend on the load, and is held here on every run.
test(`costs nothing until opened; opening fetches its code and engine; ≤ ${searchBudgets.queryIndexBytes / 1024} KB of index per query`, async ({
  page
}) => {
  // Unthrottled: the bytes are the same, and the test spends less of the shared CPUs.
  const m = await measureSearch(page, { url: '/ru/hseq', firstQuery: 'Атырау', query: 'георадарного', throttle: 1 });
  expect(m.beforeOpen.filter((u) => searchAsset.test(u) || /\.wasm|pagefind/i.test(u))).toEqual([]);
  // Opening fetched the dialog's code and the engine, none of which the page had fetched.
  const openedScripts = m.openRequests.filter((u) => /\/_next\/static\/.*\.js/.test(u));
  expect(openedScripts.length).toBeGreaterThan(0);
  expect(openedScripts.filter((u) => m.beforeOpen.includes(u))).toEqual([]);
  expect(m.openRequests.some((u) => /\/pagefind\/pagefind\.js$/.test(u))).toBe(true);
  for (const q of [m.first, m.later]) {
    expect(q.indexBytes, q.query).toBeGreaterThan(0);
    expect(q.indexBytes, q.query).toBeLessThanOrEqual(searchBudgets.queryIndexBytes);
  }
});

test('the index files carry the security headers, and hashed chunks a long cache lifetime', async ({ request, page }) => {
  const entry = await request.get('/pagefind/pagefind-entry.json');
  expect(entry.ok()).toBe(true);
  const languages = Object.keys(((await entry.json()) as { languages: Record<string, unknown> }).languages).sort();
  expect(languages).toEqual([...locales].sort());
  const worker = await request.get('/pagefind/pagefind-worker.js');
  expect(worker.headers()['x-content-type-options']).toBe('nosniff');
  expect(worker.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  const chunk: string[] = [];
  page.on('request', (r) => indexFile.test(r.url()) && /\.pf_(?:index|fragment)$/.test(r.url()) && chunk.push(r.url()));
  const dialog = await openSearch(page, '/hseq');
  await dialog.getByRole('searchbox').fill('Atyrau');
  await expect(dialog.locator('a[data-result]').first()).toBeVisible();
  expect(chunk.length).toBeGreaterThan(0);
  const cached = await request.get(chunk[0]!);
  expect(cached.headers()['cache-control']).toMatch(/max-age=31536000.*immutable/);
  expect(cached.headers()['cross-origin-resource-policy']).toBe('same-origin');
});

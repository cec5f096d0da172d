import { expect, test } from '../helpers/e2e/test';
import { itemsOfYear, neighbourYears, yearsNewestFirst } from '@/lib/news';
import { newsYearPath, newsYears } from '@/lib/routes';
import { copyValues } from '@/lib/site-config';
import { catalogues, format, localeTable, localizedPath } from '../helpers/e2e/test-data';

type Entry = { title: string; description: string };
const itemText = (locale: keyof typeof catalogues, year: number, id: string): Entry => {
  const entry = (catalogues[locale].News.items as Record<string, Record<string, Entry>>)[String(year)]![id]!;
  return { title: format(entry.title, copyValues, locale), description: format(entry.description, copyValues, locale) };
};

for (const locale of localeTable) {
  const l = locale.code;
  const m = catalogues[l];

  test(`${l}: the news index lists every year newest first, with its latest items and a link to the year`, async ({ page }) => {
    await page.goto(localizedPath(l, '/news'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Pages.news.heading);

    const sections = page.locator('section[data-news-year]');
    await expect(sections).toHaveCount(newsYears.length);
    const order = await sections.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-news-year'))));
    expect(order).toEqual([...newsYears].sort((a, b) => b - a));

    for (const year of yearsNewestFirst()) {
      const section = page.locator(`section[data-news-year="${year}"]`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(String(year));
      const latest = itemsOfYear(year)[0]!;
      await expect(section.getByRole('heading', { level: 3 }).first()).toHaveText(itemText(l, year, latest.id).title);
      await expect(section.locator('time').first()).toHaveAttribute('datetime', latest.date);
      const links = section.locator(`a[href="${localizedPath(l, newsYearPath(year))}"]`);
      expect(await links.count()).toBeGreaterThanOrEqual(1);
    }

    // The year list in the header links every year, newest first.
    const yearNav = page.getByRole('navigation', { name: m.News.yearsLabel });
    await expect(yearNav.getByRole('link')).toHaveText(yearsNewestFirst().map(String));
  });

  test(`${l}: each year page lists its items newest first and links to its neighbours`, async ({ page }) => {
    // One test walks every year's page, each loaded and hydrated in turn.
    test.slow();
    for (const year of newsYears) {
      const url = localizedPath(l, newsYearPath(year));
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(format(m.NewsYear.heading, { year }));
      // The year's own summary, not a stock sentence: search results show what happened that year.
      await expect(page.locator('meta[name="description"]'), url).toHaveAttribute(
        'content',
        format(m.NewsYear.summaries[year], copyValues, l)
      );

      const items = itemsOfYear(year);
      const articles = page.locator('main article');
      await expect(articles, url).toHaveCount(items.length);
      await expect(articles.getByRole('heading', { level: 2 }), url).toHaveText(items.map((i) => itemText(l, year, i.id).title));
      for (const [i, item] of items.entries()) {
        const article = articles.nth(i);
        await expect(article.locator('time'), url).toHaveAttribute('datetime', item.date);
        await expect(article.locator('time'), url).not.toHaveText(item.date);
        await expect(article.locator('p'), url).toHaveText(itemText(l, year, item.id).description);
      }
      const dates = await articles.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
      expect(dates, url).toEqual([...dates].sort().reverse());

      const pager = page.getByRole('navigation', { name: m.News.yearNavLabel });
      const { older, newer } = neighbourYears(year);
      const olderLink = pager.locator('a[data-pager="older"]');
      const newerLink = pager.locator('a[data-pager="newer"]');
      if (older) {
        await expect(olderLink, url).toHaveAttribute('href', localizedPath(l, newsYearPath(older)));
        await expect(olderLink, url).toHaveText(format(m.News.olderYear, { year: older }));
      } else {
        await expect(olderLink, url).toHaveCount(0);
      }
      if (newer) {
        await expect(newerLink, url).toHaveAttribute('href', localizedPath(l, newsYearPath(newer)));
        await expect(newerLink, url).toHaveText(format(m.News.newerYear, { year: newer }));
      } else {
        await expect(newerLink, url).toHaveCount(0);
      }
    }
  });
}

test('following the pager walks the archive from the newest year to the oldest in the browser', async ({ page }) => {
  await page.goto(localizedPath('ar', newsYearPath(newsYears[0])));
  for (const year of newsYears.slice(1)) {
    await page.locator('a[data-pager="older"]').click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('ar', newsYearPath(year))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(format(catalogues.ar.NewsYear.heading, { year }));
  }
  await expect(page.locator('a[data-pager="older"]')).toHaveCount(0);
});

test('a year outside the route list is not found', async ({ request }) => {
  for (const locale of localeTable) {
    const response = await request.get(localizedPath(locale.code, '/news/2012'));
    expect(response.status()).toBe(404);
  }
});

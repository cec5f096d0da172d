/** Reading the news archive (content/news-items.ts): a year's items, the years around it, dates. */
import { newsItems, type NewsItem } from '../content/news-items';
import { newsYears, type NewsYear } from './routes';

/** The ids of a year's items: the keys of their copy under News.items.{year} in the catalogues. */
type NewsItemId<Y extends NewsYear> = (typeof newsItems)[Y][number]['id'];

/**
 * The catalogue key of a news item's copy: each year with its own items' ids only.
 * @internal exported for the type test of the catalogue's keys
 */
export type NewsItemKey = { [Y in NewsYear]: `News.items.${Y}.${NewsItemId<Y>}` }[NewsYear];

/** An item of the archive with the key of its copy (`News.items.2016.dohaOffice`). */
export type YearItem = NewsItem & { id: NewsItemId<NewsYear>; key: NewsItemKey };

const itemKeys: ReadonlySet<string> = new Set(
  Object.entries(newsItems).flatMap(([year, items]) => items.map((item) => `News.items.${year}.${item.id}`))
);

/**
 * The key of an item's copy. TypeScript cannot follow which ids go with which year
 * through a year that is a union, so the pair is checked against the archive instead.
 */
function itemKey(year: NewsYear, id: string): NewsItemKey {
  const key = `News.items.${year}.${id}`;
  if (!isItemKey(key)) throw new Error(`No news item ${id} in ${year}`);
  return key;
}

function isItemKey(key: string): key is NewsItemKey {
  return itemKeys.has(key);
}

/** A year's items, newest first, each with the key of its copy. */
export function itemsOfYear(year: NewsYear): YearItem[] {
  return newsItems[year].map((item) => ({ ...item, key: itemKey(year, item.id) })).sort((a, b) => b.date.localeCompare(a.date));
}

/** The neighbouring years in the route list's order (newest first); null past either end. */
export function neighbourYears(year: NewsYear): { newer: NewsYear | null; older: NewsYear | null } {
  const i = newsYears.indexOf(year);
  return { newer: newsYears[i - 1] ?? null, older: newsYears[i + 1] ?? null };
}

/** The years newest first, whatever order the route list keeps them in. */
export function yearsNewestFirst(): NewsYear[] {
  return [...newsYears].sort((a, b) => b - a);
}

/** A yyyy-mm-dd date as a Date at UTC midnight, so formatting never shifts the day. */
export function newsDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** Reading the news archive (content/news-items.ts): a year's items, the years around it, dates. */
import { newsItems, type NewsItem } from '../content/news-items';
import { newsYears, type NewsYear } from './routes';

/** A year's items, newest first. */
export function itemsOfYear(year: NewsYear): NewsItem[] {
  return [...newsItems[year]].sort((a, b) => b.date.localeCompare(a.date));
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

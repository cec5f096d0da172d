import { describe, expect, it } from 'vitest';
import { prefixedLocales } from '@/lib/i18n/locales';
import { newsItems } from '@/content/news-items';
import { itemsOfYear, neighbourYears, yearsNewestFirst } from '@/lib/news';
import { newsYears } from '@/lib/routes';
import { catalogues as written } from '../../helpers/catalogues';

type Entry = { title?: unknown; description?: unknown };
const catalogues = written as unknown as Record<string, { News: { items: Record<string, Record<string, Entry>> } }>;

function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

describe('news archive data', () => {
  it('has no year outside the route list', () => {
    expect(Object.keys(newsItems).map(Number).sort()).toEqual([...newsYears].sort());
  });

  it.each(newsYears.map((y) => [y]))('%i has 1–4 items with unique ids and valid dates in that year', (year) => {
    const items = newsItems[year];
    expect(items.length).toBeGreaterThanOrEqual(1);
    expect(items.length).toBeLessThanOrEqual(4);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const item of items) {
      expect(isValidIsoDate(item.date), `${year}/${item.id}: ${item.date}`).toBe(true);
      expect(item.date.slice(0, 4)).toBe(String(year));
    }
  });

  it('does not accept impossible dates', () => {
    expect(isValidIsoDate('2016-02-30')).toBe(false);
    expect(isValidIsoDate('2016-5-12')).toBe(false);
    expect(isValidIsoDate('2016-05-12')).toBe(true);
  });

  it.each(Object.keys(catalogues).map((l) => [l]))(
    'the %s catalogue has every year with the same item ids, each titled and described',
    (locale) => {
      const items = catalogues[locale]!.News.items;
      expect(Object.keys(items).sort()).toEqual(newsYears.map(String).sort());
      for (const year of newsYears) {
        const entries = items[String(year)]!;
        expect(Object.keys(entries).sort(), `${locale} ${year}`).toEqual(newsItems[year].map((i) => i.id).sort());
        for (const [id, entry] of Object.entries(entries)) {
          expect(Object.keys(entry).sort(), `${locale} ${year}/${id}`).toEqual(['description', 'title']);
          expect(typeof entry.title === 'string' && entry.title.trim().length > 0, `${locale} ${year}/${id} title`).toBe(true);
          expect(typeof entry.description === 'string' && entry.description.trim().length > 20, `${locale} ${year}/${id} description`).toBe(
            true
          );
        }
      }
    }
  );

  it('keeps non-English items out of English', () => {
    // The replaced site left Russian items in English; every non-English item here is in its own script or differs from English.
    for (const locale of prefixedLocales) {
      for (const year of newsYears) {
        for (const { id } of newsItems[year]) {
          const own = catalogues[locale]!.News.items[String(year)]![id]!;
          const english = catalogues.en!.News.items[String(year)]![id]!;
          expect(own.title, `${locale} ${year}/${id}`).not.toBe(english.title);
          expect(own.description, `${locale} ${year}/${id}`).not.toBe(english.description);
        }
      }
    }
  });
});

describe('news ordering', () => {
  it('lists a year newest first', () => {
    for (const year of newsYears) {
      const dates = itemsOfYear(year).map((i) => i.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('lists years newest first', () => {
    expect(yearsNewestFirst()).toEqual([...newsYears].sort((a, b) => b - a));
  });

  it('links each year to its neighbours in the route list and to none past the ends', () => {
    const first = newsYears[0];
    const last = newsYears[newsYears.length - 1]!;
    expect(neighbourYears(first)).toEqual({ newer: null, older: newsYears[1] });
    expect(neighbourYears(last)).toEqual({ newer: newsYears[newsYears.length - 2], older: null });
    expect(neighbourYears(2014)).toEqual({ newer: 2015, older: 2010 });
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itemsOfYear, yearsNewestFirst } from '@/lib/news';
import { localeTable, locales, localizedPath } from '@/lib/i18n/locales';
import { atomFeed, stableUuid } from '@/lib/seo/atom-feed';
import { feedPath } from '@/lib/seo/sharing-paths';
import { siteConfig } from '@/lib/site-config';
import ru from '@/messages/ru.json';

const schema = path.resolve(import.meta.dirname, '../../fixtures/atom.rng');

/** Validates an Atom document with xmllint against RFC 4287's RELAX NG schema; throws when invalid. */
function validate(xml: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atom-'));
  const file = path.join(dir, 'feed.xml');
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--relaxng', schema, file], { stdio: 'pipe' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const allItems = yearsNewestFirst().flatMap((year) => itemsOfYear(year).map((item) => ({ year, ...item })));

/** The <entry> elements of a feed, as text. */
const entries = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]!);
const field = (entry: string, name: string) => entry.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];

describe('the Atom news feeds', () => {
  it.each(locales.map((l) => [l]))('%s is valid against the RFC 4287 schema', async (locale) => {
    const xml = await atomFeed(locale);
    expect(() => validate(xml)).not.toThrow();
  });

  it('fails the schema check when a required element is missing (the check can fail)', async () => {
    const withoutId = (await atomFeed('en')).replace(/\n {2}<id>[^<]*<\/id>/, '');
    expect(() => validate(withoutId)).toThrow();
  });

  it.each(localeTable.map((l) => [l.code, l.hrefLang]))('%s says its language and lists every news item', async (locale, lang) => {
    const xml = await atomFeed(locale);
    expect(xml).toMatch(new RegExp(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`));
    expect(entries(xml)).toHaveLength(allItems.length);
  });

  it('gives each entry its title, summary, date and a link to the item on its year page', async () => {
    const [entry] = entries(await atomFeed('ru'));
    const first = allItems[0]!;
    const item = (ru.News.items as unknown as Record<string, Record<string, { title: string; description: string }>>)[first.year]![
      first.id
    ]!;
    expect(field(entry!, 'title')).toBe(item.title.replace(/&/g, '&amp;'));
    expect(field(entry!, 'summary')).toBe(item.description.replace(/&/g, '&amp;'));
    expect(field(entry!, 'updated')).toBe(`${first.date}T00:00:00.000Z`);
    expect(entry).toContain(`href="${siteConfig.url}${localizedPath('ru', `/news/${first.year}`)}#news-${first.id}"`);
    expect(entry).toContain('rel="alternate"');
  });

  it('names the company as the author (the Schematron rule RELAX NG cannot check) and its own address', async () => {
    const xml = await atomFeed('ar');
    expect(xml).toContain(`<author><name>${siteConfig.name.replace(/&/g, '&amp;')}</name>`);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${siteConfig.url}/ar${feedPath}"/>`);
  });

  it('gives every entry an id unique across languages and independent of the site address', async () => {
    const feeds = await Promise.all(locales.map((locale) => atomFeed(locale)));
    const ids = feeds.flatMap((xml) => entries(xml).map((e) => field(e, 'id')!));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.join(' ')).not.toContain(new URL(siteConfig.url).host);
    const first = allItems[0]!;
    expect(field(entries(await atomFeed('en'))[0]!, 'id')).toBe(stableUuid(`news/${first.year}/${first.id}/en`));
  });

  it('makes name-based UUIDs as RFC 9562 does (its version 5 example)', () => {
    expect(stableUuid('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('urn:uuid:2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });
});

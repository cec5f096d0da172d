import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeTable, locales, type Locale } from '@/lib/i18n/locales';
import { allRoutes, pages, services } from '@/lib/routes';
import { allCards, cardFonts, cardFontStack, cardFor, cardIsDrawn, cardMarkup } from '@/lib/seo/cards';
import { pageMetadata } from '@/lib/seo/metadata';
import { catalogues as written } from '../../helpers/catalogues';

const catalogues = written as unknown as Record<
  Locale,
  { Services: Record<string, { name: string }>; Pages: Record<string, { title: string }>; NewsYear: { title: string } }
>;

describe('link-preview cards', () => {
  it('gives every page of the route list in every language its own card URL', async () => {
    const cards = await allCards(locales);
    expect(cards).toHaveLength(allRoutes().length * locales.length);
    expect(new Set(cards.map((c) => c.url)).size).toBe(cards.length);
    for (const card of cards) expect(card.url).toMatch(new RegExp(`^/cards/${card.locale}/[a-z0-9-]+\\.[0-9a-f]{12}\\.png$`, 'i'));
  });

  it.each(locales.map((l) => [l]))('shows the page’s own title in %s', async (locale) => {
    const c = catalogues[locale];
    const title = async (path: string) => (await cardFor(locale, path)).text.title;
    for (const service of services) expect(await title(`/services/${service.slug}`)).toBe(c.Services[service.id]!.name);
    for (const page of pages.filter((p) => p.id !== 'home')) expect(await title(page.path)).toBe(c.Pages[page.id]!.title);
    expect(await title('/news/2016')).toBe(c.NewsYear.title.replace('{year}', '2016'));
  });

  it('shows a news year with its latest headline, and the office list on the locations card', async () => {
    expect((await cardFor('en', '/news/2016')).text.subtitle).toBe(written.en.News.items[2016].epcsLaunch.title);
    expect((await cardFor('ru', '/locations')).text.subtitle).toBe(written.ru.Pages.locations.description);
  });

  it('changes its URL when what it shows changes', async () => {
    const en2016 = await cardFor('en', '/news/2016');
    const markup = cardMarkup('en', en2016.text);
    expect(cardMarkup('en', { ...en2016.text, title: 'Another title' })).not.toBe(markup);
    expect((await cardFor('ru', '/news/2016')).url.split('.')[1]).not.toBe(en2016.url.split('.')[1]);
  });

  it('sets each language in a face of its own script first, and has one for the script of every locale', () => {
    for (const { code, script } of localeTable) {
      const [first, ...rest] = cardFontStack(code).split(', ');
      expect(cardFonts.find((f) => `'${f.family}'` === first)?.script, code).toBe(script);
      expect(rest, code).toHaveLength(cardFonts.length - 1);
    }
  });

  it('sets Arabic right to left with its language, and escapes the text', () => {
    expect(cardMarkup('ar', { title: 't', subtitle: 's' })).toMatch(/^<html lang="ar" dir="rtl">/);
    expect(cardMarkup('en', { title: '<b>&', subtitle: '' })).toContain('&lt;b&gt;&amp;');
  });

  it('falls back to the language’s home card for a page outside the route list', async () => {
    expect((await cardFor('az', '/contact/sent')).url).toBe((await cardFor('az', '/')).url);
  });

  it('is the og:image, og:image:alt and twitter:image of the page, once the build has drawn it', async () => {
    const card = await cardFor('ar', '/services/gpr');
    const file = path.join(process.cwd(), 'public', card.url);
    const drawnBefore = fs.existsSync(file);
    const metadata = () => pageMetadata({ locale: 'ar', path: '/services/gpr', title: 'x', description: 'y' });
    try {
      if (!drawnBefore) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, '');
      }
      expect((await metadata()).openGraph?.images).toEqual([
        { url: card.url, width: 1200, height: 630, alt: written.ar.Services.gpr.name, type: 'image/png' }
      ]);
      expect((await metadata()).twitter?.images).toEqual([card.url]);
    } finally {
      if (!drawnBefore) fs.rmSync(file);
    }
  });

  it('names no image when the build drew no card (a machine without Chromium), rather than one that answers 404', async () => {
    const card = await cardFor('ru', '/hseq');
    const file = path.join(process.cwd(), 'public', card.url);
    const aside = `${file}.aside-${process.pid}`;
    const drawnBefore = fs.existsSync(file);
    if (drawnBefore) fs.renameSync(file, aside);
    try {
      expect(cardIsDrawn(card)).toBe(false);
      const metadata = await pageMetadata({ locale: 'ru', path: '/hseq', title: 'x', description: 'y' });
      expect(metadata.openGraph?.images).toEqual([]);
      expect(metadata.twitter?.images).toEqual([]);
    } finally {
      if (drawnBefore) fs.renameSync(aside, file);
    }
  });

  it('names the news feed of the language on the news pages only', async () => {
    const types = async (path: string) => (await pageMetadata({ locale: 'ru', path, title: 'x', description: 'y' })).alternates?.types;
    expect(await types('/news')).toEqual({
      'application/atom+xml': [{ url: expect.stringMatching(/\/ru\/news\/feed\.xml$/), title: expect.any(String) }]
    });
    expect(await types('/news/2016')).toEqual(await types('/news'));
    expect(await types('/hseq')).toBeUndefined();
  });
});

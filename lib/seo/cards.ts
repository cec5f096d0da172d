/**
 * Link-preview cards: one 1200×630 PNG per page of the route list per language,
 * showing that page's own title. scripts/build/cards.mts renders them at build time in
 * Chromium (real text shaping: Arabic joined and right to left, normal word
 * spacing) into public/cards/; page metadata names the same file. The file name
 * carries a hash of what the card shows, so the URL changes whenever the card does
 * and it can be cached for a year (next.config.ts). See docs/sharing.md.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { itemsOfYear } from '../news';
import { localeInfo, type Locale } from '../i18n/locales';
import { translator } from '../i18n/translator';
import { allRoutes, isNewsYear, type RouteEntry } from '../routes';
import { escapeHtml } from '../security/escape-html';
import { copyValues, siteConfig } from '../site-config';
import { cardsFolder } from './sharing-paths';

/** Size of every card: the Open Graph and Twitter large-image size. */
export const cardSize = { width: 1200, height: 630 } as const;

/** The card's proportions. Only the title is drawn in white (the test finds its ink by that). */
const layout = { padding: 72, textTop: 190, titleLineHeight: 1.2, titleColor: '#ffffff' } as const;

/** The title's size: a long title (a full service name in Azerbaijani) is set smaller, to fit in four lines. */
function titleFontSize(title: string): number {
  return title.length > 64 ? 52 : 64;
}

/** What a card says: the page's title and one line under it. */
export type CardText = { title: string; subtitle: string };

/**
 * The page's title and subtitle in a language, from the catalogues, as its metadata says them.
 * @internal exported for the translator's test
 */
export async function cardText(locale: Locale, route: RouteEntry): Promise<CardText> {
  const t = await translator(locale);
  switch (route.kind) {
    case 'service':
      return { title: t(`Services.${route.id}.name`), subtitle: t(`Services.${route.id}.summary`, copyValues) };
    case 'news-year': {
      if (!isNewsYear(route.id)) throw new Error(`Not a news year: ${route.id}`);
      const year = Number(route.id) as Parameters<typeof itemsOfYear>[0];
      // A year's card shows its latest headline.
      const [latest] = itemsOfYear(year);
      return {
        title: t('NewsYear.title', { year }),
        subtitle: latest ? t(`${latest.key}.title`, copyValues) : ''
      };
    }
    case 'page':
      if (route.id === 'home') {
        return { title: t('Metadata.siteTitle', { company: siteConfig.name }), subtitle: t('Pages.home.description', copyValues) };
      }
      return { title: t(`Pages.${route.id}.title`), subtitle: t(`Pages.${route.id}.description`, copyValues) };
  }
}

/**
 * The fonts a card uses: the site's Noto Sans faces, full (not the site's subsets), as
 * @font-face families, each with the script (ISO 15924, as in the locale table) it is for.
 */
export const cardFonts = [
  { family: 'Card Latin', script: 'Latn', file: '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2' },
  { family: 'Card Latin Ext', script: 'Latn', file: '@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2' },
  { family: 'Card Cyrillic', script: 'Cyrl', file: '@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2' },
  {
    family: 'Card Arabic',
    script: 'Arab',
    file: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'
  }
] as const;

/**
 * The font stack of a language: its own script's faces first, as on the site.
 * @internal exported for the cards' test
 */
export function cardFontStack(locale: Locale): string {
  const { script } = localeInfo(locale);
  const own = cardFonts.filter((f) => f.script === script);
  const rest = cardFonts.filter((f) => f.script !== script);
  return [...own, ...rest].map((f) => `'${f.family}'`).join(', ');
}

/**
 * The card's markup and style, without the font data (the renderer adds the
 * @font-face rules): `dir` and `lang` from the locale table, so the browser shapes
 * and orders the text itself.
 */
export function cardMarkup(locale: Locale, text: CardText): string {
  const info = localeInfo(locale);
  const l = layout;
  return `<html lang="${info.hrefLang}" dir="${info.dir}"><head><meta charset="utf-8"><style>
*{margin:0;box-sizing:border-box}
html,body{width:${cardSize.width}px;height:${cardSize.height}px;overflow:hidden}
body{position:relative;background:#0f172a;color:#cbd5e1;font-family:${cardFontStack(locale)};-webkit-font-smoothing:antialiased}
.brand{position:absolute;inset-inline:${l.padding}px;top:${l.padding}px;display:flex;align-items:center;gap:24px;font-size:36px;font-weight:600}
.text{position:absolute;inset-inline:${l.padding}px;top:${l.textTop}px;bottom:${l.padding}px;display:flex;flex-direction:column;gap:28px}
.title{color:${l.titleColor};font-size:${titleFontSize(text.title)}px;line-height:${l.titleLineHeight};font-weight:700;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:4;overflow:hidden;flex:none}
.subtitle{font-size:28px;line-height:1.35;color:#94a3b8;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
.bar{position:absolute;inset-inline:0;bottom:0;height:12px;background:linear-gradient(90deg,#16a34a,#2563eb)}
</style></head><body>
<div class="brand"><svg width="64" height="64" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="13" fill="none" stroke="#4ade80" stroke-width="3"/><path d="M16 1v9M16 22v9M1 16h9M22 16h9" stroke="#4ade80" stroke-width="3" stroke-linecap="round"/><circle cx="16" cy="16" r="3" fill="#60a5fa"/></svg><span dir="auto">${escapeHtml(siteConfig.name)}</span></div>
<div class="text"><h1 class="title">${escapeHtml(text.title)}</h1><p class="subtitle">${escapeHtml(text.subtitle)}</p></div>
<div class="bar"></div>
</body></html>`;
}

/** File name of a card under public/cards/<locale>/: the page's path and a hash of what the card shows. */
function cardFileName(locale: Locale, route: RouteEntry, text: CardText): string {
  const markup = cardMarkup(locale, text);
  const hash = createHash('sha256')
    .update(markup)
    .update(cardFonts.map((f) => f.file).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const slug = route.path === '/' ? 'home' : route.path.slice(1).replace(/\//g, '-');
  return `${slug}.${hash}.png`;
}

export type Card = {
  locale: Locale;
  route: RouteEntry;
  text: CardText;
  /** Site-relative URL, also the file's path under public/. */
  url: string;
};

async function makeCard(locale: Locale, route: RouteEntry): Promise<Card> {
  const text = await cardText(locale, route);
  return { locale, route, text, url: `/${cardsFolder}/${locale}/${cardFileName(locale, route, text)}` };
}

const memo = new Map<string, Promise<Card>>();

/**
 * The card of a page: the route list's entry for `path`, or, for a page outside the
 * list (the contact form's confirmation), the language's home card.
 */
export function cardFor(locale: Locale, path: string): Promise<Card> {
  const key = `${locale} ${path}`;
  let card = memo.get(key);
  if (!card) {
    const routes = allRoutes();
    const route = routes.find((r) => r.path === path) ?? routes.find((r) => r.path === '/')!;
    card = makeCard(locale, route);
    memo.set(key, card);
    // A failure is not kept: the next page that asks tries again.
    card.catch(() => memo.delete(key));
  }
  return card;
}

/** Every card: each route of the list in each language. */
export function allCards(locales: readonly Locale[]): Promise<Card[]> {
  return Promise.all(locales.flatMap((locale) => allRoutes().map((route) => cardFor(locale, route.path))));
}

/**
 * Whether the build drew this card: scripts/build/cards.mts draws none on a machine without
 * Chromium, and a page must not name an image that would answer 404.
 */
export function cardIsDrawn(card: Card): boolean {
  return fs.existsSync(path.join(process.cwd(), 'public', card.url));
}

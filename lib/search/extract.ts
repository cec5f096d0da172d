/**
 * What the search index is made of: the main content of the prerendered pages
 * (scripts/build/search-index.mts reads them from the build), as plain text records.
 * The markup is React's own output, so a few patterns read it reliably: the page's
 * <main>, without scripts, navigation (breadcrumbs, year links) and drawings.
 */
import type { RouteEntry } from '../routes';

export type SearchKind = 'service' | 'page' | 'news';

export type SearchRecord = {
  /** Localized URL, with the news item's anchor for news. */
  url: string;
  title: string;
  kind: SearchKind;
  /** The text as shown on the page. */
  text: string;
};

/** Inline elements: their tags are removed without a space (a word may span them). */
const inline = /^(?:a|abbr|b|bdi|bdo|code|em|i|mark|small|span|strong|sub|sup|time|u)$/i;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is not page copy (or is a menu), removed with what they hold. */
function withoutSkipped(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|svg|nav|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(\w+)\b[^>]*\shidden(?:=""|\s|>)[\s\S]*?<\/\1>/gi, ' ');
}

/**
 * The visible text of an HTML fragment, whitespace collapsed.
 * @internal
 */
export function textOf(html: string): string {
  const text = withoutSkipped(html).replace(/<\/?(\w+)\b[^>]*>/g, (_tag, name: string) => (inline.test(name) ? '' : ' '));
  return decode(text).replace(/\s+/g, ' ').trim();
}

function firstHeading(html: string, level: string): string {
  const match = new RegExp(`<${level}\\b[^>]*>([\\s\\S]*?)</${level}>`, 'i').exec(html);
  return match ? textOf(match[1]!) : '';
}

/**
 * The records of one prerendered page of the route list: the page itself, or on a news
 * year page one record per news item (its <article id>), so that a result leads to the item.
 */
export function recordsOfPage(html: string, url: string, route: Pick<RouteEntry, 'kind' | 'id'>): SearchRecord[] {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1];
  if (!main) return [];
  if (route.kind === 'news-year') {
    return [...main.matchAll(/<article\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/article>/gi)].map(([, id, body]) => ({
      url: `${url}#${id}`,
      title: firstHeading(body!, 'h[23]'),
      kind: 'news' as const,
      text: textOf(body!)
    }));
  }
  // The news index repeats items of the year pages, which have their own records.
  const newsIndex = route.kind === 'page' && route.id === 'news';
  const body = newsIndex ? main.replace(/<article\b[\s\S]*?<\/article>/gi, ' ') : main;
  const kind: SearchKind = route.kind === 'service' ? 'service' : newsIndex ? 'news' : 'page';
  return [{ url, title: firstHeading(main, 'h1'), kind, text: textOf(body) }];
}

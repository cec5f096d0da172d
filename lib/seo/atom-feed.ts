/**
 * The news feeds: one Atom document (RFC 4287) per language with every news item,
 * prerendered by app/[locale]/news/feed.xml/route.ts. See docs/sharing.md.
 */
import { createHash } from 'node:crypto';
import { itemsOfYear, newsDate, yearsNewestFirst } from '../news';
import { localeInfo, type Locale } from '../i18n/locales';
import { translator } from '../i18n/translator';
import { newsYearPath, pagePath } from '../routes';
import { copyValues, siteConfig } from '../site-config';
import { escapeHtml } from '../security/escape-html';
import { feedPath } from './sharing-paths';
import { absoluteUrl } from './urls';

export const feedContentType = 'application/atom+xml; charset=utf-8';

/** The feed's title in a language: it names the company, as a reader's list shows it. */
export async function feedTitle(locale: Locale): Promise<string> {
  return (await translator(locale))('Sharing.feedTitle', copyValues);
}

/** The namespace of this site's feed ids: itself a random UUID, fixed for good. */
const feedIdNamespace = '6f1d0c6a-2b8e-4f4f-a3c9-5e7d1b2a9c40';

/**
 * A name-based UUID (RFC 9562 version 5): the same name always gives the same id,
 * whatever the site's host name, so a reader never sees an item twice after a
 * deploy or a change of domain.
 * @internal
 */
export function stableUuid(name: string, namespace = feedIdNamespace): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The Atom document of a language: every news item, newest first. */
export async function atomFeed(locale: Locale): Promise<string> {
  const t = await translator(locale);
  const lang = localeInfo(locale).hrefLang;
  const entries = yearsNewestFirst().flatMap((year) =>
    itemsOfYear(year).map((item) => ({
      id: stableUuid(`news/${year}/${item.id}/${locale}`),
      title: t(`${item.key}.title`, copyValues),
      summary: t(`${item.key}.description`, copyValues),
      updated: newsDate(item.date).toISOString(),
      // The item on its year page: the page gives each item this anchor (components/news).
      link: `${absoluteUrl(locale, newsYearPath(year))}#news-${item.id}`
    }))
  );
  const updated =
    entries
      .map((e) => e.updated)
      .sort()
      .at(-1) ?? new Date(0).toISOString();
  const text = (name: string, value: string, indent = '  ') => `${indent}<${name}>${escapeHtml(value)}</${name}>`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    text('id', stableUuid(`news-feed/${locale}`)),
    text('title', await feedTitle(locale)),
    text('subtitle', t('Pages.news.description', copyValues)),
    text('updated', updated),
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(absoluteUrl(locale, feedPath))}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="${lang}" href="${escapeHtml(absoluteUrl(locale, pagePath('news')))}"/>`,
    `  <author><name>${escapeHtml(siteConfig.name)}</name><uri>${escapeHtml(siteConfig.url)}</uri></author>`,
    ...entries.flatMap((e) => [
      '  <entry>',
      text('id', e.id, '    '),
      text('title', e.title, '    '),
      text('summary', e.summary, '    '),
      text('published', e.updated, '    '),
      text('updated', e.updated, '    '),
      `    <link rel="alternate" type="text/html" hreflang="${lang}" href="${escapeHtml(e.link)}"/>`,
      '  </entry>'
    ]),
    '</feed>',
    ''
  ].join('\n');
}

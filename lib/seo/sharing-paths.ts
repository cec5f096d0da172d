/**
 * The addresses of the cards and feeds, kept apart from the code that makes them so
 * that next.config.ts can read them (it loads only dependency-free modules).
 */
import { pagePath } from '../routes';

/** Folder of the link-preview cards (lib/seo/cards.ts), under public/ and in the URL. */
export const cardsFolder = 'cards';

/**
 * Locale-less path of a language's news feed: beside the news pages it follows, under
 * the language's prefix like every page (/news/feed.xml, /ru/news/feed.xml).
 */
export const feedPath = `${pagePath('news')}/feed.xml`;

/**
 * Paths a reader or a person guesses for a feed; next.config.ts sends each, bare or
 * under a language prefix, to that language's feed.
 */
export const feedGuesses = ['/feed.xml', '/rss.xml', '/atom.xml', '/feed', `${pagePath('news')}/rss.xml`, `${pagePath('news')}/atom.xml`];

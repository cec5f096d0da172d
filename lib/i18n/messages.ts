import { defaultLocale, type Locale } from './locales';
import { pinNumbers } from './pin-numbers';
/* eslint-disable local/locale-lists -- each catalogue is imported up front (see `catalogues`); tsc asks for a new one */
import ar from '@/messages/ar.json';
import az from '@/messages/az.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
/* eslint-enable local/locale-lists -- the exception ends with the catalogues' imports */

export type Messages = typeof en;

type Tree = { [key: string]: string | Tree };

/**
 * Deep-merges a locale's messages over English, so a missing key falls back to English.
 * @internal exported for its unit test
 */
export function mergeMessages(base: Tree, override: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = out[key];
    out[key] = value && typeof value === 'object' && baseValue && typeof baseValue === 'object' ? mergeMessages(baseValue, value) : value;
  }
  return out;
}

/** Every message of a tree with its numbers in Latin digits (lib/i18n/numbers.ts). */
function pinTree(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? pinNumbers(value) : pinTree(value)])
  );
}

/**
 * Every catalogue, imported with this module rather than on first use. A dynamic import was
 * read from disk the first time a build worker rendered a page of its language, so that
 * page's metadata resolved sooner or later than the rest of it from one build to the next,
 * and its row moved in the page's flight data: two builds of one commit made different
 * /ru/careers and /ru/clients (scripts/dev/reproducible-build.ts). A page's bytes must not
 * depend on how fast a disk answers. Keyed by the locale table, so a new language fails
 * to compile until its catalogue is listed here.
 */
const catalogues: Record<Locale, Tree> = { en, ru, az, ar };

const loaded = new Map<Locale, Messages>();

/** A locale's catalogue merged over English, numbers pinned to Latin digits; built once per locale. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const own = locale === defaultLocale ? {} : catalogues[locale];
  const messages = pinTree(mergeMessages(en as unknown as Tree, own)) as unknown as Messages;
  loaded.set(locale, messages);
  return messages;
}

import { defaultLocale, type Locale } from './locales';
import { pinNumbers } from './pin-numbers';
import en from '@/messages/en.json';

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

const loaded = new Map<Locale, Messages>();

/** A locale's catalogue merged over English, numbers pinned to Latin digits; built once per locale. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  // One import by code: the bundler makes a chunk per file of messages/, the locale table says which exist.
  // The alias and the JSON attribute let Node load it too (tsx's build steps, Playwright): a relative
  // specifier fails in a module tsx loads as CommonJS from ES code, and Node wants the attribute.
  const own = locale === defaultLocale ? {} : ((await import(`@/messages/${locale}.json`, { with: { type: 'json' } })).default as Tree);
  const messages = pinTree(mergeMessages(en as unknown as Tree, own)) as unknown as Messages;
  loaded.set(locale, messages);
  return messages;
}

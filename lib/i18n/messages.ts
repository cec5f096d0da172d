import { defaultLocale, type Locale } from './locales';
import en from '@/messages/en.json';

export type Messages = typeof en;

type Tree = { [key: string]: string | Tree };

/** Deep-merges a locale's messages over English, so a missing key falls back to English. */
export function mergeMessages(base: Tree, override: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = out[key];
    out[key] = value && typeof value === 'object' && baseValue && typeof baseValue === 'object' ? mergeMessages(baseValue, value) : value;
  }
  return out;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === defaultLocale) return en;
  // One import by code: the bundler makes a chunk per file of messages/, the locale table says which exist.
  const own = (await import(`../../messages/${locale}.json`)).default as Tree;
  return mergeMessages(en as unknown as Tree, own) as unknown as Messages;
}

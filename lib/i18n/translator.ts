/**
 * A translator for code outside a request: the build-time card renderer, page
 * metadata and the news feeds, which need a language's strings synchronously.
 * The catalogues are merged over English as the pages' are (lib/i18n/messages.ts).
 */
import { createTranslator } from 'next-intl';
import ar from '../../messages/ar.json';
import az from '../../messages/az.json';
import en from '../../messages/en.json';
import ru from '../../messages/ru.json';
import type { Locale } from './locales';
import { mergeMessages } from './messages';

type Tree = Parameters<typeof mergeMessages>[0];

const catalogues: Record<Locale, Tree> = {
  en: en as unknown as Tree,
  ru: mergeMessages(en as unknown as Tree, ru as unknown as Tree),
  az: mergeMessages(en as unknown as Tree, az as unknown as Tree),
  ar: mergeMessages(en as unknown as Tree, ar as unknown as Tree)
};

/** Keys are built from the route list's ids here, so they are plain strings. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function translatorFor(locale: Locale): Translate {
  return createTranslator({ locale, messages: catalogues[locale] }) as unknown as Translate;
}

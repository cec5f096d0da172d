/**
 * Translations for code that does not take the request's locale from next-intl: the
 * link-preview cards (drawn before the build, named by page metadata), the Atom feeds, the
 * contact route's answers and staff mails, and the page title helper shared by all of
 * them (lib/seo/metadata.ts), which is given its locale. It reads the catalogue the pages read (lib/i18n/messages.ts: merged over
 * English, numbers pinned to Latin digits) with the same formats as the request config,
 * so a number reads the same on a card, in a feed or a mail as on the page.
 */
import { createTranslator } from 'next-intl';
import type { Locale } from './locales';
import { loadMessages, type Messages } from './messages';
import { messageFormats } from './numbers';

/** Keys are often built from ids (routes, error codes), so they are plain strings here. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The language's translator, for the whole catalogue or one namespace of it. */
export async function translator(locale: Locale, namespace?: keyof Messages): Promise<Translate> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace, formats: messageFormats });
  return (key, values) => (t as unknown as Translate)(key, values);
}

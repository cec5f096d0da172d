/**
 * Translations for code that does not take the request's locale from next-intl: the
 * link-preview cards (drawn before the build, named by page metadata), the Atom feeds, the
 * contact route's answers and staff mails, and the page title helper shared by all of
 * them (lib/seo/metadata.ts), which is given its locale. It reads the catalogue the pages read (lib/i18n/messages.ts: merged over
 * English, numbers pinned to Latin digits) with the same formats as the request config,
 * so a number reads the same on a card, in a feed or a mail as on the page.
 */
import { createTranslator, type MessageKeys, type Messages, type NamespaceKeys, type NestedKeyOf, type NestedValueOf } from 'next-intl';
import type { Locale } from './locales';
import { loadMessages } from './messages';
import { messageFormats } from './numbers';

/** A namespace of the catalogue (next-intl's Messages, typed in global.d.ts): a key that holds messages, not one message. */
type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The key of a message of a namespace, as that namespace's translator takes it. */
export type MessageKey<N extends Namespace> = MessageKeys<NestedValueOf<Messages, N>, NestedKeyOf<NestedValueOf<Messages, N>>>;

/**
 * The translator next-intl gives for the typed catalogue (global.d.ts), for the whole of it
 * or one namespace: the one getTranslations returns, so a helper taking it checks its keys.
 */
export type Translator<N extends Namespace = never> = ReturnType<typeof createTranslator<Messages, N>>;

/** The language's translator, for the whole catalogue or one namespace of it. */
export async function translator<N extends Namespace = never>(locale: Locale, namespace?: N): Promise<Translator<N>> {
  return createTranslator<Messages, N>({ locale, messages: await loadMessages(locale), namespace, formats: messageFormats });
}

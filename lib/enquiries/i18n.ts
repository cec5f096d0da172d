/** Translations for code that runs outside React rendering (route handler, mail). */
import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import { messageFormats } from '@/lib/i18n/numbers';
import type { Translate } from './error-messages';

export async function translator(locale: Locale, namespace: keyof Messages): Promise<Translate> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace, formats: messageFormats });
  return (key, values) => (t as unknown as Translate)(key, values);
}

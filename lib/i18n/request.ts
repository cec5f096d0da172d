import 'server-only';
import { hasLocale, type AbstractIntlMessages } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { env } from '@/lib/env';
import { routing } from './routing';
import { loadMessages } from './messages';
import { messageFormats } from './numbers';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await loadMessages(locale)) as AbstractIntlMessages,
    // The named format of every number in the messages: Latin digits in every language.
    formats: messageFormats,
    // A missing key shows the key itself (docs/behaviour.md, Languages), never an empty string.
    getMessageFallback: ({ namespace, key }) => (namespace ? `${namespace}.${key}` : key),
    onError(error) {
      if (error.code === 'MISSING_MESSAGE') {
        if (env('NODE_ENV') !== 'production') console.warn(error.message);
        return;
      }
      console.error(error);
    }
  };
});

/**
 * next-intl's types for this site: its messages are English's (the other catalogues have
 * the same keys, which the catalogue test checks), its locales those of the locale table.
 * With them every key the code asks for is checked by `npm run typecheck`, also a key
 * built from an id, which must then come from a typed list (docs/architecture.md,
 * Languages and URLs).
 */
import type { Locale as SiteLocale } from '@/lib/i18n/locales';
import type messages from '@/messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
    Messages: typeof messages;
  }
}

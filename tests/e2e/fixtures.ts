import { localeTable, localizedPath, type Locale } from '@/lib/i18n/locales';
import { allRoutes } from '@/lib/routes';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import az from '@/messages/az.json';
import ar from '@/messages/ar.json';

/** Shared test data, derived from the same route list and catalogues as the site. */
export const catalogues: Record<Locale, typeof en> = { en, ru, az, ar } as Record<Locale, typeof en>;
export const locales = localeTable.map((l) => l.code);
export { localeTable, localizedPath, allRoutes };

/** Fills {placeholders} of a catalogue message (plain arguments only). */
export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

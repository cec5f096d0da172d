/**
 * Reading the catalogues as ICU messages (the syntax next-intl uses), for the tests
 * that check arguments, plural forms and wording.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { locales, type Locale } from '@/lib/i18n/locales';
import { catalogues as written } from './catalogues';

type Tree = { [key: string]: unknown };

export const catalogueLocales = locales;
export type CatalogueLocale = Locale;
export const catalogues = written as unknown as Record<CatalogueLocale, Tree>;

/** Dotted key → message string. */
export function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value as Tree, path, out);
    else out[path] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

export const flatCatalogues = Object.fromEntries(catalogueLocales.map((l) => [l, flatten(catalogues[l])])) as Record<
  CatalogueLocale,
  Record<string, string>
>;

export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message, { ignoreTag: false });
}

/** Every element of a message, branches of plural/select and tag contents included. */
export function* elements(ast: MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const el of ast) {
    yield el;
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) yield* elements(option.value);
    } else if (el.type === TYPE.tag) yield* elements(el.children);
  }
}

/** Argument names and tags of a message (`<email>` for a tag), sorted. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const el of elements(parseMessage(message))) {
    if (el.type === TYPE.tag) names.add(`<${el.value}>`);
    else if (el.type !== TYPE.literal && el.type !== TYPE.pound) names.add(el.value);
  }
  return [...names].sort();
}

/** Arguments the message counts with: cardinal `plural` or `number` (an ordinal year is a name, not a count). */
export function numericArguments(message: string): string[] {
  const names = new Set<string>();
  for (const el of elements(parseMessage(message))) {
    if ((el.type === TYPE.plural && el.pluralType !== 'ordinal') || el.type === TYPE.number) names.add(el.value);
  }
  return [...names].sort();
}

/** The words a reader sees, every branch included, arguments and tags left out. */
export function literalText(message: string): string {
  const parts: string[] = [];
  for (const el of elements(parseMessage(message))) if (el.type === TYPE.literal) parts.push(el.value);
  return parts.join(' ');
}

export { TYPE };

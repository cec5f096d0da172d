import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A plural message as the browser needs it to pick and fill a branch without a
 * message-format runtime: each branch's whole text ("=0", "one", "few", "other" …),
 * with `#` where the count goes. Read on the server from the catalogue's message, in
 * the form the loader leaves it (`{count, number, latn}`) or as written (`#`). Anything
 * but text and the count throws, so a message the browser cannot fill fails the build.
 */
export type PluralTemplates = Record<string, string>;

export function pluralTemplates(message: string, argument = 'count'): PluralTemplates {
  const elements = parse(message);
  const at = elements.findIndex((el) => el.type === TYPE.plural && el.value === argument);
  const plural = elements[at];
  if (!plural || plural.type !== TYPE.plural) throw new Error(`No plural of {${argument}} in "${message}"`);
  const text = (parts: MessageFormatElement[]): string =>
    parts
      .map((part) => {
        if (part.type === TYPE.literal) return part.value;
        if (part.type === TYPE.pound) return '#';
        if ((part.type === TYPE.number || part.type === TYPE.argument) && part.value === argument) return '#';
        throw new Error(`Only text and {${argument}} can be filled in the browser: "${message}"`);
      })
      .join('');
  const before = text(elements.slice(0, at));
  const after = text(elements.slice(at + 1));
  return Object.fromEntries(Object.entries(plural.options).map(([selector, option]) => [selector, before + text(option.value) + after]));
}

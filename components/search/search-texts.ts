import type { SearchKind } from '@/lib/search/extract';
import { numberingSystem } from '@/lib/i18n/numbers';

/** The dialog's copy, translated by the server shell (no catalogue reaches the browser). */
export type SearchTexts = {
  open: string;
  title: string;
  description: string;
  inputLabel: string;
  placeholder: string;
  loading: string;
  close: string;
  siteMapLink: string;
  groups: Record<SearchKind, string>;
  /** Search.resultCount as loaded: an ICU plural of `count`, its numbers already pinned (lib/i18n/pin-numbers.ts). */
  resultCount: string;
  noResultsTitle: string;
  noResultsText: string;
};

/** The index just past the `}` that closes the `{` at `open`. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i + 1;
  }
  throw new Error(`Unbalanced braces in "${message}"`);
}

type Count = { value: number; text: string; category: Intl.LDMLPluralRule };

/** A plural argument's chosen branch: the exact "=n" one first, then the language's category, then "other". */
function pluralBranch(options: string, count: Count): string {
  const branches = new Map<string, string>();
  for (let i = 0; i < options.length;) {
    const selector = /^\s*(=\d+|[a-z]+)\s*\{/.exec(options.slice(i));
    if (!selector) {
      if (options.slice(i).trim()) throw new Error(`Unsupported plural options "${options}"`);
      break;
    }
    const open = i + selector[0].length - 1;
    const end = closingBrace(options, open);
    branches.set(selector[1]!, options.slice(open + 1, end - 1));
    i = end;
  }
  const branch = branches.get(`=${count.value}`) ?? branches.get(count.category) ?? branches.get('other');
  if (branch === undefined) throw new Error(`No "other" branch in "${options}"`);
  return branch;
}

/** Text of a message or branch; `#` is the count inside a plural branch only. */
function render(message: string, count: Count, inPlural: boolean): string {
  let out = '';
  for (let i = 0; i < message.length;) {
    if (message[i] === '{') {
      const end = closingBrace(message, i);
      const [, name, type, rest] = /^\s*(\w+)\s*(?:,\s*(\w+)\s*(?:,([\s\S]*))?)?$/.exec(message.slice(i + 1, end - 1)) ?? [];
      if (name !== 'count') throw new Error(`Unsupported argument in "${message}"`);
      if (type === 'plural') out += render(pluralBranch(rest ?? '', count), count, true);
      // `{count}` and `{count, number…}`: the one number format the copy uses, Latin digits.
      else if (type === undefined || type === 'number') out += count.text;
      else throw new Error(`Unsupported argument type "${type}" in "${message}"`);
      i = end;
    } else {
      out += message[i] === '#' && inPlural ? count.text : message[i];
      i++;
    }
  }
  return out;
}

/**
 * The dialog's result count in the page's language: Search.resultCount formatted in the
 * browser without shipping a message-format runtime. It reads as much ICU as that message
 * uses, in the form the catalogue loader leaves it (`{count, number, latn}`) or as written
 * (`#`): text, `{count}` or `{count, number…}`, and `plural` branches at any depth. Numbers
 * have Latin digits in every language (lib/i18n/numbers.ts). Anything else throws, and the
 * unit test runs every catalogue's message through it against next-intl's own formatting.
 */
export function formatResultCount(message: string, count: number, locale: string): string {
  const text = new Intl.NumberFormat(locale, { numberingSystem }).format(count);
  return render(message, { value: count, text, category: new Intl.PluralRules(locale).select(count) }, false);
}

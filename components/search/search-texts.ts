import type { SearchKind } from '@/lib/search/extract';

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
  /** ICU plural message with `#` for the count (Search.resultCount). */
  resultCount: string;
  noResultsTitle: string;
  noResultsText: string;
};

/**
 * The count message in the page's language: the ICU plural branch that
 * Intl.PluralRules picks (an exact "=n" branch first), with `#` as the number.
 * Enough for the one plural message the dialog formats in the browser, without
 * shipping a message-format runtime.
 */
export function formatCount(message: string, count: number, locale: string): string {
  const branches = new Map([...message.matchAll(/(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
  const branch = branches.get(`=${count}`) ?? branches.get(new Intl.PluralRules(locale).select(count)) ?? branches.get('other') ?? '#';
  return branch.replace(/#/g, new Intl.NumberFormat(locale).format(count));
}

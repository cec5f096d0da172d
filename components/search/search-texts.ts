import type { SearchKind } from '@/lib/search/extract';
import { formatCount } from '@/lib/i18n/numbers';
import type { PluralTemplates } from '@/lib/i18n/plural-templates';

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
  /** Search.resultCount's branches, read by the server shell (lib/i18n/plural-templates.ts). */
  resultCount: PluralTemplates;
  noResultsTitle: string;
  noResultsText: string;
};

/**
 * The dialog's result count in the page's language: the branch of Search.resultCount
 * the count picks (an exact "=n" first, then the language's plural category, then
 * "other"), with the count written as everywhere on the site (lib/i18n/numbers.ts).
 */
export function formatResultCount(templates: PluralTemplates, count: number, locale: string): string {
  const template = templates[`=${count}`] ?? templates[new Intl.PluralRules(locale).select(count)] ?? templates.other;
  if (template === undefined) throw new Error('Search.resultCount has no "other" branch');
  return template.replaceAll('#', formatCount(locale, count));
}

/** The shape of the glossary data (terms.ts) and its shorthand for a rendering. */
import type { Locale } from '../../../lib/i18n/locales';

/**
 * The languages translated from English: every locale but the source.
 * @internal
 */
export type GlossaryLanguage = Exclude<Locale, 'en'>;

export type Rendering = {
  /** The chosen rendering, as shown to translators. */
  text: string;
  /** Finds the rendering in a message, in any of its forms. */
  match?: RegExp;
  /** Variants that must not appear in the language's catalogue at all. */
  banned?: readonly RegExp[];
};

export type GlossaryTerm = {
  en: string;
  /** Where the English catalogue uses the term; the other languages must then use theirs. */
  match?: RegExp;
  /** Messages where the English words mean something else (catalogue keys). */
  except?: readonly string[];
} & Record<GlossaryLanguage, Rendering>;

export const r = (text: string, match?: RegExp, ...banned: RegExp[]): Rendering => ({ text, match, banned });

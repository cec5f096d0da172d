/**
 * The stricter wording checks of the namespaces translated and reviewed word by word
 * (the home page's, and the services' names and pages): the whole catalogues' own rules
 * are in tests/unit/messages/catalogues.test.ts.
 */
import { flatten, literalText } from './icu';

type Tree = { [key: string]: unknown };

/** Proper nouns, acronyms and units that stay in Latin letters in every language (docs/glossary.md, Kept as written). */
const latinAllowed = new Set(['ePCS', 'VRS', 'GPR', 'BOP', 'FEED', 'FPSO', 'ROV', 'GNSS', 'CAD', 'psi', 'D', 'mm', 'm']);

/**
 * The industry's English names that Arabic adds in brackets after its own term, once per page
 * (docs/glossary.md): allowed only there, so a bare English word is still caught.
 */
const bracketedAnchors = /\((jackets?|topsides|spools?|jumpers?|hubs?|ram|annular|redlines|OEM)\)/g;

/** The words of a message (plural branches included), without ICU syntax or bidi isolates. */
const words = (message: string) =>
  literalText(message)
    .replace(/[\u2068\u2069]/g, '')
    .replace(bracketedAnchors, '');

/** `key: word` for every Latin word in a namespace of a non-Latin language that is not a name, acronym or unit. */
export function englishWordsLeft(namespace: Tree): string[] {
  return Object.entries(flatten(namespace)).flatMap(([key, value]) =>
    (words(value).match(/[A-Za-z]+/g) ?? []).filter((word) => !latinAllowed.has(word)).map((word) => `${key}: ${word}`)
  );
}

/**
 * Keys of an Azerbaijani namespace whose sentence (four words or more) has none of the
 * Azerbaijani alphabet's own letters, or which uses an English function word.
 */
export function notInAzerbaijani(namespace: Tree): string[] {
  return Object.entries(flatten(namespace))
    .filter(
      ([, value]) =>
        (words(value).trim().split(/\s+/).length >= 4 && !/[əğışçöüƏĞİŞÇÖÜ]/.test(value)) || /\b(the|and|with|for|of)\b/.test(words(value))
    )
    .map(([key]) => key);
}

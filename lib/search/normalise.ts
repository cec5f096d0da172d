/**
 * Folding of words for search, applied both to the indexed text (scripts/build/search-index.mts
 * adds the folded form of every word that folding changes) and to the visitor's query
 * (components/search/search-dialog.tsx), so that both sides meet whatever way the
 * visitor typed. Pagefind stems Russian, Arabic and English but knows none of this:
 *
 * - Azerbaijani typed on a keyboard without its letters: ə ı ş ç ğ ö ü → e i s c g o u
 *   (and Latin accents in general: "café" → "cafe");
 * - Russian ё written as е, as most Russian text does;
 * - Arabic with or without diacritics (tashkeel, tatweel), and across the spellings of
 *   alef with hamza (أ إ آ ٱ → ا), ta marbuta / ha (ة → ه), alef maqsura / ya (ى → ي)
 *   and hamza on waw or ya (ؤ → و, ئ → ي);
 * - British and American spellings: metre/meter, modelling/modeling, colour/color,
 *   organisation/organization, analyse/analyze, catalogue/catalog.
 *
 * Folding is lossy on purpose (it only has to make equal what a visitor would
 * consider equal); the page always shows the original text.
 */

const azerbaijani: Record<string, string> = { ə: 'e', ı: 'i', ş: 's', ç: 'c', ğ: 'g', ö: 'o', ü: 'u' };

/** Arabic harakat, tanween, shadda, sukun, superscript alef and tatweel. */
const arabicMarks = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const arabicLetters: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي', ؤ: 'و', ئ: 'ي' };

/**
 * British endings and their American forms, tried in order on a whole Latin word.
 * Each maps both spellings to one form (the American one), so which one the copy
 * uses does not matter. Short words are left alone ("four", "your", "hour", "tire").
 */
const spellings: ReadonlyArray<[RegExp, string]> = [
  [/(\w{3,})isation(s?)$/, '$1ization$2'],
  [/(\w{3,})is(e|es|ed|ing)$/, '$1iz$2'],
  [/(\w{2,})ys(e|es|ed|ing)$/, '$1yz$2'],
  [/(\w{3,}[aeiou])ll(ing|ed|er|ers)$/, '$1l$2'],
  [/(\w{2,}[^aeiou])re(s?)$/, '$1er$2'],
  [/(\w{3,})our(s?)$/, '$1or$2'],
  [/(\w{3,})ogue(s?)$/, '$1og$2']
];

/**
 * One word in its folded form (lower case).
 * @internal
 */
export function foldWord(word: string): string {
  let w = word.toLowerCase().replace(/[əışçğöü]/g, (c) => azerbaijani[c]!);
  // Latin accents only: decomposing Cyrillic would turn й into и.
  w = w
    .normalize('NFD')
    .replace(/([a-z])[\u0300-\u036f]+/g, '$1')
    .normalize('NFC')
    .replace(/ё/g, 'е');
  w = w.replace(arabicMarks, '').replace(/[أإآٱةىؤئ]/g, (c) => arabicLetters[c]!);
  if (/^[a-z]+$/.test(w)) {
    for (const [pattern, replacement] of spellings) {
      if (pattern.test(w)) return w.replace(pattern, replacement);
    }
  }
  return w;
}

/** Words of a text: runs of letters, marks and digits (hyphenated parts apart). */
function words(text: string): string[] {
  return text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** A query folded word by word, as the index's folded words were. */
export function foldQuery(query: string): string {
  return words(query).map(foldWord).join(' ');
}

/**
 * The folded forms of a text's words that differ from the words as written (lower
 * cased), each once: what the index gets besides the text itself.
 */
export function foldedVariants(text: string): string[] {
  const out = new Set<string>();
  for (const word of words(text)) {
    const folded = foldWord(word);
    if (folded && folded !== word.toLowerCase()) out.add(folded);
  }
  return [...out];
}

/** Arabic proclitics (wa-, fa-, bi-, li-, ka-, al-) a stemmer removes before comparing. */
function bare(folded: string): string {
  return folded.replace(/^(?:[وفبلك]?ال|لل|[وف])(?=\p{L}{2})/u, '');
}

/**
 * Whether a word of the text answers a folded query term: the term is the start
 * of the word (typed so far), or both share all but a short ending (another
 * grammatical form: "измерения" / "измерений", "scanning" / "scans"). Used to mark the
 * matched words in the excerpt; the search itself is Pagefind's.
 * @internal
 */
export function wordMatches(word: string, term: string): boolean {
  const a = bare(foldWord(word));
  const b = bare(term);
  if (!a || !b) return false;
  if (a.startsWith(b)) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= Math.max(4, shorter - 3);
}

export type ExcerptPart = { text: string; mark: boolean };

/**
 * An excerpt of `text` around the first words that answer the query, as parts with
 * the matched words marked: rendered as React elements, never as HTML.
 */
export function excerpt(text: string, query: string, length = 28): ExcerptPart[] {
  const terms = words(foldQuery(query));
  const tokens = [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)];
  if (!tokens.length) return [];
  // A page repeats its words: each distinct word is folded and compared once.
  const seen = new Map<string, boolean>();
  const isMatch = (word: string) => {
    let match = seen.get(word);
    if (match === undefined) seen.set(word, (match = terms.some((term) => wordMatches(word, term))));
    return match;
  };
  const first = tokens.findIndex((t) => isMatch(t[0]));
  const start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  const end = Math.min(tokens.length, start + length);
  const from = start === 0 ? 0 : tokens[start]!.index!;
  const last = tokens[end - 1]!;
  const to = end === tokens.length ? text.length : last.index! + last[0].length;
  const parts: ExcerptPart[] = [];
  const push = (part: string, mark: boolean) => {
    if (!part) return;
    const previous = parts.at(-1);
    if (previous && previous.mark === mark) previous.text += part;
    else parts.push({ text: part, mark });
  };
  if (from > 0) push('… ', false);
  let cursor = from;
  for (const token of tokens.slice(start, end)) {
    push(text.slice(cursor, token.index!), false);
    push(token[0], isMatch(token[0]));
    cursor = token.index! + token[0].length;
  }
  push(text.slice(cursor, to), false);
  if (to < text.length) push(' …', false);
  return parts;
}

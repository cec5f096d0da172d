/**
 * An RTF document. Refused as unsafe: embedded and linked OLE objects (\object and every
 * \obj… control word: \objdata, \objupdate, \objemb, \objlink, \objautlink, \objocx, …),
 * the \datastore and \template destinations (OLE data, an attached, possibly remote
 * template), and fields that pull outside content in or run programs (DDE,
 * INCLUDEPICTURE, …). Control words are compared in any letter case. Refused as
 * damaged: a file that does not end with its closing brace (truncated).
 */
import 'server-only';
import { dangerousFieldWords } from './markup';
import { accept, refuse, type Verdict } from './verdict';

const unsafeWords = /^(object|obj[a-z]+|datastore|template|objupdate)$/;
const controlWord = /\\([a-zA-Z]{1,32})(-?\d{1,10})? ?/g;

/** The text of each \fldinst group, control words and braces removed. */
function fieldInstructions(text: string): string[] {
  const found: string[] = [];
  // Each group is scanned once: the next search starts after it, so unbalanced braces
  // cannot make this quadratic.
  for (let at = text.indexOf('\\fldinst'), end = 0; at >= 0; at = text.indexOf('\\fldinst', Math.max(end, at + 1))) {
    let depth = 1;
    end = at;
    while (end < text.length && depth > 0) {
      const c = text[end++];
      if (c === '\\') end++;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
    }
    found.push(
      text
        .slice(at + '\\fldinst'.length, end)
        .replace(controlWord, '')
        .replace(/[{}]/g, '')
    );
  }
  return found;
}

export function checkRtf(buf: Buffer): Verdict {
  const text = buf.toString('latin1');
  let last = text.length - 1;
  while (last >= 0 && /[\s\0]/.test(text[last]!)) last--;
  if (text[last] !== '}') return refuse('file_damaged', 'rtf: no closing brace (truncated?)');
  for (const m of text.matchAll(controlWord)) {
    const word = m[1]!.toLowerCase();
    if (unsafeWords.test(word)) return refuse('file_unsafe_content', `rtf: \\${word}`);
  }
  const field = fieldInstructions(text).join('');
  const dangerous = dangerousFieldWords.exec(field);
  if (dangerous) return refuse('file_unsafe_content', `rtf: ${dangerous[1]} field`);
  return accept('rtf');
}

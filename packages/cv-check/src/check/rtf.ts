/**
 * An RTF document, read token by token as an RTF reader does: `\\`, `\{` and `\}` are
 * escaped text, not control words, and `\binN` data is skipped. Refused as unsafe:
 * embedded and linked OLE objects (\object and every \obj… control word: \objdata,
 * \objupdate, \objemb, \objlink, \objautlink, \objocx, …), a remote attached template
 * (\template naming a URL or a network path; a path on the author's disk, which Word
 * records for every document made from a template, stays), and fields that pull outside
 * content in or run programs (DDE, INCLUDEPICTURE, …). Word 2007 and later write two
 * binary destinations into every RTF: \datastore (an OLE1-wrapped compound file holding
 * the custom XML store) and \themedata (a ZIP with the theme). Each is decoded and read
 * with the same readers as a .doc and a .docx, and refused only for what it carries (an
 * OLE object, a macro, outside content). Control words are compared in any letter case.
 * Refused as damaged: a file that does not end with its closing brace (truncated).
 */
import { readCfb, isCfb } from './cfb';
import { readZip } from './zip';
import { cfbHazard } from './doc';
import { dangerousFieldWords, isLocalPath, unsafeFieldLink } from './markup';
import { checkPackageParts } from './ooxml';
import { accept, refuse, type Refusal, type Verdict } from './verdict';

const unsafeWords = /^(object|obj[a-z]+)$/;
/** Destinations whose content is data (hex, a path) that this check reads itself. */
const dataDestinations = new Set(['datastore', 'themedata', 'template', 'fldinst']);
const controlWord = /\\([a-zA-Z]{1,32})(-?\d{1,10})? ?/g;

type Token = { word: string; param: number | null; at: number; end: number };

/** The index just past the group that the brace before `from` opened. */
function groupEnd(text: string, from: number): number {
  let depth = 1;
  let i = from;
  while (i < text.length && depth > 0) {
    const c = text[i++];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
  }
  return i;
}

/** Control words in order, skipping escaped symbols and \bin data; `skip` says which groups to jump over. */
function* controlWords(text: string): Generator<Token, void, number | undefined> {
  const word = /[a-zA-Z]{1,32}/y;
  const param = /(-?\d{1,10})? ?/y;
  for (let i = text.indexOf('\\'); i >= 0 && i < text.length; i = text.indexOf('\\', i)) {
    word.lastIndex = i + 1;
    const w = word.exec(text);
    if (!w) {
      i += 2; // a control symbol: \\ \{ \} \* \~ \'xx (its hex digits are plain text)
      continue;
    }
    param.lastIndex = word.lastIndex;
    const p = param.exec(text)!;
    const token: Token = { word: w[0].toLowerCase(), param: p[1] ? Number(p[1]) : null, at: i, end: param.lastIndex };
    i = token.end;
    if (token.word === 'bin' && token.param && token.param > 0) i += token.param;
    const jumpTo = yield token;
    if (jumpTo !== undefined) i = Math.max(i, jumpTo);
  }
}

/**
 * `text` without the trailing characters `drop` accepts, found by index: a regex such as
 * `[\s}]+$` is retried from every character of a run that does not reach the end, which
 * costs the square of the run (20,000 spaces before a letter: 3.4 s).
 */
function trimEnd(text: string, drop: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && drop(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** Hex digits (white space between them allowed) as bytes; null if anything else is there. */
function hexBytes(text: string): Buffer | null {
  const hex = trimEnd(text, (c) => c === '}' || /\s/.test(c)).replace(/\s+/g, '');
  return /^([0-9a-f]{2})*$/i.test(hex) ? Buffer.from(hex, 'hex') : null;
}

/**
 * \datastore: an OLE1 native object (MS-OLEDS 2.2.4 ObjectHeader: version, format,
 * length-prefixed class name, topic and item names, then the native data's size) whose
 * native data is a compound file. Word writes the class Msxml2.SAXXMLReader (2007 and
 * later) or "Unknown" (earlier versions); any other class is an OLE object smuggled in under
 * Word's destination. Word 2007 without custom XML writes the destination empty.
 */
function checkDatastore(data: Buffer): Refusal | null {
  if (data.length === 0) return null;
  let at = 8;
  const lengthPrefixed = () => {
    if (at + 4 > data.length) return null;
    const n = data.readUInt32LE(at);
    if (at + 4 + n > data.length) return null;
    const value = trimEnd(data.subarray(at + 4, at + 4 + n).toString('latin1'), (c) => c === '\0');
    at += 4 + n;
    return value;
  };
  const className = lengthPrefixed();
  const topic = lengthPrefixed();
  const item = lengthPrefixed();
  if (className === null || topic === null || item === null || at + 4 > data.length) {
    return refuse('file_unsafe_content', 'rtf: unreadable \\datastore');
  }
  if (!/^(Msxml2\.SAXXMLReader(\.\d+\.\d+)?|Unknown)$/i.test(className)) {
    return refuse('file_unsafe_content', `rtf: \\datastore holds an object of class ${className.slice(0, 60)}`);
  }
  const native = data.subarray(at + 4, at + 4 + data.readUInt32LE(at));
  if (native.length === 0) return null;
  if (!isCfb(native)) return refuse('file_unsafe_content', 'rtf: \\datastore is not a compound file');
  const cfb = readCfb(native);
  if (!cfb.ok) return refuse('file_unsafe_content', `rtf: \\datastore: ${cfb.reason}`);
  return cfbHazard(cfb.entries);
}

/** \themedata: a ZIP holding the theme part, read as the parts of a .docx are. */
async function checkThemeData(data: Buffer): Promise<Refusal | null> {
  if (data.length === 0) return null;
  const zip = await readZip(data, (name) => /\.(xml|rels)$/i.test(name));
  if (!zip.ok) return refuse('file_unsafe_content', `rtf: \\themedata: ${zip.reason}`);
  const found = checkPackageParts(zip.names, zip.entries);
  return found ? { ...found, reason: `rtf: \\themedata: ${found.reason}` } : null;
}

/**
 * The plain text of a group: control words and braces removed, `\\` read as one backslash,
 * and raw line breaks dropped (RTF readers ignore them: Word breaks long lines anywhere,
 * even between `\\` and the `l` of a field switch).
 */
const groupText = (raw: string) =>
  raw
    .replace(/\\\\/g, '\0')
    .replace(/\\'([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(controlWord, '')
    .replace(/\\[{}]/g, '')
    .replace(/[{}]/g, '')
    .replace(/[\r\n]/g, '')
    .replace(/\0/g, '\\')
    .trim();

export async function checkRtf(buf: Buffer): Promise<Verdict> {
  const text = buf.toString('latin1');
  let last = text.length - 1;
  while (last >= 0 && /[\s\0]/.test(text[last]!)) last--;
  if (text[last] !== '}') return refuse('file_damaged', 'rtf: no closing brace (truncated?)');

  const fields: string[] = [];
  // Field groups already read whole: a \fldinst nested in one is part of its text. Each
  // group is read once, so unclosed groups (each running to the end) cannot make this quadratic.
  let fieldsUntil = 0;
  const words = controlWords(text);
  for (let step = words.next(); !step.done;) {
    const token = step.value;
    if (unsafeWords.test(token.word)) return refuse('file_unsafe_content', `rtf: \\${token.word}`);
    if (!dataDestinations.has(token.word)) {
      step = words.next();
      continue;
    }
    if (token.word === 'fldinst' && token.at < fieldsUntil) {
      step = words.next();
      continue;
    }
    const end = groupEnd(text, token.end);
    const content = text.slice(token.end, end);
    if (token.word === 'fldinst') {
      fields.push(groupText(content));
      fieldsUntil = end;
      // Field instructions may hold control words of their own (an \object in a field result is still one).
      step = words.next();
      continue;
    }
    if (token.word === 'template') {
      const path = groupText(content);
      if (!isLocalPath(path)) return refuse('file_unsafe_content', `rtf: remote \\template ${path.slice(0, 80)}`);
    } else {
      const data = hexBytes(content);
      if (!data) return refuse('file_unsafe_content', `rtf: \\${token.word} is not hex data`);
      const found = token.word === 'datastore' ? checkDatastore(data) : await checkThemeData(data);
      if (found) return found;
    }
    step = words.next(end);
  }
  const dangerous = dangerousFieldWords.exec(fields.join(' '));
  if (dangerous) return refuse('file_unsafe_content', `rtf: ${dangerous[1]} field`);
  const link = unsafeFieldLink(fields.join(' '));
  if (link) return refuse('file_unsafe_content', `rtf: HYPERLINK field to ${link}`);
  return accept('rtf');
}

/**
 * A PDF, judged by the objects a reader would resolve rather than by the words it holds.
 * Its objects come from an object table (./pdf-objects.ts) built from the cross-reference
 * data, with object streams decoded through their whole filter chain, and every object
 * the table or a reader's repair scan (./pdf-scan.ts) can reach is judged: the ones the
 * scan walks, those the xref places inside another stream, and every member of every
 * object stream. Refused: encryption that the empty password does not open (nothing
 * inside could be checked), scripts (/JS, /JavaScript, /XFA forms), actions that start
 * programs or fetch or send data (/Launch, /GoToR, /GoToE, /ImportData, /SubmitForm),
 * embedded files and media (/EmbeddedFile(s), /EF, /FileAttachment, /RichMedia), links
 * (/URI, direct or indirect) other than web, e-mail and phone, object streams that cannot
 * be decoded (an unknown filter or a chain longer than pdfLimits allows), and truncated
 * files (no %%EOF at the end). Names are matched wherever they occur, so an action type
 * or filter written as an indirect object is still seen.
 */
import { isSafeLink } from './markup';
import { emptyPasswordDecryptor, parseValue, type Decryptor, type PdfValue } from './pdf-crypt';
import { openTable, type PdfTable } from './pdf-objects';
import { scan, type ObjectId, type Scan } from './pdf-scan';
import { refuse, accept, type Refusal, type Verdict } from './verdict';

const unsafeNames = new Set([
  'JS',
  'JavaScript',
  'XFA',
  'Launch',
  'GoToR',
  'GoToE',
  'ImportData',
  'SubmitForm',
  'EmbeddedFile',
  'EmbeddedFiles',
  // A file specification's embedded file (/EF) and the annotation that shows one: either
  // carries an attachment even when the optional /Type /EmbeddedFile is left out.
  'EF',
  'FileAttachment',
  'RichMedia'
]);

function unsafeIn(names: Iterable<string>): string | undefined {
  for (const name of names) if (unsafeNames.has(name)) return name;
  return undefined;
}

/**
 * Objects hidden in a stream's data (a reader repairing a file with a wrong /Length
 * parses them). Only the long names are looked for there: a short one like /JS occurs
 * by chance in a few megabytes of image data, /JavaScript does not.
 */
function hiddenInStreams(streams: Scan['streams']): string | undefined {
  for (const stream of streams) {
    if (stream.names.includes('ObjStm')) continue;
    const found = unsafeIn(scan(stream.data, stream).names.filter((n) => n.length >= 6));
    if (found) return found;
  }
  return undefined;
}

/**
 * A link target a CV may carry: web, e-mail, phone, or a host name without a scheme
 * (readers take "www.example.com/x" as a web address). file:, smb: and other schemes, UNC
 * paths (\\\\host\\share, //host/share) and relative paths ("../../C:/x.lnk", which a
 * reader resolves against the PDF's own folder) open local files or send the reader's
 * credentials.
 */
function unsafeUri(value: Buffer): string | null {
  const utf16 = value[0] === 0xfe && value[1] === 0xff;
  const uri = (utf16 ? Buffer.from(value.subarray(2)).swap16().toString('utf16le') : value.toString('latin1')).trim();
  if (isSafeLink(uri) || /^[a-z0-9-]+(\.[a-z0-9-]+)+(?=[/?#]|$)/i.test(uri)) return null;
  return uri.slice(0, 80) || '(empty)';
}

/** The file's encryption opened with the empty user password, or why it cannot be. */
function openEncryption(text: string): Decryptor | string {
  const at = text.lastIndexOf('/Encrypt');
  const ref = /\/Encrypt\s*(\d+)\s+(\d+)\s+R/y;
  ref.lastIndex = at;
  const target = ref.exec(text);
  let dictAt = at + '/Encrypt'.length;
  if (target) {
    const objects = [...text.matchAll(new RegExp(`(?<![0-9])${target[1]}\\s+${target[2]}\\s+obj\\b`, 'g'))];
    const object = objects.at(-1);
    if (!object) return 'encryption dictionary not found';
    dictAt = object.index + object[0].length;
  }
  const dict = parseValue(text, dictAt).value;
  if (!dict || typeof dict !== 'object' || Array.isArray(dict) || Buffer.isBuffer(dict)) return 'no encryption dictionary';
  const idAt = text.lastIndexOf('/ID');
  const ids = idAt >= 0 ? parseValue(text, idAt + 3).value : null;
  const id = Array.isArray(ids) && Buffer.isBuffer(ids[0]) ? ids[0] : Buffer.alloc(0);
  return emptyPasswordDecryptor(dict as { [key: string]: PdfValue }, id);
}

type Found = Pick<Scan, 'names' | 'uris' | 'uriRefs'>;

/**
 * Whether what one part of the file holds (its names and links) is safe; `where` names the
 * part. Its own strings are encrypted unless it is inside an object stream (`packed`).
 */
function judge(found: Found, table: PdfTable, decryptor: Decryptor | null, where: string, packed = false): Refusal | null {
  const name = unsafeIn(found.names);
  if (name) return refuse('file_unsafe_content', `pdf: /${name}${where}`);
  const decrypt = (from: ObjectId | null, value: Buffer) => (decryptor && from ? decryptor.string(from.num, from.gen, value) : value);
  const targets = [
    ...found.uris.map((u) => ({ value: decrypt(packed ? null : u, u.value) })),
    ...found.uriRefs.map((u) => {
      const resolved = table.resolve({ ref: u.ref.num });
      return { value: Buffer.isBuffer(resolved.value) ? decrypt(resolved.from, resolved.value) : Buffer.alloc(0), indirect: true };
    })
  ];
  for (const target of targets) {
    if (!target.value) return refuse('file_unsafe_content', `pdf: a link that does not decrypt${where}`);
    // An indirect /URI that resolves to no string is no link to a reader.
    if ('indirect' in target && target.value.length === 0) continue;
    const bad = unsafeUri(target.value);
    if (bad) return refuse('file_unsafe_content', `pdf: link to ${bad}${where}`);
  }
  return null;
}

export function checkPdf(buf: Buffer): Verdict {
  const text = buf.toString('latin1');
  if (!text.slice(-1024).includes('%%EOF')) return refuse('file_damaged', 'pdf: no %%EOF at the end (truncated?)');
  const top = scan(text);
  let decryptor: Decryptor | null = null;
  if (top.names.includes('Encrypt')) {
    const opened = openEncryption(text);
    if (typeof opened === 'string') return refuse('file_encrypted', `pdf: encrypted (${opened})`);
    decryptor = opened;
  }
  const hidden = hiddenInStreams(top.streams);
  if (hidden) return refuse('file_unsafe_content', `pdf: /${hidden} in a stream's data`);
  const table = openTable(text, top, decryptor);
  const refusal =
    judge(top, table, decryptor, '') ??
    table
      .unscannedObjects()
      .map((object) => judge(scan(object.text, object), table, decryptor, ` in object ${object.num} (placed by the xref)`))
      .find(Boolean);
  if (refusal) return refusal;
  for (const stream of table.objectStreams()) {
    const decoded = table.objectStream(stream);
    if (typeof decoded === 'string') return refuse('file_unsafe_content', `pdf: object stream ${stream.num} not readable: ${decoded}`);
    const inside = judge(scan(decoded.text, stream), table, decryptor, ` in object stream ${stream.num}`, true);
    if (inside) return inside;
  }
  return accept('pdf');
}

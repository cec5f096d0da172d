/**
 * The XML parts of a DOCX or ODT, read as their readers read them: decoded by their byte
 * order mark or XML declaration (UTF-8, UTF-16LE, UTF-16BE; any other encoding is
 * refused), then parsed by saxes, a namespace-aware parser, so that elements and
 * attributes are matched by namespace URI and local name whatever their prefixes, and
 * attribute values and text arrive with character references decoded. A document type
 * declaration with an internal subset (entity declarations) or an outside DTD is refused;
 * a part that is not well-formed XML is refused as damaged.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * A start tag as saxes gives it (namespace URI in `uri`, attributes by their qualified
 * name, each with its `uri`, `local` and decoded `value`): handed on as it is, since a
 * copy of every tag of a 30 MB part was most of what the check itself cost.
 */
export type XmlElement = Pick<SaxesTagNS, 'uri' | 'local' | 'attributes'>;
export type XmlVisitor = {
  /** Each start tag; a string returned is why the part is refused. */
  element?(element: XmlElement): string | void;
  /** Text inside `element`, the innermost element open (none before the root's start tag). */
  text?(text: string, element: XmlElement | undefined): void;
  /** A document type declaration, as written: a string returned is why the part is refused. */
  doctype?(doctype: string): string | void;
};

/** The part's text, or why it cannot be read. */
function decodePart(bytes: Buffer): string | { refused: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)))
      .swap16()
      .toString('utf16le');
  // Without a mark, the declaration's first bytes say which UTF-16 (XML 1.0 appendix F).
  if (bytes[0] === 0x3c && bytes[1] === 0 && bytes[2] === 0x3f) return bytes.toString('utf16le');
  if (bytes[0] === 0 && bytes[1] === 0x3c && bytes[3] === 0x3f)
    return Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2)))
      .swap16()
      .toString('utf16le');
  const declared = /^<\?xml[^>]*?encoding\s*=\s*["']([^"']*)["']/.exec(bytes.subarray(0, 256).toString('latin1'))?.[1];
  if (declared !== undefined && !/^utf-?8$/i.test(declared)) return { refused: `encoded as ${declared.slice(0, 40)}` };
  return bytes.toString('utf8');
}

/**
 * Prefixes used without a declaration: not fatal to every reader (libxml2, under
 * LibreOffice, reports it and reads on), so the usual ones are taken to mean their usual
 * namespace, and others a namespace of their own, rather than the part being refused.
 */
const usualPrefixes: Record<string, string> = {
  ...Object.fromEntries(
    ['office', 'text', 'table', 'style', 'script', 'presentation', 'manifest', 'meta', 'math'].map((p) => [
      p,
      `urn:oasis:names:tc:opendocument:xmlns:${p}:1.0`
    ])
  ),
  draw: 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0',
  xlink: 'http://www.w3.org/1999/xlink',
  w: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
};
const resolvePrefix = (prefix: string) => usualPrefixes[prefix] ?? `urn:undeclared:${prefix}`;

/** Reads one part, calling `visitor`; the reason it is refused, or null. */
export function readXml(bytes: Buffer, visitor: XmlVisitor): string | null {
  const text = decodePart(bytes);
  if (typeof text !== 'string') return text.refused;
  // LibreOffice leaves some parts empty (Configurations2/accelerator/current.xml): nothing to read.
  if (text.trim() === '') return null;
  const parser = new SaxesParser({ xmlns: true, position: false, resolvePrefix });
  let refused: string | null = null;
  const stop = (reason: string | void) => {
    if (typeof reason === 'string' && refused === null) refused = reason;
  };
  parser.on('doctype', (doctype) =>
    stop(visitor.doctype?.(doctype) ?? (/[[]|<!ENTITY/i.test(doctype) ? 'an internal DTD subset' : undefined))
  );
  // saxes keeps one handler per event; only a visitor of text needs the open elements.
  const { element: onElement, text: onText } = visitor;
  const open: XmlElement[] = [];
  if (onText) {
    parser.on('opentag', (tag) => {
      open.push(tag);
      if (onElement) stop(onElement(tag));
    });
    parser.on('closetag', () => void open.pop());
    parser.on('text', (value) => onText(value, open.at(-1)));
  } else if (onElement) {
    parser.on('opentag', (tag) => stop(onElement(tag)));
  }
  try {
    parser.write(text).close();
  } catch (error) {
    return refused ?? `not well-formed XML (${(error as Error).message.slice(0, 120)})`;
  }
  return refused;
}

/**
 * An OpenDocument text (.odt): its `mimetype` entry and its manifest's root must say so.
 * Refused as unsafe: macros (Basic/, Scripts/ and Dialogs/ folders, script entries in the
 * manifest, event listeners and script links in the XML), OLE objects, applets and
 * plug-ins, DDE links and sections or images loaded from outside the file; hyperlinks
 * other than web, e-mail and phone. Refused as encrypted: entries with encryption data.
 * The XML is read by namespace and local name, whatever its prefixes, encoding or
 * character references (./xml.ts).
 */
import { zipLimits } from './limits';
import { entryNamed, isSafeLink } from './markup';
import { accept, refuse, type Verdict } from './verdict';
import { readXml, type XmlElement } from './xml';

const ODT_MIME = 'application/vnd.oasis.opendocument.text';
const odf = (module: string) => `urn:oasis:names:tc:opendocument:xmlns:${module}:1.0`;
const MANIFEST = odf('manifest');
const XLINK = 'http://www.w3.org/1999/xlink';

const macroFolder = /^(basic|scripts|dialogs)\//i;
const unsafeMediaType = /basic|script|oleobject|x-java|applet/i;
const named = (module: string, ...locals: string[]) => locals.map((local) => `${odf(module)} ${local}`);
/** Elements that run code, embed OLE objects or pull outside content in by themselves. */
const unsafeElements = new Set([
  ...named('script', 'event-listener'),
  ...named('presentation', 'event-listener'),
  ...named('office', 'script', 'dde-source'),
  ...named('drawing', 'object-ole', 'applet', 'plugin'),
  ...named('text', 'dde-connection-decl', 'section-source'),
  ...named('table', 'dde-link')
]);
/** A script URL (links, event handlers, form controls). */
const scriptLink = /^\s*(vnd\.sun\.star\.script|macro|javascript|vbscript|vnd\.sun\.star\.uno):/i;
/** Elements whose xlink:href loads content (rather than being followed by a click). */
const loadingElements = new Set([
  ...named('drawing', 'image', 'object', 'fill-image', 'floating-frame'),
  ...named('style', 'background-image')
]);
const LINK = `${odf('text')} a`;

/** A link to something inside the package ("Pictures/1.png", "./Object 1"). */
const isInternal = (href: string) => !/^([a-z][\w+.-]*:|\/|\\|\.\.)/i.test(href.trim());
const key = (element: XmlElement) => `${element.uri} ${element.local}`;

/**
 * A document type whose DTD lives outside the package (a URL or an absolute path), or an
 * internal subset (entity declarations): they fetch outside content or expand without
 * bound. OpenOffice's formulas name their DTD by a bare file name ("math.dtd"), which
 * nothing resolves; that one stays.
 */
const unsafeDoctype = (doctype: string) =>
  /[[]/.test(doctype) || /(SYSTEM|PUBLIC\s+(["'])[^"']*\2)\s*(["'])\s*([a-z][\w+.-]*:|[\\/])/i.test(doctype)
    ? 'an entity or outside DTD'
    : undefined;

/** Called on every element of every part: one key, one pass over the attributes. */
function judgeElement(element: XmlElement): string | undefined {
  const name = key(element);
  if (unsafeElements.has(name)) return `<${element.local}>`;
  let target: string | undefined;
  for (const qname in element.attributes) {
    const a = element.attributes[qname]!;
    if (scriptLink.test(a.value)) return 'a script link';
    if (target === undefined && a.uri === XLINK && a.local === 'href') target = a.value;
  }
  if (target && loadingElements.has(name) && !isInternal(target)) return `${element.local} loading ${target.slice(0, 80)}`;
  if (name === LINK && target !== undefined && !isSafeLink(target)) return `a link to ${target.slice(0, 80)}`;
  return undefined;
}

const refuseXml = (name: string, problem: string) =>
  refuse(problem.startsWith('not well-formed') ? 'file_damaged' : 'file_unsafe_content', `odt: ${problem} in ${name}`);

export function checkOdt(names: string[], entries: Map<string, Buffer>): Verdict {
  const mimetype = entries.get('mimetype')?.toString('latin1').trim();
  if (mimetype !== ODT_MIME) return refuse('file_type', `odf: mimetype ${mimetype?.slice(0, 80) ?? 'missing'}`);
  const manifest = entryNamed(entries, 'META-INF/manifest.xml');
  if (!manifest) return refuse('file_damaged', 'odt: no manifest');
  if (manifest.length > zipLimits.maxTypeEntryBytes) return refuse('file_type', 'odt: manifest too large');
  const files: { path: string; type: string }[] = [];
  let encrypted = false;
  const problem = readXml(manifest, {
    doctype: unsafeDoctype,
    element(element) {
      if (element.uri !== MANIFEST) return;
      if (element.local === 'encryption-data') encrypted = true;
      const attr = (local: string) => Object.values(element.attributes).find((a) => a.uri === MANIFEST && a.local === local)?.value ?? '';
      if (element.local === 'file-entry') files.push({ path: attr('full-path'), type: attr('media-type') });
    }
  });
  if (problem) return refuseXml('META-INF/manifest.xml', problem);
  if (encrypted) return refuse('file_encrypted', 'odt: encrypted entries');
  if (files.find((f) => f.path === '/')?.type !== ODT_MIME) return refuse('file_type', 'odt: manifest root is not a text document');
  const macro = names.find((n) => macroFolder.test(n));
  if (macro) return refuse('file_macros', `odt: macro entry ${macro}`);
  const listedMacro = files.find((f) => macroFolder.test(f.path));
  if (listedMacro) return refuse('file_macros', `odt: manifest lists ${listedMacro.path}`);
  const listed = files.find((f) => unsafeMediaType.test(f.type));
  if (listed) return refuse('file_unsafe_content', `odt: manifest lists ${listed.path}`);

  for (const name of names.filter((n) => /\.xml$/i.test(n) && n.toLowerCase() !== 'meta-inf/manifest.xml')) {
    const found = readXml(entries.get(name) ?? Buffer.alloc(0), { doctype: unsafeDoctype, element: judgeElement });
    if (found) return refuseXml(name, found);
  }
  return accept('odt');
}

/**
 * An OpenDocument text (.odt): its `mimetype` entry and its manifest's root must say so.
 * Refused as unsafe: macros (Basic/, Scripts/ and Dialogs/ folders, script entries in the
 * manifest, event listeners and script links in the XML), OLE objects, applets and
 * plug-ins, DDE links and sections or images loaded from outside the file; hyperlinks
 * other than web, e-mail and phone. Refused as encrypted: entries with encryption data.
 */
import 'server-only';
import { zipLimits } from '../limits';
import { entryNamed, entryText, isSafeLink, startTags } from './markup';
import { accept, refuse, type Verdict } from './verdict';

const ODT_MIME = 'application/vnd.oasis.opendocument.text';

const macroFolder = /^(basic|scripts|dialogs)\//i;
const unsafeMediaType = /basic|script|oleobject|x-java|applet/i;
/** Elements that run code, embed OLE objects or pull outside content in by themselves. */
const unsafeElement =
  /<(script:event-listener|presentation:event-listener|office:script|draw:object-ole|draw:applet|draw:plugin|office:dde-source|text:dde-connection-decl|table:dde-link|text:section-source)\b/i;
/** A script URL in any attribute (links, event handlers, form controls). */
const scriptLink = /=\s*["'](vnd\.sun\.star\.script|macro|javascript|vbscript|vnd\.sun\.star\.uno):/i;
/** Elements whose xlink:href loads content (rather than being followed by a click). */
const loadingElements = ['draw:image', 'draw:object', 'draw:fill-image', 'style:background-image', 'draw:floating-frame'];

/** A link to something inside the package ("Pictures/1.png", "./Object 1"). */
const isInternal = (href: string) => !/^([a-z][\w+.-]*:|\/|\\|\.\.)/i.test(href.trim());

/** After "<!DOCTYPE" and before its ">" or "[": an external id naming a URL or an absolute path. */
const outsideDtd = /[^>[]*?(SYSTEM|PUBLIC\s+(["'])[^"']*\2)\s*(["'])\s*([a-z][\w+.-]*:|[\\/])/iy;

/**
 * Entity declarations, and a document type whose DTD lives outside the package (a URL or
 * an absolute path): they fetch outside content or expand without bound when the part is
 * parsed. OpenOffice's formulas name their DTD by a bare file name ("math.dtd"), which
 * nothing resolves; that one stays. One regex over the part, tried from every "<!DOCTYPE"
 * of a run with no ">" after it, read the rest of the part each time (200,000 characters:
 * 9 s); a declaration that starts before the previous one's ">" or "[" is skipped, since
 * anything it could match the previous one matched already.
 */
function hasUnsafeDoctype(xml: string): boolean {
  if (/<!ENTITY/i.test(xml)) return true;
  const opener = /<!DOCTYPE/gi;
  const close = /[>[]/g;
  for (let m = opener.exec(xml); m; m = opener.exec(xml)) {
    outsideDtd.lastIndex = opener.lastIndex;
    if (outsideDtd.test(xml)) return true;
    close.lastIndex = opener.lastIndex;
    const end = close.exec(xml);
    if (!end) return false;
    opener.lastIndex = end.index;
  }
  return false;
}

function checkXml(name: string, xml: string): Verdict | null {
  if (hasUnsafeDoctype(xml)) return refuse('file_unsafe_content', `odt: entity or outside DTD in ${name}`);
  const element = unsafeElement.exec(xml);
  if (element) return refuse('file_unsafe_content', `odt: <${element[1]}> in ${name}`);
  if (scriptLink.test(xml)) return refuse('file_unsafe_content', `odt: script link in ${name}`);
  for (const tag of loadingElements) {
    const href = startTags(xml, tag)
      .map((a) => a.get('xlink:href') ?? '')
      .find((h) => h && !isInternal(h));
    if (href) return refuse('file_unsafe_content', `odt: ${tag} loads ${href.slice(0, 80)}`);
  }
  const link = startTags(xml, 'text:a')
    .map((a) => a.get('xlink:href') ?? '')
    .find((h) => !isSafeLink(h));
  if (link !== undefined) return refuse('file_unsafe_content', `odt: link to ${link.slice(0, 80)}`);
  return null;
}

export function checkOdt(names: string[], entries: Map<string, Buffer>): Verdict {
  const mimetype = entries.get('mimetype')?.toString('latin1').trim();
  if (mimetype !== ODT_MIME) return refuse('file_type', `odf: mimetype ${mimetype?.slice(0, 80) ?? 'missing'}`);
  const manifest = entryNamed(entries, 'META-INF/manifest.xml');
  if (!manifest) return refuse('file_damaged', 'odt: no manifest');
  if (manifest.length > zipLimits.maxTypeEntryBytes) return refuse('file_type', 'odt: manifest too large');
  const manifestXml = entryText(manifest);
  if (/<manifest:encryption-data\b/i.test(manifestXml)) return refuse('file_encrypted', 'odt: encrypted entries');

  const files = startTags(manifestXml, 'manifest:file-entry');
  const root = files.find((f) => f.get('manifest:full-path') === '/');
  if (root?.get('manifest:media-type') !== ODT_MIME) return refuse('file_type', 'odt: manifest root is not a text document');
  const macro = names.find((n) => macroFolder.test(n));
  if (macro) return refuse('file_macros', `odt: macro entry ${macro}`);
  const listedMacro = files.find((f) => macroFolder.test(f.get('manifest:full-path') ?? ''));
  if (listedMacro) return refuse('file_macros', `odt: manifest lists ${listedMacro.get('manifest:full-path')}`);
  const listed = files.find((f) => unsafeMediaType.test(f.get('manifest:media-type') ?? ''));
  if (listed) return refuse('file_unsafe_content', `odt: manifest lists ${listed.get('manifest:full-path')}`);

  for (const name of names.filter((n) => /\.xml$/i.test(n))) {
    const found = checkXml(name, entryText(entries.get(name)));
    if (found) return found;
  }
  return accept('odt');
}

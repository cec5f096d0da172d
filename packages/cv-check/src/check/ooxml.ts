/**
 * A Word document (.docx), judged by the content type of its main part — the part the
 * package's officeDocument relationship points to — never by the file's extension.
 * Refused as unsafe: macros in any disguise (a macro-enabled main part or template, a
 * vbaProject/vbaData part under any name case or content type), ActiveX controls,
 * embedded objects (OLE objects, packages, alternative-format chunks, embedded files of
 * any kind), relationships to outside content (TargetMode="External": remote templates,
 * linked images, frames, OLE links — only web, e-mail and phone hyperlinks are kept, and an
 * attached template on the author's own disk, which Word records for every document made
 * from a template), framesets, document type declarations (XXE), and fields that pull
 * outside content or run programs (DDE, INCLUDETEXT, INCLUDEPICTURE, …). The parts are read
 * by namespace and local name, whatever their prefixes or encoding (./package-xml.ts).
 */
import { zipLimits } from './limits';
import { dangerousFieldWords, entryNamed, isLocalPath, isSafeLink, unsafeFieldLink } from './markup';
import { readPackageXml, type PackageXml } from './package-xml';
import { accept, refuse, type Refusal, type Verdict } from './verdict';

const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** Parts and content types that carry code or objects. */
const macroPart = /(^|\/)(vbaproject[^/]*|vbadata[^/]*)$/i;
const macroContentType = /macroenabled|vbaproject|vbadata|ms-office\.vba/i;
const unsafePart = /(^|\/)activex[^/]*$|(^|\/)(activex|embeddings)\//i;
const unsafeContentType = /activex|oleobject/i;
/** Relationship types (last segment) that embed code or objects even inside the package. */
const unsafeRelationship = new Set([
  'oleobject',
  'package',
  'control',
  'activexcontrol',
  'activexcontrolbinary',
  'vbaproject',
  'vbaprojectsignature',
  'wordvbadata',
  'afchunk',
  'subdocument'
]);

const relationshipKind = (type: string) => type.toLowerCase().split('/').pop() ?? '';

function checkRelationships(xml: PackageXml): Refusal | null {
  for (const [name, relationships] of xml.relationships) {
    for (const rel of relationships) {
      const kind = relationshipKind(rel.type);
      if (unsafeRelationship.has(kind)) return refuse('file_unsafe_content', `docx: ${kind} relationship in ${name}`);
      if (rel.mode.toLowerCase() !== 'external') continue;
      if (kind === 'hyperlink' && isSafeLink(rel.target)) continue;
      if (kind === 'attachedtemplate' && isLocalPath(rel.target)) continue;
      return refuse('file_unsafe_content', `docx: external ${kind} relationship to ${rel.target.slice(0, 80)}`);
    }
  }
  return null;
}

/**
 * Fields that pull outside content or run programs, and HYPERLINK fields to local files.
 * Frames (a frameset in webSettings.xml) load their pages when the document opens, from
 * wherever `w:sourceFileName` points; a CV has no use for them.
 */
function checkWordParts(xml: PackageXml): Verdict | null {
  if (xml.frames[0]) return refuse('file_unsafe_content', `docx: frameset in ${xml.frames[0]}`);
  for (const [name, text] of xml.fields) {
    const found = dangerousFieldWords.exec(text);
    if (found) return refuse('file_unsafe_content', `docx: ${found[1]} field in ${name}`);
    const link = unsafeFieldLink(text);
    if (link) return refuse('file_unsafe_content', `docx: HYPERLINK field to ${link} in ${name}`);
  }
  return null;
}

/**
 * What any package's parts may not carry: macros, ActiveX, embedded objects (by part name
 * and by content type), document type declarations, and relationships to objects or to
 * outside content. Shared with RTF's \themedata, which is such a package.
 */
export function checkPackageParts(names: string[], entries: Map<string, Buffer>): Refusal | null {
  const macro = names.find((n) => macroPart.test(n));
  if (macro) return refuse('file_macros', `docx: part ${macro}`);
  const badPart = names.find((n) => unsafePart.test(n));
  if (badPart) return refuse('file_unsafe_content', `docx: part ${badPart}`);
  const xml = readPackageXml(names, entries, 'docx');
  return 'ok' in xml ? xml : checkTypesAndRelationships(xml);
}

function checkTypesAndRelationships(xml: PackageXml): Refusal | null {
  const types = [...xml.overrides.map((o) => o.contentType), ...xml.defaults];
  const macroType = types.find((t) => macroContentType.test(t));
  if (macroType) return refuse('file_macros', `docx: content type ${macroType}`);
  const badType = types.find((t) => unsafeContentType.test(t));
  if (badType) return refuse('file_unsafe_content', `docx: content type ${badType}`);
  return checkRelationships(xml);
}

export function checkDocx(names: string[], entries: Map<string, Buffer>): Verdict {
  const contentTypes = entryNamed(entries, '[Content_Types].xml');
  if (!contentTypes) return refuse('file_type', 'zip: no [Content_Types].xml');
  if (contentTypes.length > zipLimits.maxTypeEntryBytes) return refuse('file_type', 'docx: [Content_Types].xml too large');
  const macro = names.find((n) => macroPart.test(n));
  if (macro) return refuse('file_macros', `docx: part ${macro}`);
  const badPart = names.find((n) => unsafePart.test(n));
  if (badPart) return refuse('file_unsafe_content', `docx: part ${badPart}`);
  const xml = readPackageXml(names, entries, 'docx');
  if ('ok' in xml) return xml;
  const unsafe = checkTypesAndRelationships(xml);
  if (unsafe) return unsafe;

  const rootRels = [...xml.relationships].find(([name]) => name.toLowerCase() === '_rels/.rels')?.[1] ?? [];
  const main = rootRels.find((r) => relationshipKind(r.type) === 'officedocument');
  if (!main) return refuse('file_type', 'docx: no main document relationship');
  const partName = `/${main.target.replace(/^\/+/, '')}`.toLowerCase();
  if (!names.some((n) => `/${n}`.toLowerCase() === partName)) return refuse('file_damaged', `docx: main part ${partName} missing`);
  const override = xml.overrides.find((o) => o.partName.toLowerCase() === partName);
  const mainType = override?.contentType ?? '';
  if (mainType !== DOCX_MAIN) return refuse('file_type', `docx: main part is ${mainType || 'untyped'}`);

  return checkWordParts(xml) ?? accept('docx');
}

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
 * outside content or run programs (DDE, INCLUDETEXT, INCLUDEPICTURE, …).
 */
import 'server-only';
import { zipLimits } from '../limits';
import {
  dangerousFieldWords,
  decodeEntities,
  elements,
  entryNamed,
  entryText,
  isLocalPath,
  isSafeLink,
  startTags,
  unsafeFieldLink
} from './markup';
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

function checkRelationships(names: string[], entries: Map<string, Buffer>): Refusal | null {
  for (const name of names.filter((n) => /(^|\/)_rels\/[^/]*\.rels$/i.test(n))) {
    for (const rel of startTags(entryText(entries.get(name)), 'Relationship')) {
      const kind = relationshipKind(rel.get('type') ?? '');
      const target = rel.get('target') ?? '';
      if (unsafeRelationship.has(kind)) return refuse('file_unsafe_content', `docx: ${kind} relationship in ${name}`);
      if ((rel.get('targetmode') ?? '').toLowerCase() !== 'external') continue;
      if (kind === 'hyperlink' && isSafeLink(target)) continue;
      if (kind === 'attachedtemplate' && isLocalPath(target)) continue;
      return refuse('file_unsafe_content', `docx: external ${kind} relationship to ${target.slice(0, 80)}`);
    }
  }
  return null;
}

/** Field instructions of every Word part, joined so that one split across runs is seen whole. */
function checkFields(names: string[], entries: Map<string, Buffer>): Verdict | null {
  for (const name of names.filter((n) => /^word\/[^/]*\.xml$/i.test(n))) {
    const xml = entryText(entries.get(name));
    const instructions = [
      ...elements(xml, 'w:instrText').map((e) => e.text),
      ...startTags(xml, 'w:fldSimple').map((a) => a.get('w:instr') ?? '')
    ];
    const text = decodeEntities(instructions.join(''));
    const found = dangerousFieldWords.exec(text);
    if (found) return refuse('file_unsafe_content', `docx: ${found[1]} field in ${name}`);
    const link = unsafeFieldLink(text);
    if (link) return refuse('file_unsafe_content', `docx: HYPERLINK field to ${link} in ${name}`);
  }
  return null;
}

/**
 * Frames (a frameset in webSettings.xml) load their pages when the document opens, from
 * wherever `w:sourceFileName` points; a CV has no use for them.
 */
function checkFrames(names: string[], entries: Map<string, Buffer>): Verdict | null {
  for (const name of names.filter((n) => /^word\/[^/]*\.xml$/i.test(n))) {
    const xml = entryText(entries.get(name));
    if (elements(xml, 'w:frameset').length > 0 || elements(xml, 'w:frame').length > 0) {
      return refuse('file_unsafe_content', `docx: frameset in ${name}`);
    }
  }
  return null;
}

/**
 * A document type declaration in any part. OPC (ECMA-376 part 2, 8.1.4) forbids them and
 * Word never writes one; in a hostile file it declares entities that fetch outside URLs
 * (XXE) or expand without bound.
 */
function checkDoctypes(names: string[], entries: Map<string, Buffer>): Refusal | null {
  const name = names.find((n) => /<!DOCTYPE/i.test(entryText(entries.get(n))));
  return name ? refuse('file_unsafe_content', `docx: document type declaration in ${name}`) : null;
}

/**
 * What any package's parts may not carry: macros, ActiveX, embedded objects (by part name
 * and by content type), document type declarations, and relationships to objects or to
 * outside content. Shared with RTF's \themedata, which is such a package.
 */
export function checkPackageParts(names: string[], entries: Map<string, Buffer>): Refusal | null {
  const types = entryText(entryNamed(entries, '[Content_Types].xml'));
  const macro = names.find((n) => macroPart.test(n));
  if (macro) return refuse('file_macros', `docx: part ${macro}`);
  const badPart = names.find((n) => unsafePart.test(n));
  if (badPart) return refuse('file_unsafe_content', `docx: part ${badPart}`);
  const overrides = [...startTags(types, 'Override'), ...startTags(types, 'Default')].map((o) => o.get('contenttype') ?? '');
  const macroType = overrides.find((t) => macroContentType.test(t));
  if (macroType) return refuse('file_macros', `docx: content type ${macroType}`);
  const badType = overrides.find((t) => unsafeContentType.test(t));
  if (badType) return refuse('file_unsafe_content', `docx: content type ${badType}`);
  return checkDoctypes(names, entries) ?? checkRelationships(names, entries);
}

export function checkDocx(names: string[], entries: Map<string, Buffer>): Verdict {
  const contentTypes = entryNamed(entries, '[Content_Types].xml');
  if (!contentTypes) return refuse('file_type', 'zip: no [Content_Types].xml');
  if (contentTypes.length > zipLimits.maxTypeEntryBytes) return refuse('file_type', 'docx: [Content_Types].xml too large');
  const types = entryText(contentTypes);
  const unsafe = checkPackageParts(names, entries);
  if (unsafe) return unsafe;

  const rootRels = entryText(entryNamed(entries, '_rels/.rels'));
  const main = startTags(rootRels, 'Relationship').find((r) => relationshipKind(r.get('type') ?? '') === 'officedocument');
  if (!main) return refuse('file_type', 'docx: no main document relationship');
  const partName = `/${(main.get('target') ?? '').replace(/^\/+/, '')}`.toLowerCase();
  if (!names.some((n) => `/${n}`.toLowerCase() === partName)) return refuse('file_damaged', `docx: main part ${partName} missing`);
  const override = startTags(types, 'Override').find((o) => (o.get('partname') ?? '').toLowerCase() === partName);
  const mainType = override?.get('contenttype') ?? '';
  if (mainType !== DOCX_MAIN) return refuse('file_type', `docx: main part is ${mainType || 'untyped'}`);

  return checkFrames(names, entries) ?? checkFields(names, entries) ?? accept('docx');
}

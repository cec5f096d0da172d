/**
 * A Word document (.docx), judged by the content type of its main part — the part the
 * package's officeDocument relationship points to — never by the file's extension.
 * Refused as unsafe: macros in any disguise (a macro-enabled main part or template, a
 * vbaProject/vbaData part under any name case or content type), ActiveX controls,
 * embedded objects (OLE objects, packages, alternative-format chunks, embedded files of
 * any kind), relationships to outside content (TargetMode="External": remote templates,
 * linked images, frames, OLE links — only web, e-mail and phone hyperlinks are kept), and
 * fields that pull outside content or run programs (DDE, INCLUDETEXT, INCLUDEPICTURE, …).
 */
import 'server-only';
import { zipLimits } from '../limits';
import { dangerousFieldWords, decodeEntities, elements, entryNamed, isSafeLink, startTags } from './markup';
import { accept, refuse, type Verdict } from './verdict';

const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** Parts and content types that carry code or objects. */
const unsafePart = /(^|\/)(vbaproject[^/]*|vbadata[^/]*|activex[^/]*)$|(^|\/)(activex|embeddings)\//i;
const unsafeContentType = /macroenabled|vbaproject|vbadata|activex|oleobject|ms-office\.vba/i;
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
  'attachedtemplate',
  'subdocument'
]);

const relationshipKind = (type: string) => type.toLowerCase().split('/').pop() ?? '';

function checkRelationships(names: string[], entries: Map<string, Buffer>): Verdict | null {
  for (const name of names.filter((n) => /(^|\/)_rels\/[^/]*\.rels$/i.test(n))) {
    for (const rel of startTags(entries.get(name)?.toString('utf8') ?? '', 'Relationship')) {
      const kind = relationshipKind(rel.get('type') ?? '');
      const target = rel.get('target') ?? '';
      if (unsafeRelationship.has(kind)) return refuse('file_unsafe_content', `docx: ${kind} relationship in ${name}`);
      if ((rel.get('targetmode') ?? '').toLowerCase() !== 'external') continue;
      if (kind === 'hyperlink' && isSafeLink(target)) continue;
      return refuse('file_unsafe_content', `docx: external ${kind} relationship to ${target.slice(0, 80)}`);
    }
  }
  return null;
}

/** Field instructions of every Word part, joined so that one split across runs is seen whole. */
function checkFields(names: string[], entries: Map<string, Buffer>): Verdict | null {
  for (const name of names.filter((n) => /^word\/[^/]*\.xml$/i.test(n))) {
    const xml = entries.get(name)?.toString('utf8') ?? '';
    const instructions = [
      ...elements(xml, 'w:instrText').map((e) => e.text),
      ...startTags(xml, 'w:fldSimple').map((a) => a.get('w:instr') ?? '')
    ];
    const text = decodeEntities(instructions.join(''));
    const found = dangerousFieldWords.exec(text);
    if (found) return refuse('file_unsafe_content', `docx: ${found[1]} field in ${name}`);
  }
  return null;
}

export function checkDocx(names: string[], entries: Map<string, Buffer>): Verdict {
  const contentTypes = entryNamed(entries, '[Content_Types].xml');
  if (!contentTypes) return refuse('file_type', 'zip: no [Content_Types].xml');
  if (contentTypes.length > zipLimits.maxTypeEntryBytes) return refuse('file_type', 'docx: [Content_Types].xml too large');
  const types = contentTypes.toString('utf8');

  const badPart = names.find((n) => unsafePart.test(n));
  if (badPart) return refuse('file_unsafe_content', `docx: part ${badPart}`);
  const overrides = [...startTags(types, 'Override'), ...startTags(types, 'Default')];
  const badType = overrides.map((o) => o.get('contenttype') ?? '').find((t) => unsafeContentType.test(t));
  if (badType) return refuse('file_unsafe_content', `docx: content type ${badType}`);

  const rootRels = entryNamed(entries, '_rels/.rels')?.toString('utf8') ?? '';
  const main = startTags(rootRels, 'Relationship').find((r) => relationshipKind(r.get('type') ?? '') === 'officedocument');
  if (!main) return refuse('file_type', 'docx: no main document relationship');
  const partName = `/${(main.get('target') ?? '').replace(/^\/+/, '')}`.toLowerCase();
  if (!names.some((n) => `/${n}`.toLowerCase() === partName)) return refuse('file_damaged', `docx: main part ${partName} missing`);
  const override = startTags(types, 'Override').find((o) => (o.get('partname') ?? '').toLowerCase() === partName);
  const mainType = override?.get('contenttype') ?? '';
  if (mainType !== DOCX_MAIN) return refuse('file_type', `docx: main part is ${mainType || 'untyped'}`);

  return checkRelationships(names, entries) ?? checkFields(names, entries) ?? accept('docx');
}

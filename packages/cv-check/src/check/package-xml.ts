/**
 * What the DOCX checks (./ooxml.ts) need of a package's XML parts, read once per part
 * through the namespace-aware reader (./xml.ts): relationships, content types, field
 * instructions and frames. Elements are matched by namespace URI and local name (an
 * element in no namespace counts too: a reader that tolerates it must not get past us).
 */
import { readXml, type XmlElement } from './xml';
import { refuse, type Refusal } from './verdict';

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPES = 'http://schemas.openxmlformats.org/package/2006/content-types';
/** WordprocessingML, transitional and strict. */
const WORD = new Set(['http://schemas.openxmlformats.org/wordprocessingml/2006/main', 'http://purl.oclc.org/ooxml/wordprocessingml/main']);

type Relationship = { type: string; target: string; mode: string };
export type PackageXml = {
  relationships: Map<string, Relationship[]>;
  overrides: { partName: string; contentType: string }[];
  defaults: string[];
  /** Each Word part's field instructions, joined so that one split across runs is seen whole. */
  fields: Map<string, string>;
  frames: string[];
};

/** An attribute by local name, in no namespace or in `namespaces`, case-insensitively. */
function attribute(element: XmlElement, local: string, namespaces?: Set<string>): string {
  const wanted = local.toLowerCase();
  for (const qname in element.attributes) {
    const a = element.attributes[qname]!;
    if (a.local.toLowerCase() === wanted && (a.uri === '' || namespaces?.has(a.uri))) return a.value;
  }
  return '';
}

/**
 * Whether an element is `local` (given in lower case; the element's in any case) in `ns` or
 * in no namespace. Called on every element of every part: lengths are compared first.
 */
const isIn = (element: XmlElement, ns: string | Set<string>, local: string) =>
  element.local.length === local.length &&
  element.local.toLowerCase() === local &&
  (element.uri === '' || (typeof ns === 'string' ? element.uri === ns : ns.has(element.uri)));

/**
 * Reads every XML part of the package (`format` names it in reasons), or the first
 * refusal: a document type declaration (OPC forbids them; in a hostile file they declare
 * entities that fetch or expand), an encoding other than UTF-8 or UTF-16, or broken XML.
 */
export function readPackageXml(names: string[], entries: Map<string, Buffer>, format: string): PackageXml | Refusal {
  const out: PackageXml = { relationships: new Map(), overrides: [], defaults: [], fields: new Map(), frames: [] };
  for (const name of names) {
    const bytes = entries.get(name);
    if (!bytes || !/\.(xml|rels)$/i.test(name)) continue;
    const isRels = /(^|\/)_rels\/[^/]*\.rels$/i.test(name);
    const isWord = /^word\/[^/]*\.xml$/i.test(name);
    const isTypes = name.toLowerCase() === '[content_types].xml';
    const rels: Relationship[] = [];
    const instructions: string[] = [];
    const problem = readXml(bytes, {
      doctype: () => 'a document type declaration',
      element(element) {
        if (isRels && isIn(element, RELATIONSHIPS, 'relationship')) {
          rels.push({ type: attribute(element, 'Type'), target: attribute(element, 'Target'), mode: attribute(element, 'TargetMode') });
        } else if (isTypes && isIn(element, CONTENT_TYPES, 'override')) {
          out.overrides.push({ partName: attribute(element, 'PartName'), contentType: attribute(element, 'ContentType') });
        } else if (isTypes && isIn(element, CONTENT_TYPES, 'default')) {
          out.defaults.push(attribute(element, 'ContentType'));
        } else if (isWord && (isIn(element, WORD, 'frameset') || isIn(element, WORD, 'frame'))) {
          out.frames.push(name);
        } else if (isWord && isIn(element, WORD, 'fldsimple')) {
          instructions.push(attribute(element, 'instr', WORD));
        }
      },
      // Only Word parts hold fields: the others are read without their text.
      text: isWord ? (text, element) => void (element && isIn(element, WORD, 'instrtext') && instructions.push(text)) : undefined
    });
    if (problem)
      return refuse(problem.startsWith('not well-formed') ? 'file_damaged' : 'file_unsafe_content', `${format}: ${problem} in ${name}`);
    if (isRels) out.relationships.set(name, rels);
    if (instructions.length > 0) out.fields.set(name, instructions.join(''));
  }
  return out;
}

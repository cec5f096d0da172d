/**
 * Test documents generated in code: a real (minimal) PDF, DOCX, ODT, DOC and RTF,
 * and the hostile ones the route must refuse (renamed executable, zip bombs, macro
 * documents, a spreadsheet posing as a .doc, an RTF with an embedded object).
 */
import * as CFB from 'cfb';
import { writeZip, type ZipInput } from './zip';

/**
 * A one-page PDF. `catalog` is added to the catalog dictionary, `objects` are numbered
 * from 6 on (latin1 text, so binary stream data fits), `trailer` goes in the trailer.
 */
export function pdf(text = 'Curriculum vitae', more: { catalog?: string; objects?: string[]; trailer?: string } = {}): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${more.catalog ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 24 Tf 72 760 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(more.objects ?? [])
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${more.trailer ?? ''}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

function contentTypes(main: string, extra = ''): Buffer {
  return Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`
  );
}

const rels = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>'
);

const documentXml = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>'
);

export function docx(extra: ZipInput[] = [], main = DOCX_MAIN, types = ''): Buffer {
  return writeZip([
    { name: '[Content_Types].xml', data: contentTypes(main, types) },
    { name: '_rels/.rels', data: rels },
    { name: 'word/document.xml', data: documentXml },
    ...extra
  ]);
}

/** A macro-enabled Word document (.docm) under a .docx name. */
export function docm(): Buffer {
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: contentTypes(
        'application/vnd.ms-word.document.macroEnabled.main+xml',
        '<Override PartName="/word/vbaProject.bin" ContentType="application/vnd.ms-office.vbaProject"/>'
      )
    },
    { name: '_rels/.rels', data: rels },
    { name: 'word/document.xml', data: documentXml },
    { name: 'word/vbaProject.bin', data: Buffer.alloc(64, 1) }
  ]);
}

/** An OpenDocument text; `body` is the XML inside <office:text>, `manifest` more file entries. */
export function odt(options: { extra?: ZipInput[]; manifest?: string; body?: string; mimetype?: string } = {}): Buffer {
  const mimetype = options.mimetype ?? 'application/vnd.oasis.opendocument.text';
  return writeZip([
    { name: 'mimetype', data: Buffer.from(mimetype), method: 0 },
    {
      name: 'META-INF/manifest.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">' +
          `<manifest:file-entry manifest:full-path="/" manifest:media-type="${mimetype}"/>` +
          `<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>${options.manifest ?? ''}</manifest:manifest>`
      )
    },
    {
      name: 'content.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" office:version="1.2">' +
          `<office:scripts/><office:body><office:text><text:p>Curriculum vitae</text:p>${options.body ?? ''}</office:text></office:body></office:document-content>`
      )
    },
    ...(options.extra ?? [])
  ]);
}

/** An ODT's mimetype in a container that says it is a spreadsheet. */
export function ods(): Buffer {
  return writeZip([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet'), method: 0 },
    { name: 'content.xml', data: Buffer.from('<x/>') }
  ]);
}

/** A plain ZIP archive (no document inside). */
export function plainZip(): Buffer {
  return writeZip([{ name: 'readme.txt', data: Buffer.from('not a document') }]);
}

/** A DOCX with one entry that unpacks to `megabytes` MB of zeros, sizes stated honestly. */
export function zipBomb(megabytes = 64): Buffer {
  return docx([{ name: 'word/media/padding.bin', data: Buffer.alloc(megabytes * 1024 * 1024) }]);
}

/** A DOCX whose headers understate an entry's unpacked size (1 KB declared, 40 MB real). */
export function lyingZipBomb(): Buffer {
  return docx([{ name: 'word/media/padding.bin', data: Buffer.alloc(40 * 1024 * 1024), declaredSize: 1024 }]);
}

/** A DOCX with thousands of tiny entries. */
export function manyEntriesZip(count = 3000): Buffer {
  return docx(Array.from({ length: count }, (_, i) => ({ name: `word/part${i}.xml`, data: Buffer.from('<x/>') })));
}

/** An OLE compound file written by SheetJS cfb, with the given streams ("Storage/Stream" paths). */
export function compoundFile(streams: { path: string; content?: Buffer }[]): Buffer {
  const container = CFB.utils.cfb_new();
  for (const s of streams) CFB.utils.cfb_add(container, s.path, s.content ?? Buffer.alloc(64, 0x20));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** Where the document's text starts in the WordDocument stream written below. */
const TEXT_AT = 0x800;

/**
 * A WordDocument stream: the File Information Block's signature and flags (the table
 * stream is 1Table), then the text, 8-bit, at TEXT_AT; `pieceTable` describes it.
 */
function wordStream(flags = 0, text = 'Curriculum vitae\r'): Buffer {
  const fib = Buffer.alloc(TEXT_AT + text.length, 0);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(0x00c1, 2);
  fib.writeUInt16LE(flags | 0x0200, 0x0a);
  // FibRgFcLcb97's fcClx/lcbClx: the piece table is at the start of the table stream.
  fib.writeUInt32LE(0, 0x01a2);
  fib.writeUInt32LE(21, 0x01a6);
  fib.write(text, TEXT_AT, 'latin1');
  return fib;
}

/** A table stream whose Clx holds one 8-bit piece: the whole text (MS-DOC 2.9.38). */
function pieceTable(length: number): Buffer {
  const clx = Buffer.alloc(64, 0);
  clx[0] = 0x02;
  clx.writeUInt32LE(16, 1);
  clx.writeUInt32LE(0, 5);
  clx.writeUInt32LE(length, 9);
  clx.writeUInt32LE(((TEXT_AT * 2) | 0x40000000) >>> 0, 15);
  return clx;
}

export const doc = (extra: { path: string; content?: Buffer }[] = [], flags = 0, text = 'Curriculum vitae\r') =>
  compoundFile([
    { path: 'WordDocument', content: wordStream(flags, text) },
    { path: '1Table', content: pieceTable(text.length) },
    ...extra
  ]);
/** A .doc whose text holds a field: begin mark, instruction, separator, result, end mark. */
export const docWithField = (instruction: string) => doc([], 0, `Curriculum vitae \u0013 ${instruction} \u0014result\u0015\r`);
/** A Word 6.0/95 document: the older FIB signature. */
export function word95(): Buffer {
  const fib = wordStream();
  fib.writeUInt16LE(0xa5dc, 0);
  fib.writeUInt16LE(0x0065, 2);
  return compoundFile([{ path: 'WordDocument', content: fib }]);
}
export const docWithMacros = (storage = 'Macros', vba = 'VBA') => doc([{ path: `${storage}/${vba}/dir` }, { path: `${storage}/PROJECT` }]);
export const xls = () => compoundFile([{ path: 'Workbook' }]);

export const rtf = () => Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times New Roman;}}\\f0\\fs24 Curriculum vitae\\par}');
export const rtfWithObject = () =>
  Buffer.from('{\\rtf1\\ansi {\\object\\objemb {\\*\\objclass Equation.3}{\\*\\objdata 0105000002000000}}}');

/** The start of a Windows executable: what a "cv.pdf" that is really a program looks like. */
export function exe(): Buffer {
  const buf = Buffer.alloc(1024, 0);
  buf.write('MZ', 0, 'latin1');
  buf.writeUInt32LE(0x80, 0x3c);
  buf.write('PE\0\0', 0x80, 'latin1');
  buf.writeUInt16LE(0x14c, 0x84);
  return buf;
}

export const html = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

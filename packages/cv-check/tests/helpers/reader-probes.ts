/**
 * The fourth attack review's probes, rebuilt from its descriptions: PDFs whose script or
 * link a reader resolves through an object stream written another way (deflated twice,
 * an indirect /Filter, no /Type /ObjStm) or an indirect /URI, and DOCX and ODT files whose
 * outside content is written in another encoding or with other namespace prefixes. Each
 * is refused; the controls are the same content written the usual way.
 */
import zlib from 'node:zlib';
import * as make from './documents';

type Probe = { label: string; name: string; content: Buffer };

/**
 * A PDF 1.5 as the probes C, D, E and I are: its catalog (1), with an /OpenAction (4) and a
 * /Names /JavaScript tree (5), sits in object stream 6, written by `objectStream`, and a
 * cross-reference stream (9) names 1, 4 and 5 as members of 6 (type-2 entries).
 * `extra` is object 8 (an indirect filter).
 */
function pdfWithPackedScript(
  objectStream: (raw: Buffer, header: { n: number; first: number }) => { dict: string; data: Buffer },
  extra = 'null',
  script = true
): Buffer {
  const members: [number, string][] = script
    ? [
        [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R /Names << /JavaScript 5 0 R >> >>'],
        [4, "<< /S /JavaScript /JS (app.alert\\('probe'\\)) >>"],
        [5, '<< /Names [(probe) 4 0 R] >>']
      ]
    : [
        [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R /Dests 5 0 R >>'],
        [4, '<< /S /GoTo /D [3 0 R /Fit] >>'],
        [5, '<< /top [3 0 R /Fit] >>']
      ];
  let body = '';
  const pairs: string[] = [];
  for (const [num, object] of members) {
    pairs.push(`${num} ${body.length}`);
    body += `${object}\n`;
  }
  const header = `${pairs.join(' ')}\n`;
  const packed = objectStream(Buffer.from(header + body, 'latin1'), { n: members.length, first: header.length });
  const objects: [number, string][] = [
    [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'],
    [6, `<< ${packed.dict} /Length ${packed.data.length} >>\nstream\n${packed.data.toString('latin1')}\nendstream`],
    [8, extra]
  ];
  let out = '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n';
  const offsets = new Map<number, number>();
  for (const [num, object] of objects) {
    offsets.set(num, Buffer.byteLength(out, 'latin1'));
    out += `${num} 0 obj\n${object}\nendobj\n`;
  }
  offsets.set(9, Buffer.byteLength(out, 'latin1'));
  const rows = Buffer.alloc(10 * 7);
  for (let num = 0; num < 10; num++) {
    const member = members.findIndex(([n]) => n === num);
    const at = num * 7;
    if (member >= 0) {
      rows[at] = 2;
      rows.writeUInt32BE(6, at + 1);
      rows.writeUInt16BE(member, at + 5);
    } else if (offsets.has(num)) {
      rows[at] = 1;
      rows.writeUInt32BE(offsets.get(num)!, at + 1);
    }
  }
  out += `9 0 obj\n<< /Type /XRef /Size 10 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n${rows.toString('latin1')}\nendstream\nendobj\n`;
  out += `startxref\n${offsets.get(9)}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const deflate = (raw: Buffer) => zlib.deflateSync(raw);

/** A page with a link whose /URI is object 7, the string `target` (a PDF literal, escaped). */
const pdfIndirectLink = (target: string) =>
  make.pdf('cv', {
    objects: ['<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI 7 0 R >> >>', `(${target})`]
  });

export function pdfProbes(): Probe[] {
  const pdf = (label: string, content: Buffer) => ({ label, name: 'cv.pdf', content });
  return [
    pdf(
      'C: the object stream deflated twice, /Filter [/FlateDecode /FlateDecode]',
      pdfWithPackedScript((raw, h) => ({
        dict: `/Type /ObjStm /N ${h.n} /First ${h.first} /Filter [/FlateDecode /FlateDecode]`,
        data: deflate(deflate(raw))
      }))
    ),
    pdf(
      'D: the object stream filtered through /Filter 8 0 R, object 8 being /FlateDecode',
      pdfWithPackedScript(
        (raw, h) => ({
          dict: `/Type /ObjStm /N ${h.n} /First ${h.first} /Filter 8 0 R`,
          data: deflate(raw)
        }),
        '/FlateDecode'
      )
    ),
    pdf(
      'E: the object stream filtered through /Filter 8 0 R, object 8 being /ASCIIHexDecode',
      pdfWithPackedScript(
        (raw, h) => ({
          dict: `/Type /ObjStm /N ${h.n} /First ${h.first} /Filter 8 0 R`,
          data: Buffer.from(`${raw.toString('hex')}>`)
        }),
        '/ASCIIHexDecode'
      )
    ),
    pdf(
      'I: the object stream without /Type /ObjStm',
      pdfWithPackedScript((raw, h) => ({
        dict: `/N ${h.n} /First ${h.first} /Filter /FlateDecode`,
        data: deflate(raw)
      }))
    ),
    pdf('G: a link whose /URI 7 0 R is a file: URL', pdfIndirectLink('file:///C:/Windows/System32/calc.exe')),
    pdf('H: a link whose /URI 7 0 R is a UNC path', pdfIndirectLink('\\\\\\\\127.0.0.1\\\\share\\\\cv.pdf')),
    pdf(
      'control: JavaScript in the catalog, direct',
      make.pdf('cv', { catalog: "/OpenAction << /S /JavaScript /JS (app.alert\\('probe'\\)) >>" })
    ),
    pdf(
      'control: JavaScript in a plain deflated object stream',
      pdfWithPackedScript((raw, h) => ({
        dict: `/Type /ObjStm /N ${h.n} /First ${h.first} /Filter /FlateDecode`,
        data: deflate(raw)
      }))
    ),
    pdf(
      'control: a direct file: link',
      make.pdf('cv', {
        objects: ['<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (file:///C:/Windows/System32/calc.exe) >> >>']
      })
    )
  ];
}

const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const XLINK = 'http://www.w3.org/1999/xlink';
const DRAW = 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0';
const SCRIPT = 'urn:oasis:names:tc:opendocument:xmlns:script:1.0';

/** `text` encoded as UTF-16 with its byte order mark. */
function utf16(text: string, order: 'le' | 'be'): Buffer {
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  return order === 'le' ? le : le.swap16();
}

/** word/_rels/document.xml.rels holding `relationship`, as `encode` writes it. */
const docxRels = (relationship: string, order?: 'le' | 'be') => {
  const xml = `<?xml version="1.0" encoding="${order ? 'UTF-16' : 'UTF-8'}"?><Relationships xmlns="${PKG_REL}">${relationship}</Relationships>`;
  return make.docx([{ name: 'word/_rels/document.xml.rels', data: order ? utf16(xml, order) : Buffer.from(xml) }]);
};
const externalImage = (url: string, element = 'Relationship') =>
  `<${element} Id="rId9" Type="${OFFICE_REL}/image" Target="${url}" TargetMode="External"/>`;

/** A Word part (a header) written with the prefix `x` for WordprocessingML. */
const docxPrefixed = (body: string) =>
  make.docx([{ name: 'word/header1.xml', data: Buffer.from(`<?xml version="1.0"?><x:hdr xmlns:x="${W}">${body}</x:hdr>`) }]);

/** Each character of `text` as a decimal character reference. */
const characterReferences = (text: string) => [...text].map((c) => `&#${c.codePointAt(0)};`).join('');

export function officeProbes(): Probe[] {
  return [
    {
      label: 'd1: <pr:Relationship> to an outside image, pr bound to the relationships namespace',
      name: 'cv.docx',
      content: docxRels(
        `<pr:Relationship xmlns:pr="${PKG_REL}" Id="rId9" Type="${OFFICE_REL}/image" Target="http://127.0.0.1/d1.png" TargetMode="External"/>`
      )
    },
    {
      label: 'd2: a UTF-16LE .rels part with an outside image',
      name: 'cv.docx',
      content: docxRels(externalImage('http://127.0.0.1/d2.png'), 'le')
    },
    {
      label: 'd3: an INCLUDEPICTURE field to a URL, WordprocessingML written with the prefix x',
      name: 'cv.docx',
      content: docxPrefixed(
        '<x:p><x:r><x:fldChar x:fldCharType="begin"/></x:r><x:r><x:instrText xml:space="preserve"> INCLUDEPICTURE "http://127.0.0.1/d3.png" \\d </x:instrText></x:r><x:r><x:fldChar x:fldCharType="end"/></x:r></x:p>'
      )
    },
    {
      label: 'o1: an ODT image loaded from outside, written <d:frame><d:image xl:href>',
      name: 'cv.odt',
      content: make.odt({ body: `<d:frame xmlns:d="${DRAW}" xmlns:xl="${XLINK}"><d:image xl:href="http://127.0.0.1/o1.png"/></d:frame>` })
    },
    {
      label: 'o2: an ODT <s:event-listener> whose xl:href is a Basic script URL in character references',
      name: 'cv.odt',
      content: make.odt({
        body: `<office:event-listeners><s:event-listener xmlns:s="${SCRIPT}" xmlns:xl="${XLINK}" s:language="ooo:script" s:event-name="dom:load" xl:href="${characterReferences('vnd.sun.star.script:Standard.Module1.Main?language=Basic&location=application')}"/></office:event-listeners>`
      })
    },
    {
      label: 'control d0: an outside image relationship, written the usual way',
      name: 'cv.docx',
      content: docxRels(externalImage('http://127.0.0.1/d0.png'))
    },
    {
      label: 'control o0: an ODT image loaded from outside, written the usual way',
      name: 'cv.odt',
      content: make.odt({ body: '<draw:frame><draw:image xlink:href="http://127.0.0.1/o0.png"/></draw:frame>' })
    },
    {
      label: 'a UTF-16BE .rels part with an outside image',
      name: 'cv.docx',
      content: docxRels(externalImage('http://127.0.0.1/be.png'), 'be')
    },
    {
      label: 'an ODT link whose javascript: URL is written in character references',
      name: 'cv.odt',
      content: make.odt({ body: `<text:p><text:a xlink:href="${characterReferences('javascript:alert(1)')}">cv</text:a></text:p>` })
    }
  ];
}

/** Files written the same unusual ways with nothing unsafe in them: still CVs. */
export function unusualButPlain(): Probe[] {
  return [
    {
      label: 'a DOCX whose .rels part is UTF-16LE, with a web link',
      name: 'cv.docx',
      content: docxRels(
        `<Relationship Id="rId9" Type="${OFFICE_REL}/hyperlink" Target="https://example.org/jane" TargetMode="External"/>`,
        'le'
      )
    },
    {
      label: 'an ODT with other prefixes and an image inside the package',
      name: 'cv.odt',
      content: make.odt({ body: `<d:frame xmlns:d="${DRAW}" xmlns:xl="${XLINK}"><d:image xl:href="Pictures/1.png"/></d:frame>` })
    },
    {
      label: 'a PDF whose link is an indirect https: URL, in a file with an xref stream',
      name: 'cv.pdf',
      content: pdfIndirectLink('https://example.org/jane')
    },
    {
      label: 'a PDF whose object stream is deflated twice and holds no script',
      name: 'cv.pdf',
      content: pdfWithPackedScript(
        (raw, h) => ({
          dict: `/Type /ObjStm /N ${h.n} /First ${h.first} /Filter [/FlateDecode /FlateDecode]`,
          data: deflate(deflate(raw))
        }),
        'null',
        false
      )
    }
  ];
}

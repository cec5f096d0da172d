/**
 * Real documents made by real tools, generated at test time (no binary of unknown origin
 * is committed): LibreOffice converts one source document (a table, a picture, a comment,
 * a tracked change, a footnote, a template, Russian, Arabic and Azerbaijani text) to DOC,
 * DOCX, ODT, RTF and PDF; pandoc writes DOCX, ODT and RTF; Chromium prints a page to PDF;
 * qpdf encrypts (permissions only, and with a user password); Ghostscript writes PDF/A.
 * Hostile variants are made from those real files by adding one thing each.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { writeZip, type ZipInput } from './zip';

const run = promisify(execFile);

const tools = ['soffice', 'pandoc', 'chromium', 'qpdf', 'fix-qdf', 'gs'] as const;

/** The tools that are not installed (Debian: libreoffice-writer-nogui, pandoc, chromium, qpdf, ghostscript). */
export async function missingTools(): Promise<string[]> {
  const found = await Promise.all(
    tools.map((t) =>
      run('sh', ['-c', `command -v ${t}`]).then(
        () => null,
        () => t
      )
    )
  );
  return found.filter((t): t is (typeof tools)[number] => t !== null);
}

/** A 2×2 PNG, red and blue: the picture in the documents. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([size, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 255, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0))
  ]);
}

const text = {
  en: 'Jane Smith, land surveyor: GNSS control networks, 12 years.',
  ru: 'Инженер-геодезист: топографическая съёмка, 12 лет опыта.',
  az: 'Mühəndis-geodezist: topoqrafik çəkiliş, 12 illik təcrübə.',
  ar: 'مهندسة مساحة: شبكات التحكم الجيوديسية، خبرة 12 عامًا.'
};

/**
 * A flat OpenDocument text (.fodt) with everything a real CV may have; `link` is the
 * target of its one hyperlink (a web address, or a file: URL for the hostile variant).
 */
function sourceDocument(link = 'https://example.org/jane'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:xlink="http://www.w3.org/1999/xlink"
 xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:meta><dc:title>CV</dc:title><meta:template xlink:type="simple" xlink:href="file:///home/jane/Templates/CV.ott" xlink:title="CV"/></office:meta>
 <office:automatic-styles><style:style style:name="RTL" style:family="paragraph"><style:paragraph-properties fo:text-align="end" style:writing-mode="rl-tb"/></style:style></office:automatic-styles>
 <office:body><office:text>
  <text:tracked-changes><text:changed-region text:id="ct1"><text:insertion><office:change-info><dc:creator>Jane</dc:creator><dc:date>2026-11-01T10:00:00</dc:date></office:change-info></text:insertion></text:changed-region></text:tracked-changes>
  <text:h text:outline-level="1">Curriculum vitae</text:h>
  <text:p>${text.en}<text:note text:id="n1" text:note-class="footnote"><text:note-citation>1</text:note-citation><text:note-body><text:p>References on request.</text:p></text:note-body></text:note></text:p>
  <text:p>${text.ru}<office:annotation><dc:creator>HR</dc:creator><dc:date>2026-11-02T09:00:00</dc:date><text:p>Проверить сертификаты.</text:p></office:annotation></text:p>
  <text:p>${text.az} <text:change-start text:change-id="ct1"/>Sertifikatlar əlavə olunub.<text:change-end text:change-id="ct1"/></text:p>
  <text:p text:style-name="RTL">${text.ar}</text:p>
  <text:p>Portfolio: <text:a xlink:type="simple" xlink:href="${link}">${link}</text:a></text:p>
  <table:table table:name="Experience"><table:table-column table:number-columns-repeated="2"/>
   <table:table-row><table:table-cell office:value-type="string"><text:p>2014–2020</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Surveyor</text:p></table:table-cell></table:table-row>
   <table:table-row><table:table-cell office:value-type="string"><text:p>2020–2026</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Геодезист</text:p></table:table-cell></table:table-row>
  </table:table>
  <text:p><draw:frame draw:name="Photo" text:anchor-type="as-char" svg:width="2cm" svg:height="2cm"><draw:image><office:binary-data>${png().toString('base64')}</office:binary-data></draw:image></draw:frame></text:p>
 </office:text></office:body>
</office:document>`;
}

const markdown = `# Curriculum vitae\n\n${text.en}[^1]\n\n${text.ru}\n\n${text.az}\n\n${text.ar}\n\n| Years | Role |\n|---|---|\n| 2014–2020 | Surveyor |\n| 2020–2026 | Геодезист |\n\n[Portfolio](https://example.org/jane)\n\n[^1]: References on request.\n`;

export type RealDocuments = Record<string, Buffer>;

/** Every real document, by name ("libreoffice.docx", "qpdf-r6-permissions.pdf", …). */
export async function makeRealDocuments(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-real-'))): Promise<RealDocuments> {
  const at = (name: string) => path.join(dir, name);
  fs.writeFileSync(at('libreoffice.fodt'), sourceDocument());
  fs.writeFileSync(at('libreoffice-file-link.fodt'), sourceDocument('file:///C:/Users/Public/payload.lnk'));
  fs.writeFileSync(at('cv.md'), markdown);
  fs.writeFileSync(
    at('cv.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>CV</title><h1>Curriculum vitae</h1>` +
      Object.entries(text)
        .map(([lang, t]) => `<p lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}>${t}</p>`)
        .join('') +
      `<table><tr><td>2014–2020</td><td>Surveyor</td></tr></table><img alt="" src="data:image/png;base64,${png().toString('base64')}" width="40" height="40"></html>`
  );

  const profile = `-env:UserInstallation=file://${at('lo-profile')}`;
  const soffice = (format: string) =>
    run(
      'soffice',
      [profile, '--headless', '--convert-to', format, '--outdir', dir, at('libreoffice.fodt'), at('libreoffice-file-link.fodt')],
      { timeout: 120_000 }
    );
  // One profile, so one LibreOffice at a time; the other tools run meanwhile.
  const libreoffice = (async () => {
    for (const format of ['docx:MS Word 2007 XML', 'doc:MS Word 97', 'odt', 'rtf:Rich Text Format', 'pdf:writer_pdf_Export'])
      await soffice(format);
  })();
  const others = Promise.all([
    run('pandoc', [at('cv.md'), '-o', at('pandoc.docx')]),
    run('pandoc', [at('cv.md'), '-o', at('pandoc.odt')]),
    run('pandoc', [at('cv.md'), '-s', '-o', at('pandoc.rtf')]),
    run(
      'chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        `--print-to-pdf=${at('chromium.pdf')}`,
        '--no-pdf-header-footer',
        `file://${at('cv.html')}`
      ],
      {
        timeout: 60_000
      }
    )
  ]);
  await Promise.all([libreoffice, others]);

  const pdf = at('libreoffice.pdf');
  const qpdf = (...args: string[]) => run('qpdf', args).catch((e: { code?: number }) => (e.code === 3 ? null : Promise.reject(e)));
  /** Permissions-only encryption: an empty user password, restrictions guarded by the owner's. */
  const permissionsOnly = (target: string, ...how: string[]) =>
    qpdf('--allow-weak-crypto', '--encrypt', '', 'owner-secret', ...how, '--', pdf, at(target));
  await Promise.all([
    permissionsOnly('qpdf-r6-permissions.pdf', '256', '--print=none', '--modify=none', '--extract=n'),
    permissionsOnly('qpdf-r4-aes-permissions.pdf', '128', '--use-aes=y', '--print=none'),
    permissionsOnly('qpdf-r3-rc4-permissions.pdf', '128', '--use-aes=n', '--print=none'),
    // 40-bit RC4 (revision 2) knows only yes/no restrictions.
    permissionsOnly('qpdf-r2-rc4-permissions.pdf', '40', '--print=n', '--modify=n'),
    qpdf('--encrypt', 'user-secret', 'owner-secret', '256', '--', pdf, at('qpdf-user-password.pdf')),
    qpdf('--add-attachment', at('cv.md'), '--', pdf, at('qpdf-attachment.pdf')),
    run('gs', [
      '-q',
      '-dPDFA=2',
      '-dBATCH',
      '-dNOPAUSE',
      '-dPDFACompatibilityPolicy=1',
      '-sColorConversionStrategy=RGB',
      '-sDEVICE=pdfwrite',
      `-sOutputFile=${at('ghostscript-pdfa.pdf')}`,
      pdf
    ]),
    javascriptPdf(pdf, at('qdf-javascript.pdf')).then(() =>
      qpdf('--encrypt', '', 'owner-secret', '256', '--print=none', '--', at('qdf-javascript.pdf'), at('qdf-javascript-permissions.pdf'))
    )
  ]);
  const names = fs.readdirSync(dir).filter((n) => /\.(docx?|odt|rtf|pdf)$/.test(n));
  return Object.fromEntries(names.map((n) => [n, fs.readFileSync(at(n))]));
}

/** A real PDF whose catalog runs JavaScript on opening: edited in qpdf's QDF form, then repaired by fix-qdf. */
async function javascriptPdf(source: string, target: string): Promise<void> {
  const qdf = `${target}.qdf`;
  await run('qpdf', ['--qdf', '--object-streams=disable', source, qdf]).catch((e: { code?: number }) =>
    e.code === 3 ? null : Promise.reject(e)
  );
  const edited = fs
    .readFileSync(qdf, 'latin1')
    .replace(/\/Type \/Catalog/, '/Type /Catalog\n  /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>');
  fs.writeFileSync(`${qdf}.edited`, edited, 'latin1');
  const { stdout } = await run('fix-qdf', [`${qdf}.edited`], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  fs.writeFileSync(target, stdout);
}

/** Every entry of a ZIP package, in order (yauzl, as the checker reads them). */
async function unzipAll(buf: Buffer): Promise<ZipInput[]> {
  const zip = await yauzl.fromBufferPromise(buf, { lazyEntries: true });
  const entries: ZipInput[] = [];
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  zip.close();
  return entries;
}

/** A package with entries changed by `edit` (which may add, replace or drop entries). */
export async function editPackage(buf: Buffer, edit: (entries: ZipInput[]) => ZipInput[]): Promise<Buffer> {
  return writeZip(edit(await unzipAll(buf)));
}

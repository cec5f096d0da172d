import { describe, expect, test } from 'vitest';
import { checkCv } from '../../src/check/check';
import { sniffCv } from '../../src/check/sniff';
import { cleanDisplayName, extensionMismatch } from '../../src/file-names';
import * as make from '../helpers/documents';
import { hostileFiles, plainCvs } from '../helpers/hostile-files';

/**
 * What a caller gets for a named file: checkCv's verdict, then whether the name agrees,
 * as the site's upload does (in this process here: the sandbox has tests of its own).
 */
async function verdictFor(content: Buffer, name: string) {
  const verdict = await checkCv(content);
  const mismatch = verdict.ok ? extensionMismatch(name, verdict.format) : null;
  return mismatch ? { ok: false, code: 'file_name_mismatch', reason: mismatch } : verdict;
}

describe('hostile files are refused with their code; plain CVs pass', () => {
  const hostile = hostileFiles();
  test(`at least 20 hostile files (${hostile.length})`, () => expect(hostile.length).toBeGreaterThanOrEqual(20));

  test.each(hostile.map((h) => [h.label, h] as const))('%s', async (_, h) => {
    const result = await verdictFor(h.content, h.name);
    expect(result.ok).toBe(false);
    if (!result.ok) expect({ code: result.code, reason: result.reason }).toMatchObject({ code: h.code });
  });

  test.each(plainCvs().map((c) => [c.label, c] as const))('%s is taken', async (_, c) => {
    expect(await verdictFor(c.content, c.name)).toEqual({ ok: true, format: c.format });
  });
});

describe('CV formats are decided by content', () => {
  test.each([
    ['PDF', make.pdf(), 'pdf'],
    ['DOCX', make.docx(), 'docx'],
    ['ODT', make.odt(), 'odt'],
    ['DOC', make.doc(), 'doc'],
    ['RTF', make.rtf(), 'rtf']
  ])('a real %s is taken', async (_, content, format) => {
    expect(await sniffCv(content)).toEqual({ ok: true, format });
  });

  test.each([
    ['an executable', make.exe(), /content is exe/],
    ['an HTML page', make.html(), /content is unknown/],
    ['a plain ZIP', make.plainZip(), /zip container of no document type/],
    ['a zip bomb (64 MB of zeros)', make.zipBomb(), /zip: declared unpacked size too large/],
    [
      'a 20 MB entry of zeros (within the total, over 100:1)',
      make.zipBomb(20),
      /zip: entry word\/media\/padding.bin compressed over 100:1/
    ],
    [
      'a zip bomb that understates its size',
      make.lyingZipBomb(),
      /zip: .*(does not inflate within its declared size|compressed over 100:1)/
    ],
    ['a ZIP with 3,000 entries', make.manyEntriesZip(), /zip: 3003 entries/],
    ['a macro-enabled Word document', make.docm(), /docx: part word\/vbaProject.bin/],
    ['an OpenDocument spreadsheet', make.ods(), /odf: mimetype application\/vnd.oasis.opendocument.spreadsheet/],
    ['a Word 97 document with macros', make.docWithMacros(), /doc: contains macros/],
    ['an Excel 97 workbook', make.xls(), /cfb: not a Word document/],
    ['an RTF with an embedded object', make.rtfWithObject(), /rtf: \\object/],
    ['text', Buffer.from('just some text, no document at all'), /content is unknown/],
    ['nothing', Buffer.alloc(0), /empty/]
  ])('%s is refused', async (_, content, reason) => {
    const result = await sniffCv(content);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  test('a zip bomb is refused quickly and without unpacking it all', async () => {
    const bomb = make.zipBomb(200);
    const started = performance.now();
    expect((await sniffCv(bomb)).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('the declared type does not matter; a known extension must match the content, other endings are part of the name', async () => {
    expect(await verdictFor(make.exe(), 'cv.pdf')).toMatchObject({ ok: false, code: 'file_type' });
    expect(await verdictFor(make.pdf(), 'cv.exe')).toMatchObject({ ok: false, code: 'file_name_mismatch' });
    expect(await verdictFor(make.pdf(), 'Jane.Smith')).toEqual({ ok: true, format: 'pdf' });
    expect(cleanDisplayName('Jane.Smith', 'pdf')).toBe('Jane.Smith.pdf');
  });

  test.each([
    [
      'relationships full of unclosed tags',
      () => make.docx([{ name: 'word/_rels/document.xml.rels', data: Buffer.from('<Relationship '.repeat(200_000)) }]),
      'x.docx'
    ],
    [
      'one tag with a 1 MB attribute name',
      () => make.docx([{ name: 'word/_rels/document.xml.rels', data: Buffer.from(`<Relationship ${'a'.repeat(1 << 20)}= x>`) }]),
      'x.docx'
    ],
    ['an RTF of 50,000 unclosed field groups', () => Buffer.from(`{\\rtf1 ${'{\\fldinst{'.repeat(50_000)}}`), 'x.rtf'],
    [
      'a PDF of 500,000 unclosed hex strings',
      () => Buffer.concat([make.pdf(), Buffer.from('<a'.repeat(500_000)), Buffer.from('\n%%EOF\n')]),
      'x.pdf'
    ],
    ['an ODT whose content is one unclosed image tag after another', () => make.odt({ body: '<draw:image '.repeat(100_000) }), 'x.odt']
  ])('%s is judged in linear time', async (_, build, name) => {
    const content = build();
    const started = performance.now();
    await verdictFor(content, name);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  // Runs of what a trailing `[…]+$` or an unclosed declaration made a regex rescan to the
  // end of the text (the same shape as the file name's). Checked in process,
  // without the sandbox's time limit; the sizes ascend, so that a quadratic check fails at
  // the first (2–9 s) instead of running for minutes or hours on the last.
  test.each([
    [
      'an RTF \\datastore of spaces before a letter',
      (n: number) => Buffer.from(`{\\rtf1 {\\*\\datastore ${' '.repeat(n)}x}}`),
      'rtf',
      [20_000, 1_000_000]
    ],
    [
      'an RTF \\datastore whose class name is NULs before a letter',
      (n: number) => {
        const length = Buffer.alloc(4);
        length.writeUInt32LE(n + 1);
        const hex = `${'00'.repeat(8)}${length.toString('hex')}${'00'.repeat(n)}78`;
        return Buffer.from(`{\\rtf1 {\\*\\datastore ${hex}}}`);
      },
      'rtf',
      [20_000, 1_000_000]
    ],
    // Up to 1,000,000 characters: a larger part compresses past the ZIP ratio limit and is refused unread.
    [
      'an ODT of unclosed <!DOCTYPE declarations',
      (n: number) => make.odt({ body: '<!DOCTYPE '.repeat(n / 10) }),
      'odt',
      [200_000, 1_000_000]
    ]
  ] as const)('%s is judged in linear time', async (_, build, format, sizes) => {
    for (const n of sizes) {
      const content = build(n);
      const started = performance.now();
      const verdict = await sniffCv(content);
      expect(performance.now() - started, `${n}`).toBeLessThan(1000);
      // Declarations inside an element are not XML: no reader opens the part.
      if (format === 'odt') expect(verdict).toMatchObject({ ok: false, code: 'file_damaged' });
      else expect(verdict).toMatchObject({ ok: false, code: 'file_unsafe_content' });
    }
  });

  test('1 to 3 byte files are refused with a code, not an exception', async () => {
    for (const bytes of ['%', 'PK', 'PK\x03', '\xd0\xcf\x11']) {
      expect(await verdictFor(Buffer.from(bytes, 'latin1'), 'cv.pdf')).toMatchObject({ ok: false, code: 'file_damaged' });
    }
  });
});

describe('display names', () => {
  test.each([
    ['Jane Doe CV.pdf', 'pdf', 'Jane Doe CV.pdf'],
    ['C:\\Users\\jane\\cv.docx', 'docx', 'cv.docx'],
    ['резюме Иванова.doc', 'doc', 'резюме Иванова.doc'],
    ['سيرة ذاتية.pdf', 'pdf', 'سيرة ذاتية.pdf'],
    ['cv\u202Efdp.exe', 'pdf', 'cv fdp.exe.pdf'],
    ['a"b;c\u0000d.rtf', 'rtf', 'a b c d.rtf'],
    ['...', 'odt', 'cv.odt'],
    ['x'.repeat(300) + '.pdf', 'pdf', 'x'.repeat(100) + '.pdf'],
    ['report.pdf', 'docx', 'report.docx'],
    // Invisible and format characters go: LRM, RLM, ALM, ZWSP, BOM, soft hyphen, ZWJ, a Hangul filler.
    ['cv\u200E\u200F\u061C\u200B.pdf', 'pdf', 'cv.pdf'],
    ['Jane\u200BDoe\uFEFF\u00AD CV\u2060.pdf', 'pdf', 'JaneDoe CV.pdf'],
    ['\u2066cv\u2069\u200D\u3164.exe\u200F.pdf', 'pdf', 'cv .exe.pdf'],
    ['\u200F\u200E\u200B', 'rtf', 'cv.rtf'],
    // Look-alike slashes become spaces: nothing reads as a path.
    ['reports\u2215cv.pdf', 'pdf', 'reports cv.pdf'],
    ['..\uFF0F..\uFF0Fetc\u29F8passwd\u2044x.pdf', 'pdf', 'etc passwd x.pdf'],
    ['a\uFF3Cb\u2216c\uFE68d\u{1D23A}e.docx', 'docx', 'a b c d e.docx']
  ] as const)('%j → %j', (original, format, expected) => {
    expect(cleanDisplayName(original, format)).toBe(expected);
  });

  test('a name of 1,000,000 dots (or dots and spaces, or letters) is cleaned in under 50 ms', () => {
    // Shapes that cost a trailing `[.\s]+$` the square of their length: a run of dots that
    // does not reach the end. The sizes ascend so that a quadratic clean-up fails at the
    // first (40,000 dots took 1.6–5 s) instead of running for the last (about 40 minutes).
    for (const n of [40_000, 1_000_000]) {
      const shapes = [
        'a' + '.'.repeat(n) + 'b.pdf',
        '.'.repeat(n),
        ' .'.repeat(n / 2) + 'x',
        'x'.repeat(n) + '.pdf',
        '.'.repeat(n) + '/cv.pdf'
      ];
      for (const name of shapes) {
        const started = performance.now();
        const cleaned = cleanDisplayName(name, 'pdf');
        expect(performance.now() - started, `${n}: ${name.slice(0, 12)}…`).toBeLessThan(50);
        expect([...cleaned].length).toBeLessThanOrEqual(104);
      }
    }
    expect(cleanDisplayName('a' + '.'.repeat(1_000_000) + 'b.pdf', 'pdf')).toBe('a.pdf');
    expect(cleanDisplayName('.'.repeat(1_000_000) + '/cv.pdf', 'pdf')).toBe('cv.pdf');
  });
});

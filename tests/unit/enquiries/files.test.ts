import { describe, expect, test } from 'vitest';
import { cleanDisplayName, inspectCv, sniffCv } from '@/lib/enquiries/files';
import { maxFileBytes } from '@/lib/enquiries/limits';
import * as make from '../../helpers/documents';

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
    ['a plain ZIP', make.plainZip(), /type zip$/],
    ['a zip bomb (64 MB of zeros)', make.zipBomb(), /zip: declared unpacked size too large/],
    ['a zip bomb that understates its size', make.lyingZipBomb(), /zip: .*does not inflate within its declared size/],
    ['a ZIP with 3,000 entries', make.manyEntriesZip(), /zip: 3003 entries/],
    ['a macro-enabled Word document', make.docm(), /type docm/],
    ['an OpenDocument spreadsheet', make.ods(), /type ods/],
    ['a Word 97 document with macros', make.docWithMacros(), /doc: contains macros/],
    ['an Excel 97 workbook', make.xls(), /cfb: not a Word document/],
    ['an RTF with an embedded object', make.rtfWithObject(), /rtf: embedded object/],
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

  test('the name and the declared type do not matter', async () => {
    const renamed = new File([new Uint8Array(make.exe())], 'cv.pdf', { type: 'application/pdf' });
    expect(await inspectCv(renamed)).toMatchObject({ ok: false, code: 'file_type' });
    const truePdf = new File([new Uint8Array(make.pdf())], 'cv.exe', { type: 'application/x-msdownload' });
    expect(await inspectCv(truePdf)).toMatchObject({ ok: true, file: { format: 'pdf', displayName: 'cv.exe.pdf' } });
  });

  test('over 5 MB is refused before its content is read; empty files are refused', async () => {
    const big = new File([new Uint8Array(maxFileBytes + 1)], 'cv.pdf');
    expect(await inspectCv(big)).toMatchObject({ ok: false, code: 'file_too_large' });
    expect(await inspectCv(new File([], 'cv.pdf'))).toMatchObject({ ok: false, code: 'file_empty' });
  });

  test('the stored name is generated; the original is only a cleaned display name', async () => {
    const result = await inspectCv(new File([new Uint8Array(make.pdf())], '../../etc/"passwd"\r\n.pdf'));
    if (!result.ok) throw new Error(result.reason);
    expect(result.file.storedName).toMatch(/^cv-[0-9a-f-]{36}\.pdf$/);
    expect(result.file.displayName).toBe('passwd.pdf');
    expect(result.file.sha256).toMatch(/^[0-9a-f]{64}$/);
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
    ['report.pdf', 'docx', 'report.docx']
  ] as const)('%j → %j', (original, format, expected) => {
    expect(cleanDisplayName(original, format)).toBe(expected);
  });
});

/**
 * Valid CVs as large as the form's limits allow, one per way a format can be large: a
 * PDF's page text in one string, an image stream, an RTF of text, a DOCX with a
 * photograph, a DOCX or ODT whose text part unpacks to nearly the ZIP bound, a Word 97
 * document of text. The CV check must accept each within its memory and CPU limits.
 */
import crypto from 'node:crypto';
import { maxCvBytes } from '../../src/check/formats';
import { zipLimits } from '../../src/check/limits';
import * as make from './documents';

const words = ['survey', 'laser', 'scan', 'pipework', 'offshore', 'Baku', 'engineer', 'vessel', 'weld', 'model', 'point', 'cloud'];

/** `length` characters of words in a fixed pseudo-random order: text that compresses as prose does (about 8:1). */
function prose(length: number): string {
  const out: string[] = [];
  let size = 0;
  for (let x = 1; size < length;) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const word = words[x % words.length]! + (x % 7 ? ' ' : '. ');
    out.push(word);
    size += word.length;
  }
  return out.join('').slice(0, length);
}

/** The largest file `build(n)` makes within `limit` bytes. */
function fit(build: (n: number) => Buffer, limit = maxCvBytes): Buffer {
  let n = limit;
  let file = build(n);
  while (file.length > limit) {
    n = Math.floor((n * limit) / file.length) - 64;
    file = build(n);
  }
  return file;
}

/** Text that unpacks to 90% of the ZIP bound. */
const partText = () => prose(Math.floor(zipLimits.maxUnpackedBytes * 0.9));

export function largestFiles(): { label: string; format: string; content: Buffer }[] {
  return [
    { label: 'a PDF whose page text is one string', format: 'pdf', content: fit((n) => make.pdf(prose(n - 800))) },
    {
      label: 'a PDF with a photograph',
      format: 'pdf',
      content: fit((n) =>
        make.pdf('Curriculum vitae', {
          objects: [
            `<< /Type /XObject /Subtype /Image /Width 800 /Height 600 /Filter /DCTDecode /Length ${n - 900} >>\nstream\n${crypto.randomBytes(n - 900).toString('latin1')}\nendstream`
          ]
        })
      )
    },
    {
      label: 'an RTF of text',
      format: 'rtf',
      content: fit((n) => Buffer.from(`{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}}\\f0 ${prose(n - 100).replace(/\. /g, '.\\par ')}}`))
    },
    {
      label: 'a DOCX with a photograph',
      format: 'docx',
      content: fit((n) => make.docx([{ name: 'word/media/image1.jpeg', data: crypto.randomBytes(n - 2000), method: 0 }]))
    },
    {
      label: 'a DOCX whose text part unpacks to 90% of the ZIP bound',
      format: 'docx',
      content: make.docx([{ name: 'word/header1.xml', data: Buffer.from(`<w:hdr><w:p><w:r><w:t>${partText()}</w:t></w:r></w:p></w:hdr>`) }])
    },
    {
      label: 'an ODT whose text unpacks to 90% of the ZIP bound',
      format: 'odt',
      content: make.odt({ body: `<text:p>${partText()}</text:p>` })
    },
    { label: 'a Word 97 document of text', format: 'doc', content: fit((n) => make.doc([], 0, `${prose(n / 2 - 4000)}\r`)) }
  ];
}

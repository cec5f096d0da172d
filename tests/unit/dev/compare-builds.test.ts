import { describe, expect, it } from 'vitest';
import { firstDifference, normaliseBuildText } from '@/scripts/dev/compare-builds';

describe('scripts/dev/compare-builds: normalising two builds of the same pages', () => {
  it('numbers hashed chunk, CSS and media names in order of first appearance, the same name keeping its number', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/chunks/0f3a9c.css"/><script src="/_next/static/chunks/a1b2c3.js"></script>' +
      '<script src="/_next/static/chunks/d4e5f6.js"></script><link rel="preload" href="/_next/static/media/noto_sans-s.p.9a8b7c.woff2"/>' +
      '<script>self.__next_f.push([1,"I[1,[\\"/_next/static/chunks/a1b2c3.js\\"],\\"default\\"]"])</script>';
    expect(normaliseBuildText(html)).toBe(
      '<link rel="stylesheet" href="/_next/static/chunks/<chunk 1>.css"/><script src="/_next/static/chunks/<chunk 2>.js"></script>' +
        '<script src="/_next/static/chunks/<chunk 3>.js"></script><link rel="preload" href="/_next/static/media/<media 1>.woff2"/>' +
        '<script>self.__next_f.push([1,"I[<module 1>,[\\"/_next/static/chunks/<chunk 2>.js\\"],\\"default\\"]"])</script>'
    );
  });

  it('makes two builds that differ only in hashed names and the build id equal', () => {
    const page = (id: string, a: string, b: string, svg: string) =>
      `<script src="/_next/static/chunks/${a}.js"></script><script src="/_next/static/chunks/${b}.js"></script>` +
      `<img src="/_next/static/media/office-map.${svg}.svg"/><script>self.__next_f.push([1,"{\\"b\\":\\"${id}\\"}"])</script>`;
    expect(normaliseBuildText(page('Bid1xyz', 'aaa111', 'bbb222', 'c0ffee'), 'Bid1xyz')).toBe(
      normaliseBuildText(page('Other-ID', 'ccc333', 'ddd444', 'beef00'), 'Other-ID')
    );
  });

  it('keeps a real difference: a chunk loaded twice instead of two chunks, other text, another attribute', () => {
    const twoChunks = '<script src="/_next/static/chunks/a.js"></script><script src="/_next/static/chunks/b.js"></script>';
    const oneChunkTwice = '<script src="/_next/static/chunks/a.js"></script><script src="/_next/static/chunks/a.js"></script>';
    expect(normaliseBuildText(twoChunks)).not.toBe(normaliseBuildText(oneChunkTwice));
    expect(normaliseBuildText('<h1>About</h1>')).not.toBe(normaliseBuildText('<h1>Introduction</h1>'));
    expect(normaliseBuildText('<main data-testid="about-offices">')).not.toBe(normaliseBuildText('<main data-testid="offices">'));
  });

  it("numbers client modules' ids in the RSC payload, which Turbopack derives from the module's path", () => {
    const payload = (a: string, b: string) =>
      `2:I[${a},[\\"$2\\"],\\"default\\"]\\n3:I[${b},[\\"$2\\"],\\"LocaleCookie\\"]\\n4:I[${a},[],\\"x\\"]`;
    expect(normaliseBuildText(payload('39756', '22016'))).toBe(normaliseBuildText(payload('11111', '98765')));
    expect(normaliseBuildText(payload('39756', '22016'))).toBe(
      '2:I[<module 1>,[\\"$2\\"],\\"default\\"]\\n3:I[<module 2>,[\\"$2\\"],\\"LocaleCookie\\"]\\n4:I[<module 1>,[],\\"x\\"]'
    );
    // Other numbers stay: a count in the page's text is content.
    expect(normaliseBuildText('<p>200 clients</p>')).toBe('<p>200 clients</p>');
  });

  it("numbers next/font's variable classes, which it hashes from the font file's path", () => {
    const html = (hash: string) => `<html lang="ru" dir="ltr" class="_${hash}_variable"><body class="x _${hash}_variable">`;
    expect(normaliseBuildText(html('90rTJa'))).toBe(normaliseBuildText(html('3uxTfa')));
    expect(normaliseBuildText(html('90rTJa'))).toBe(
      '<html lang="ru" dir="ltr" class="_<font 1>_variable"><body class="x _<font 1>_variable">'
    );
    expect(normaliseBuildText('<p class="my_variable">')).toBe('<p class="my_variable">');
  });

  it('leaves the build id alone when none is given, and other /_next paths as they are', () => {
    expect(normaliseBuildText('/_next/static/Bid1xyz/_buildManifest.js')).toBe('/_next/static/Bid1xyz/_buildManifest.js');
    expect(normaliseBuildText('/_next/static/Bid1xyz/_buildManifest.js', 'Bid1xyz')).toBe('/_next/static/<build-id>/_buildManifest.js');
  });

  it('reports where two texts first differ, and nothing for equal ones', () => {
    expect(firstDifference('same', 'same')).toBeNull();
    expect(firstDifference('<p>one</p>', '<p>two</p>', 3)).toBe('at character 3:\n  before: …<p>one…\n  after:  …<p>two…');
  });
});

import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/lib/routes';
import { recordsOfPage, textOf } from '@/lib/search/extract';

/** The route list's entry of a path: what the index step passes for each page. */
const route = (path: string) => allRoutes().find((r) => r.path === path)!;

const page = (main: string) =>
  `<html lang="en"><body><header><nav>Menu Services Contact</nav></header><main id="main">${main}</main><footer>Footer text</footer></body></html>`;

describe('search records from prerendered pages', () => {
  it('takes the text of <main> only, without scripts, menus, drawings or hidden parts', () => {
    const html = page(
      '<script type="application/ld+json">{"x":1}</script><h1>Ground <strong>penetrating</strong> radar</h1>' +
        '<nav aria-label="Years"><a href="/news/2024">2024</a></nav><svg><title>icon</title></svg>' +
        '<p>Utilities to 7&nbsp;m &amp; more, Kazakhstan&#x27;s <a href="/x">Atyr</a>au.</p><div hidden="">secret</div>'
    );
    const [record] = recordsOfPage(html, '/services/gpr', route('/services/gpr'));
    expect(record).toEqual({
      url: '/services/gpr',
      title: 'Ground penetrating radar',
      kind: 'service',
      text: "Ground penetrating radar Utilities to 7 m & more, Kazakhstan's Atyrau."
    });
  });

  it('makes one record per news item on a year page, with the item’s anchor', () => {
    const html = page(
      '<h1>News from 2024</h1><article id="news-a" class="x"><h2>First</h2><time>7 October 2024</time><p>One</p></article>' +
        '<article id="news-b"><h2>Second</h2><p>Two</p></article>'
    );
    expect(recordsOfPage(html, '/ru/news/2024', route('/news/2024'))).toEqual([
      { url: '/ru/news/2024#news-a', title: 'First', kind: 'news', text: 'First 7 October 2024 One' },
      { url: '/ru/news/2024#news-b', title: 'Second', kind: 'news', text: 'Second Two' }
    ]);
  });

  it('leaves the news index’s repeated items to the year pages, and sorts company pages apart', () => {
    const news = recordsOfPage(page('<h1>News</h1><p>Latest</p><article id="news-a"><h2>First</h2></article>'), '/news', route('/news'));
    expect(news).toEqual([{ url: '/news', title: 'News', kind: 'news', text: 'News Latest' }]);
    expect(recordsOfPage(page('<h1>HSEQ</h1>'), '/hseq', route('/hseq'))[0]!.kind).toBe('page');
    expect(recordsOfPage('<html><body>no main</body></html>', '/hseq', route('/hseq'))).toEqual([]);
    expect(textOf('a<br>b<span>c</span>d')).toBe('a bcd');
  });
});

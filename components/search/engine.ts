import { excerpt, foldQuery, type ExcerptPart } from '@/lib/search/normalise';
import type { SearchKind } from '@/lib/search/extract';

/** The part of Pagefind's browser API (public/pagefind/pagefind.js) the dialog uses. */
type PagefindResultData = { url: string; content: string; meta: Record<string, string | undefined> };
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
};

export type SearchHit = { url: string; title: string; kind: SearchKind; excerpt: ExcerptPart[] };

/** Where scripts/build/search-index.mts writes the index, served by `next start` from public/. */
const bundlePath = '/pagefind/';

let engine: Promise<Pagefind> | undefined;

/**
 * Pagefind, loaded once, when the dialog first opens: its script, then its
 * WebAssembly and the language's index metadata (it picks the index by <html lang>).
 * Imported by URL at run time: the file is the build's output, not a module of the app.
 */
export function loadEngine(): Promise<Pagefind> {
  engine ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `${bundlePath}pagefind.js`) as Promise<Pagefind>).then(
    async (pagefind) => {
      await pagefind.options({ basePath: bundlePath });
      await pagefind.init();
      return pagefind;
    }
  );
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/** At most this many results are shown (and their fragments fetched). */
const maxResults = 8;
/** The first results are shown as soon as their fragments are in; the rest follow. */
const firstBatch = 3;

function hitOf(d: PagefindResultData, query: string): SearchHit {
  const text = d.content.slice(0, Number(d.meta.chars ?? d.content.length));
  const kind = d.meta.kind === 'service' || d.meta.kind === 'news' ? d.meta.kind : 'page';
  return { url: d.url, title: d.meta.title ?? d.url, kind, excerpt: excerpt(text, query) };
}

/**
 * The results of a query, folded as the index was, with excerpts cut from the page's
 * own text: `onHits` gets the best few first, then all of them.
 */
export async function searchSite(query: string, onHits: (hits: SearchHit[], complete: boolean) => void): Promise<void> {
  const folded = foldQuery(query);
  if (!folded) return onHits([], true);
  const pagefind = await loadEngine();
  const found = await pagefind.search(folded);
  const results = found?.results.slice(0, maxResults) ?? [];
  const data = results.map((result) => result.data());
  if (results.length > firstBatch)
    onHits(
      (await Promise.all(data.slice(0, firstBatch))).map((d) => hitOf(d, query)),
      false
    );
  onHits(
    (await Promise.all(data)).map((d) => hitOf(d, query)),
    true
  );
}

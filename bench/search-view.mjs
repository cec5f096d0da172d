// The site search's costs, one page per language: the index on disk, what a page fetches
// for search before it is opened (must be nothing), what opening costs, and, under 4×
// CPU throttling, the time from typing to the first result and the index bytes a query
// transfers. Measured by bench/search-measure.mjs; judged by checkSearchBudgets
// (bench/budgets.mjs). Run by bench/run.mjs, and alone by bench/search.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from '../scripts/common/chromium.mjs';
import { fmt, kb } from './format.mjs';
import { root } from '../scripts/common/next-server.mjs';
import { measureSearch, searchAsset } from './search-measure.mjs';

/** A first query (the engine's first index chunks) and a later one, per language. */
const searchPages = [
  { url: '/ru/hseq', firstQuery: 'Атырау', query: 'георадарного' },
  { url: '/az/hseq', firstQuery: 'Atirau', query: 'yeralti radar' },
  { url: '/ar/hseq', firstQuery: 'الدوحة', query: 'الرَّادَار' },
  { url: '/hseq', firstQuery: 'Atyrau', query: 'utilization' }
];

/** Compressed bytes on disk of each language's word index and page fragments (the build's public/pagefind). */
function indexSizes() {
  const dir = path.join(root, 'public', 'pagefind');
  /** @type {Record<string, { index: number, fragment: number, fragments: number }>} */
  const sizes = {};
  for (const sub of /** @type {const} */ (['index', 'fragment'])) {
    for (const file of fs.readdirSync(path.join(dir, sub))) {
      const lang = file.split('_')[0];
      sizes[lang] ??= { index: 0, fragment: 0, fragments: 0 };
      sizes[lang][sub] += fs.statSync(path.join(dir, sub, file)).size;
      if (sub === 'fragment') sizes[lang].fragments += 1;
    }
  }
  return sizes;
}

/**
 * Every page of `searchPages` on `baseURL`, each in a new page of one Chromium (the full
 * browser, as the other views), with `beforeOpen` narrowed to the search's own files.
 * @param {string} baseURL
 */
export async function measureSearchAll(baseURL) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  try {
    const pages = [];
    for (const run of searchPages) {
      const page = await browser.newPage({ baseURL });
      const m = await measureSearch(page, run);
      await page.close();
      pages.push({ url: run.url, ...m, beforeOpen: m.beforeOpen.filter((u) => searchAsset.test(u)) });
    }
    return { indexSizes: indexSizes(), pages };
  } finally {
    await browser.close();
  }
}

/** @param {Awaited<ReturnType<typeof measureSearchAll>>} result */
export function printSearch({ indexSizes, pages }) {
  const size = (bytes) => fmt(kb(bytes), 1, ' KB');
  console.log('\nSearch index (compressed files on disk):');
  for (const [lang, s] of Object.entries(indexSizes))
    console.log(`  ${lang}: word index ${size(s.index)}, ${s.fragments} page fragments ${size(s.fragment)}`);
  console.log('Search, per page, CPU throttled 4×:');
  const query = (q) => `"${q.query}" ${fmt(q.ms, 0, ' ms')}, index ${size(q.indexBytes)} (all ${size(q.bytes)})`;
  for (const p of pages)
    console.log(
      `  ${p.url.padEnd(9)} before open: ${p.beforeOpen.length} search files · open: ${size(p.openBytes)} in ${p.openMs} ms · ` +
        `first query ${query(p.first)} · later query ${query(p.later)}`
    );
}

#!/usr/bin/env node
// Prints the site search's figures: index size per language, what a page fetches for
// search before it is opened (must be nothing), what opening costs, and, under 4× CPU
// throttling, the time from typing to the first result and the bytes one query
// transfers. Limits: first results ≤ 300 ms, ≤ 100 KB of index per query.
//
//   node bench/search.mjs                    build (if needed) into .next-bench and serve it
//   SEARCH_BENCH_URL=http://127.0.0.1:3380 node bench/search.mjs   measure a running server
//
// Exits with 1 when a limit is exceeded. run.mjs can run it as one more step.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildInto, hasBuild, root, startNext } from './next-server.mjs';
import { measureSearch, searchAsset } from './search-measure.mjs';
import { chromiumArgs, requireChromium } from '../scripts/common/chromium.mjs';

const limits = { firstResultMs: 300, queryIndexBytes: 100 * 1024 };
const distDir = process.env.SEARCH_BENCH_DIST || '.next-bench';
const port = Number(process.env.SEARCH_BENCH_PORT || 3388);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function indexSizes() {
  const dir = path.join(root, 'public', 'pagefind');
  const sizes = {};
  for (const sub of ['index', 'fragment']) {
    for (const file of fs.readdirSync(path.join(dir, sub))) {
      const lang = file.split('_')[0];
      sizes[lang] ??= { index: 0, fragment: 0, fragments: 0 };
      sizes[lang][sub] += fs.statSync(path.join(dir, sub, file)).size;
      if (sub === 'fragment') sizes[lang].fragments += 1;
    }
  }
  return sizes;
}

let server;
let baseURL = process.env.SEARCH_BENCH_URL;
if (!baseURL) {
  if (!hasBuild(distDir)) buildInto(distDir);
  server = await startNext({ distDir, port });
  baseURL = server.url;
}

const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: chromiumArgs
});
let failed = false;
try {
  console.log('Search index (compressed files on disk):');
  for (const [lang, s] of Object.entries(indexSizes())) {
    console.log(`  ${lang}: word index ${kb(s.index)}, ${s.fragments} page fragments ${kb(s.fragment)}`);
  }
  const runs = [
    { url: '/ru/hseq', firstQuery: 'Атырау', query: 'георадарного' },
    { url: '/az/hseq', firstQuery: 'Atirau', query: 'yeralti radar' },
    { url: '/ar/hseq', firstQuery: 'الدوحة', query: 'الرَّادَار' },
    { url: '/hseq', firstQuery: 'Atyrau', query: 'utilization' }
  ];
  console.log('\nPer page, CPU throttled 4×:');
  for (const run of runs) {
    const page = await browser.newPage({ baseURL });
    const m = await measureSearch(page, run);
    await page.close();
    const early = m.beforeOpen.filter((u) => searchAsset.test(u));
    const over = early.length > 0 || [m.first, m.later].some((q) => q.ms > limits.firstResultMs || q.indexBytes > limits.queryIndexBytes);
    failed ||= over;
    const q = (x) => `"${x.query}" ${x.ms.toFixed(0)} ms, index ${kb(x.indexBytes)} (all ${kb(x.bytes)})`;
    console.log(
      `  ${run.url.padEnd(9)} before open: ${early.length} search files · open: ${kb(m.openBytes)} in ${m.openMs} ms · ` +
        `first query ${q(m.first)} · later query ${q(m.later)}${over ? '  ← over the limit' : ''}`
    );
  }
  console.log(
    `\nLimits: first results ≤ ${limits.firstResultMs} ms, index per query ≤ ${kb(limits.queryIndexBytes)}, nothing fetched before opening.`
  );
} finally {
  await browser.close();
  await server?.stop();
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// npm run bench:search — the site search's figures and budgets alone (bench/search-view.mjs;
// `npm run bench` measures them too, unless BENCH_SEARCH=0).
//
//   npm run bench:search                     build (if needed) into .next-bench and serve it
//   SEARCH_BENCH_URL=http://127.0.0.1:3380 npm run bench:search   measure a running server
//
// Other knobs: SEARCH_BENCH_DIST (the build folder), SEARCH_BENCH_PORT (default 3388).
// Exits with 1 when a budget (bench/budgets.mjs, searchBudgets) is missed.
import { checkSearchBudgets, missedGates, searchBudgets } from './budgets.mjs';
import { hasBuild, startNext } from '../scripts/common/next-server.mjs';
import { buildInto } from './builds.mjs';
import { measureSearchAll, printSearch } from './search-view.mjs';

const distDir = process.env.SEARCH_BENCH_DIST || '.next-bench';
const port = Number(process.env.SEARCH_BENCH_PORT || 3388);

let server;
let baseURL = process.env.SEARCH_BENCH_URL;
if (!baseURL) {
  if (!hasBuild(distDir)) buildInto(distDir);
  server = await startNext({ distDir, port });
  baseURL = server.url;
}

let missed = [];
try {
  const result = await measureSearchAll(baseURL);
  printSearch(result);
  const checks = checkSearchBudgets(result.pages);
  missed = missedGates(checks);
  console.log(
    `\nBudgets (first results ≤ ${searchBudgets.firstResultMs} ms, index per query ≤ ${searchBudgets.queryIndexBytes / 1024} KB, ` +
      `nothing fetched before opening): ${checks.length - missed.length} of ${checks.length} met.`
  );
  for (const c of missed) console.log(`  ✗ ${c.name.padEnd(38)} ${c.scope.padEnd(30)} ${c.shown}`);
} finally {
  await server?.stop();
}
process.exit(missed.length ? 1 : 0);

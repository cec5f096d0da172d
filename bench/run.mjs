#!/usr/bin/env node
// npm run bench — how fast the site is, against the physical limit and the framework's
// floor, with budgets.
//
//  1. Builds the site into its own folder (.next-bench) and the floor app (bench/floor:
//     one server-component page with a paragraph and a next/link, built with the
//     project's own next and react), and starts `next start` for both on 127.0.0.1.
//  2. Saves every measured page's HTML + CSS with all <script>s removed and serves it
//     with a tiny static server: the same content at zero JavaScript and zero server
//     work (the limit).
//  3. Lighthouse 12 in Debian's Chromium, mobile and desktop presets, N runs each, on our
//     page and on the limit copy, interleaved, with the floor's runs spread among them
//     (one per three pages, at least N),
//     our pages and the floor served as deployed (deploy/README.md): nginx with
//     deploy/nginx.conf in front of next start, its cache warmed (next start alone when
//     nginx is not installed),
//     so all three see the same machine load.
//  4. The real-throttle view (bench/real.mjs): each page loaded cold in Chromium
//     with the phone's link and CPU applied for real through the DevTools protocol
//     (150 ms, 1.44 Mbit/s down, 4× CPU, 412×823), timed by the page itself: LCP, time
//     to <html data-hydrated>, blocking time after the first paint, JavaScript bytes.
//     Our page, its limit copy and the floor, alternating run by
//     run, one page per template in every locale.
//  5. The site search (bench/search-view.mjs), on our pages as deployed: nothing fetched
//     before it is opened, then, under 4× CPU throttling, the time to the first results
//     and the index bytes per query.
//  6. autocannon -c 50 -d 10 on one prerendered page: `next start` vs the static server,
//     and, when nginx is installed, nginx with deploy/nginx.conf in front of next start
//     (cache warm) vs bare nginx serving the same HTML.
//  7. Prints the views' tables (medians [min–max] in the real view), LCP ÷ limit and the
//     differences from the floor, checks the budgets of all three (bench/budgets.mjs),
//     writes bench/results/bench-<time>.json (and latest.json). Exit code 1 when a budget
//     is missed.
//
// Quick run:  BENCH_RUNS=1 BENCH_LOCALES=en BENCH_PAGES=/,/contact BENCH_PRESETS=mobile npm run bench
// Other knobs: BENCH_SKIP_BUILD=1 (reuse the last .next-bench and floor builds), BENCH_DIST_DIR,
// BENCH_SIMULATED=0 (no Lighthouse), BENCH_REAL=0 (no real-throttle view), BENCH_SEARCH=0
// (no search measurement; `npm run bench:search` runs it alone), BENCH_REAL_PAGES (default:
// BENCH_PAGES, else one per template), BENCH_REAL_LOCALES (default: BENCH_LOCALES),
// BENCH_REAL_RUNS (default: BENCH_RUNS), BENCH_PORT (servers on BENCH_PORT, +1, +2 … instead
// of free ports the system picks), BENCH_LOAD=0 (no load test), BENCH_LOAD_PAGE,
// BENCH_LOAD_CONNECTIONS, BENCH_LOAD_DURATION.
// Runs under tsx (see package.json) so that it reads the route and locale lists of the app.
// The knobs are read in bench/config.mjs; each view and the load test are modules of their own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localizedPath } from '../lib/i18n/locales.ts';
import {
  budgets,
  checkBudgets,
  checkRealBudgets,
  checkSearchBudgets,
  missedGates,
  printBudgets,
  realBudgets,
  searchBudgets
} from './budgets.mjs';
import { onExit, runCleanups } from './cleanups.mjs';
import { config, nextPort } from './config.mjs';
import { loadAll, printLoadTable } from './load-test.mjs';
import { hasBuild, startNext } from '../scripts/common/next-server.mjs';
import { buildFloor, buildInto, floorDir } from './builds.mjs';
import { realConditions } from './real.mjs';
import { printRealTable, realAll } from './real-view.mjs';
import { frameworkRuntime, machine, writeReport } from './report.mjs';
import { measureSearchAll, printSearch } from './search-view.mjs';
import { asDeployed, startStaticServer } from './servers.mjs';
import { printLighthouseTable, lighthouseAll } from './simulated-view.mjs';
import { saveStaticCopy } from './static-copy.mjs';

process.on('SIGINT', () => runCleanups().then(() => process.exit(130)));
process.on('SIGTERM', () => runCleanups().then(() => process.exit(143)));

async function main() {
  const startedAt = new Date();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  onExit(async () => fs.rmSync(work, { recursive: true, force: true }));

  if (!config.skipBuild || !hasBuild(config.distDir)) buildInto(config.distDir);
  if (!config.skipBuild || !hasBuild(path.join(floorDir, '.next'))) buildFloor();
  const server = await startNext({ distDir: config.distDir, port: await nextPort() });
  onExit(server.stop);
  console.log(`next start: ${server.url} (${config.distDir})`);
  const floorServer = await startNext({ distDir: '.next', appDir: floorDir, port: await nextPort() });
  onExit(floorServer.stop);
  console.log(`floor: ${floorServer.url} (${floorDir})`);

  const urls = [
    ...new Set([
      ...(config.simulated ? config.pages.flatMap((p) => config.locales.map((l) => localizedPath(l, p))) : []),
      ...(config.real ? config.realPages.flatMap((p) => config.realLocales.map((l) => localizedPath(l, p))) : [])
    ])
  ];
  // The limit: our pages without their scripts.
  const copy = await saveStaticCopy({ origin: server.url, pages: urls, dir: path.join(work, 'limit'), strip: true });
  const limit = await startStaticServer(path.join(work, 'limit'));
  console.log(`limit copy: ${urls.length} pages and ${copy.files - urls.length} resources, served at ${limit.url}`);

  const deployed = await asDeployed(server, 'site', urls, work);
  const floorDeployed = await asDeployed(floorServer, 'floor', ['/'], work);
  const via = deployed.via;
  console.log(`our pages and the floor: ${via}\n`);

  const simulated = config.simulated
    ? await lighthouseAll(
        { ours: deployed.url, limit: limit.url, floor: floorDeployed.url },
        { pages: config.pages, locales: config.locales, presets: config.presets, runs: config.runs }
      )
    : null;
  const real = config.real
    ? await realAll(
        { ours: deployed.url, limit: limit.url, floor: floorDeployed.url },
        { pages: config.realPages, locales: config.realLocales, runs: config.realRuns }
      )
    : null;
  const search = config.search ? await measureSearchAll(deployed.url) : null;
  await limit.stop();
  await deployed.stop?.();
  await floorDeployed.stop?.();
  await floorServer.stop();
  const load = config.load ? await loadAll(server, work) : [];

  if (simulated)
    printLighthouseTable(
      `Lighthouse medians of ${config.runs} run(s), simulated throttling; "limit" = the same page's HTML+CSS without scripts, served as static files; "floor" = bench/floor, the framework alone; our pages and the floor served by ${via}`,
      simulated
    );
  if (real) printRealTable(real, config.realRuns);
  if (search) printSearch(search);
  if (load.length) printLoadTable(load);
  const runtime = frameworkRuntime(config.distDir);
  const checks = [
    ...(simulated ? checkBudgets(simulated.jobs, simulated.floor, config.locales) : []),
    ...(real ? checkRealBudgets(real.jobs, real.floor) : []),
    ...(search ? checkSearchBudgets(search.pages) : [])
  ];
  printBudgets(checks, simulated?.jobs ?? [], runtime);

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    config,
    servedBy: via,
    budgets,
    realBudgets,
    searchBudgets,
    realConditions,
    machine: machine(),
    simulated,
    real,
    search,
    load,
    frameworkRuntime: runtime,
    budgetChecks: checks,
    missedBudgets: missedGates(checks).map((c) => `${c.name} — ${c.scope}: ${c.shown}`)
  };
  console.log(`\nWrote ${writeReport(report)}`);
  return report.missedBudgets.length ? 1 : 0;
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await runCleanups();
    process.exit(2);
  });

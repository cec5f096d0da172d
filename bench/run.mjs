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
//  5. autocannon -c 50 -d 10 on one prerendered page: `next start` vs the static server,
//     and, when nginx is installed, nginx with deploy/nginx.conf in front of next start
//     (cache warm) vs bare nginx serving the same HTML.
//  6. Prints both views' tables (medians [min–max] in the real view), LCP ÷ limit and the
//     differences from the floor, checks the budgets of both (bench/budgets.mjs), writes bench/results/bench-<time>.json (and
//     latest.json). Exit code 1 when a budget is missed.
//
// Quick run:  BENCH_RUNS=1 BENCH_LOCALES=en BENCH_PAGES=/,/contact BENCH_PRESETS=mobile npm run bench
// Other knobs: BENCH_SKIP_BUILD=1 (reuse the last .next-bench and floor builds), BENCH_DIST_DIR,
// BENCH_SIMULATED=0 (no Lighthouse), BENCH_REAL=0 (no real-throttle
// view), BENCH_REAL_PAGES (default: BENCH_PAGES, else one per template), BENCH_REAL_LOCALES
// (default: BENCH_LOCALES), BENCH_REAL_RUNS (default: BENCH_RUNS), BENCH_PORT (servers on
// BENCH_PORT, +1, +2 … instead of free ports the system picks), BENCH_LOAD=0 (no load test),
// BENCH_LOAD_PAGE, BENCH_LOAD_CONNECTIONS, BENCH_LOAD_DURATION.
// Runs under tsx (see package.json) so that it reads the route and locale lists of the app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { findNginx, renderDeployConf, renderStaticConf, startNginx } from '../scripts/common/local-nginx.mjs';
import { freePort } from '../scripts/common/local-servers.mjs';
import { localeTable, localizedPath } from '../lib/i18n/locales.ts';
import { allRoutes, templateSamples } from '../lib/routes.ts';
import { budgets, checkBudgets, checkRealBudgets, missedGates, printBudgets, realBudgets } from './budgets.mjs';
import { diff, fmt, kb, median, printTable, range, ratio, sec, signed } from './format.mjs';
import { launchChrome, runLighthouse } from './lighthouse.mjs';
import { launchReal, realConditions } from './real.mjs';
import { buildFloor, buildInto, floorDir, hasBuild, root, startNext } from './next-server.mjs';
import { saveStaticCopy } from './static-copy.mjs';

// ---------------------------------------------------------------------------------------
// Configuration (env), full set by default.

const list = (name, fallback) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const config = {
  distDir: process.env.BENCH_DIST_DIR || '.next-bench',
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  runs: Math.max(1, Number(process.env.BENCH_RUNS || 3)),
  locales: list('BENCH_LOCALES', localeTable.map((l) => l.code).join(',')),
  // One page of each template; the locations page is the one allowed mapbox-gl.
  pages: list('BENCH_PAGES', templateSamples.map((t) => t.path).join(',')),
  presets: list('BENCH_PRESETS', 'mobile,desktop'),
  simulated: process.env.BENCH_SIMULATED !== '0',
  // The real-throttle view (bench/real.mjs).
  real: process.env.BENCH_REAL !== '0',
  realPages: list('BENCH_REAL_PAGES', process.env.BENCH_PAGES ?? templateSamples.map((t) => t.path).join(',')),
  realLocales: list('BENCH_REAL_LOCALES', process.env.BENCH_LOCALES ?? localeTable.map((l) => l.code).join(',')),
  realRuns: Math.max(1, Number(process.env.BENCH_REAL_RUNS || process.env.BENCH_RUNS || 3)),
  // Servers listen on BENCH_PORT, BENCH_PORT+1, … when set (several benches or test
  // servers on one machine), else on free ports the system picks.
  basePort: Number(process.env.BENCH_PORT || 0),
  load: process.env.BENCH_LOAD !== '0',
  loadPage: process.env.BENCH_LOAD_PAGE || '/services/laser-scanning',
  connections: Number(process.env.BENCH_LOAD_CONNECTIONS || 50),
  duration: Number(process.env.BENCH_LOAD_DURATION || 10)
};

const knownPaths = new Set(allRoutes().map((r) => r.path));
for (const page of [...config.pages, ...config.realPages, config.loadPage])
  if (!knownPaths.has(page)) throw new Error(`${page} is not a page of lib/routes.ts`);
for (const locale of [...config.locales, ...config.realLocales])
  if (!localeTable.some((l) => l.code === locale)) throw new Error(`${locale} is not a locale of lib/i18n/locales.ts`);
for (const preset of config.presets) if (!['mobile', 'desktop'].includes(preset)) throw new Error(`unknown preset ${preset}`);

let portsTaken = 0;
/** The next port of BENCH_PORT's range, or a free one. */
const nextPort = () => (config.basePort ? Promise.resolve(config.basePort + portsTaken++) : freePort());

// ---------------------------------------------------------------------------------------
// Small helpers.

/** Children to stop on exit, however the run ends. */
const cleanups = [];
async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));
process.on('SIGTERM', () => cleanup().then(() => process.exit(143)));

/** The static server as its own process, so it never competes with this one's event loop. */
async function startStaticServer(dir) {
  const port = await nextPort();
  const child = spawn(process.execPath, [path.join(root, 'bench/static-server.mjs'), dir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit']
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGTERM');
    });
  cleanups.push(stop);
  return { url: `http://127.0.0.1:${port}`, stop };
}

/**
 * `server` as deployed: nginx with deploy/nginx.conf in front of it, its cache warmed
 * with `pages` and every file of the build they name, so that Lighthouse sees the server
 * response times visitors get (nginx's, not Node's: a file from next start takes 2–3 ms
 * of its single thread, and requests in parallel wait for each other). Without nginx,
 * `server` itself.
 */
async function asDeployed(server, name, pages, work) {
  const nginx = findNginx();
  if (!nginx) return { url: server.url, via: 'next start (nginx is not installed)' };
  const dir = path.join(work, `nginx-${name}`);
  const port = await nextPort();
  const proxy = await startNginx({ conf: renderDeployConf({ listenPort: port, upstreamPort: server.port, dir, nginx }), dir, nginx, port });
  cleanups.push(proxy.stop);
  // Stylesheets, fonts, icons and images (the limit's resources), then the build's
  // chunks the pages name; then every one of them must come from the cache.
  const { served } = await saveStaticCopy({ origin: proxy.url, pages, strip: true });
  const built = new Set();
  for (const html of served.values()) for (const [file] of html.matchAll(/\/_next\/static\/[\w@~.-]+\/[\w@~./-]+/g)) built.add(file);
  for (const file of built) await fetch(proxy.url + file).then((r) => r.arrayBuffer());
  for (const file of built) {
    const status = await fetch(proxy.url + file).then((r) => r.headers.get('x-cache-status'));
    if (status !== 'HIT') throw new Error(`nginx cache is not warm: ${file} X-Cache-Status ${status}`);
  }
  return { url: proxy.url, via: 'nginx (deploy/nginx.conf, cache warmed) → next start', stop: proxy.stop, nginx };
}

// ---------------------------------------------------------------------------------------
// Lighthouse: our pages, each with its limit, and the floor, in one run.

/** The floor is measured once per this many jobs of a preset (and never fewer than BENCH_RUNS times). */
const jobsPerFloorRun = 3;

const metrics = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'totalBytes', 'scriptBytes'];
const medians = (runs) => Object.fromEntries(metrics.map((m) => [m, median(runs.map((r) => r[m]))]));

/** One Chromium for all runs, restarted (and the run retried once) when a run fails. */
async function lighthouseRunner() {
  let chrome = await launchChrome();
  cleanups.push(async () => chrome.kill());
  const run = async (url, preset) => {
    let problem;
    try {
      const result = await runLighthouse(chrome, url, preset);
      if (!result.runtimeError) return result;
      problem = result.runtimeError;
    } catch (error) {
      problem = error.message;
    }
    // A crashed or wedged Chromium, or a run Lighthouse itself gave up on (e.g. NO_NAVSTART
    // on a busy machine): start a new Chromium and try this run once more.
    console.warn(`  Lighthouse failed on ${url} (${problem}); restarting Chromium and retrying once`);
    await Promise.resolve(chrome.kill()).catch(() => {});
    chrome = await launchChrome();
    return runLighthouse(chrome, url, preset).catch((e) => ({ runtimeError: String(e.message) }));
  };
  return { run, close: () => Promise.resolve(chrome.kill()).catch(() => {}) };
}

/**
 * Lighthouse on every job (ours, then the limit copy, alternating run by run) and on the
 * floor, whose runs are spread evenly among each preset's jobs, so that all three see
 * the same machine load. Returns the jobs with medians, and the floor's medians by preset.
 * @param {{ pages: string[], locales: string[], presets: string[], runs: number }} plan
 */
async function lighthouseAll(origins, plan) {
  const jobs = [];
  for (const page of plan.pages)
    for (const locale of plan.locales)
      for (const preset of plan.presets) jobs.push({ page, locale, url: localizedPath(locale, page), preset, ours: [], limit: [] });
  const floorRuns = Object.fromEntries(plan.presets.map((p) => [p, []]));
  /**
   * How many floor runs go before each job, spread over each preset's jobs: `runs` at
   * least, and one per `jobsPerFloorRun` jobs. Every page's TBT and score budgets are
   * read off the floor's median, so its noise moves them all at once; three floor runs
   * in a run of 28 pages gave medians of 103 to 127 ms from one full run to the next.
   */
  const floorBefore = new Map();
  for (const preset of plan.presets) {
    const own = jobs.filter((j) => j.preset === preset);
    const count = Math.max(plan.runs, Math.ceil(own.length / jobsPerFloorRun));
    for (let k = 0; k < count; k++) {
      const job = own[Math.floor((k * own.length) / count)];
      floorBefore.set(job, (floorBefore.get(job) ?? 0) + 1);
    }
  }

  const lighthouse = await lighthouseRunner();
  const total = jobs.length * plan.runs + [...floorBefore.values()].reduce((sum, n) => sum + n, 0);
  let done = 0;
  const counter = () => `[${String(++done).padStart(String(total).length)}/${total}]`;
  for (const job of jobs) {
    for (let k = 0; k < (floorBefore.get(job) ?? 0); k++) {
      const floor = await lighthouse.run(origins.floor + '/', job.preset);
      floorRuns[job.preset].push(floor);
      console.log(
        `${counter()} ${job.preset.padEnd(7)} ${'floor'.padEnd(32)} perf ${fmt(floor.performance)} LCP ${fmt(sec(floor.lcp), 2, 's')} TBT ${fmt(floor.tbt, 0, 'ms')} JS ${fmt(kb(floor.scriptBytes), 1, 'KB')}`
      );
    }
    for (let run = 0; run < plan.runs; run++) {
      const ours = await lighthouse.run(origins.ours + job.url, job.preset);
      const limit = await lighthouse.run(origins.limit + job.url, job.preset);
      job.ours.push(ours);
      job.limit.push(limit);
      console.log(
        `${counter()} ${job.preset.padEnd(7)} ${job.url.padEnd(32)} ` +
          `perf ${fmt(ours.performance)} LCP ${fmt(sec(ours.lcp), 2, 's')} TBT ${fmt(ours.tbt, 0, 'ms')} JS ${fmt(kb(ours.scriptBytes), 1, 'KB')} | ` +
          `limit LCP ${fmt(sec(limit.lcp), 2, 's')}${ours.runtimeError ? `  ERROR ${ours.runtimeError}` : ''}`
      );
    }
    job.median = medians(job.ours);
    job.limitMedian = medians(job.limit);
    job.fonts = [...new Set(job.ours.flatMap((r) => r.fonts ?? []))];
    job.failedAudits = [...new Set(job.ours.flatMap((r) => r.failedAudits ?? []))];
    job.findings = Object.assign({}, ...job.ours.map((r) => r.findings ?? {}));
  }
  await lighthouse.close();
  const floor = Object.fromEntries(Object.entries(floorRuns).map(([preset, runs]) => [preset, medians(runs)]));
  return { jobs, floor, floorRuns };
}

/**
 * Our pages against their limit and the floor: LCP ÷ limit LCP, and TBT, score and
 * JavaScript as differences from the floor (what the site adds to the framework).
 */
function printLighthouseTable(title, { jobs, floor, floorRuns }) {
  const header = [
    'page',
    'preset',
    'perf',
    '− floor',
    'a11y',
    'bp',
    'seo',
    'FCP',
    'LCP',
    'limit LCP',
    'LCP ÷ limit',
    'TBT',
    '− floor',
    'CLS',
    'KB',
    'JS KB',
    '− floor'
  ];
  const row = (url, preset, m, l, f) => [
    url,
    preset,
    fmt(m.performance),
    f ? signed(diff(m.performance, f.performance)) : '',
    fmt(m.accessibility),
    fmt(m.bestPractices),
    fmt(m.seo),
    fmt(sec(m.fcp), 2, 's'),
    fmt(sec(m.lcp), 2, 's'),
    l ? fmt(sec(l.lcp), 2, 's') : '',
    l ? fmt(ratio(m.lcp, l.lcp), 2) : '',
    fmt(m.tbt, 0, 'ms'),
    f ? signed(diff(m.tbt, f.tbt), 0, 'ms') : '',
    fmt(m.cls, 3),
    fmt(kb(m.totalBytes), 1),
    fmt(kb(m.scriptBytes), 1),
    f ? signed(kb(diff(m.scriptBytes, f.scriptBytes)), 1) : ''
  ];
  const presets = [...new Set(jobs.map((j) => j.preset))];
  const rows = [
    ...presets.map((p) => row(`floor (bench/floor, ${floorRuns[p]?.length ?? 0} runs)`, p, floor[p] ?? {}, null, null)),
    ...jobs.map((j) => row(j.url, j.preset, j.median, j.limitMedian, floor[j.preset]))
  ];
  printTable(title, header, rows);
}

// ---------------------------------------------------------------------------------------
// The real-throttle view: our pages, each with its limit, and the
// floor, loaded cold with the phone's link and CPU applied for real.

const realMetrics = ['fcp', 'lcp', 'hydrated', 'tbt', 'scriptBytes'];
const realMedians = (runs) => Object.fromEntries(realMetrics.map((m) => [m, median(runs.map((r) => r[m]))]));

/**
 * Every job (page × locale) `runs` times: in each run, our page and its limit copy one
 * after another, in an order that turns from job to job (so that none is
 * always first after the floor or after another page), and the floor before one job in
 * `jobsPerFloorRun`, so that all of them see the same machine load.
 * @param {{ ours: string, limit: string, floor: string }} origins
 * @param {{ pages: string[], locales: string[], runs: number }} plan
 */
async function realAll(origins, plan) {
  const jobs = plan.pages.flatMap((page) =>
    plan.locales.map((locale) => ({
      page,
      locale,
      url: localizedPath(locale, page),
      ours: [],
      limit: []
    }))
  );
  const floorRuns = [];
  const real = await launchReal();
  cleanups.push(real.close);
  const targets = [
    { name: 'site', origin: origins.ours, hydrates: true },
    { name: 'limit', origin: origins.limit, hydrates: false }
  ];
  const floorPerRun = Math.ceil(jobs.length / jobsPerFloorRun);
  const total = plan.runs * (jobs.length * targets.length + floorPerRun);
  let done = 0;
  const show = (name, url, r) =>
    console.log(
      `[${String(++done).padStart(String(total).length)}/${total}] real ${name.padEnd(12)} ${url.padEnd(32)} ` +
        `LCP ${fmt(r.lcp, 0, 'ms')} hydrated ${fmt(r.hydrated, 0, 'ms')} TBT ${fmt(r.tbt, 0, 'ms')} JS ${fmt(kb(r.scriptBytes), 1, 'KB')}` +
        (r.error ? `  ERROR ${r.error}` : '')
    );
  for (let run = 0; run < plan.runs; run++)
    for (const [index, job] of jobs.entries()) {
      if (index % jobsPerFloorRun === 0) {
        const floor = await real.measure(origins.floor + '/', { hydrates: true });
        floorRuns.push(floor);
        show('floor', '/', floor);
      }
      for (let k = 0; k < targets.length; k++) {
        const target = targets[(k + run + index) % targets.length];
        const result = await real.measure(target.origin + job.url, { hydrates: target.hydrates });
        (target.name === 'limit' ? job.limit : job.ours).push(result);
        show(target.name, job.url, result);
      }
    }
  await real.close();
  for (const job of jobs) {
    job.median = realMedians(job.ours);
    job.limitMedian = realMedians(job.limit);
  }
  return { jobs, floor: realMedians(floorRuns), floorRuns };
}

function printRealTable({ jobs, floor, floorRuns }, runs) {
  const c = realConditions;
  const header = ['page', 'build', 'real LCP', 'LCP ÷ limit', 'hydrated', '÷ floor', 'real TBT', 'JS KB'];
  const row = (url, name, list, m, l) => [
    url,
    name,
    range(list.map((r) => r.lcp)),
    l ? fmt(ratio(m.lcp, l.lcp), 2) : '',
    range(list.map((r) => r.hydrated)),
    name === 'limit' || name === 'floor' ? '' : fmt(ratio(m.hydrated, floor.hydrated), 2),
    range(list.map((r) => r.tbt)),
    fmt(kb(m.scriptBytes), 1)
  ];
  const rows = [row('/', `floor (${floorRuns.length} runs)`, floorRuns, floor, null)];
  for (const j of jobs) {
    rows.push(row(j.url, 'site', j.ours, j.median, j.limitMedian));
    rows.push(row(j.url, 'limit', j.limit, j.limitMedian, null));
  }
  printTable(
    `Real-throttle view, ${runs} cold load(s) each, median [min–max] in ms: Chromium with ${c.latencyMs} ms latency, ${fmt(c.downloadKbps / 1024, 2)} Mbit/s down, ` +
      `${c.cpuSlowdown}× CPU, ${c.viewport.width}×${c.viewport.height}; "hydrated" = <html data-hydrated> set; "real TBT" = long tasks after the first contentful paint, beyond 50 ms; ` +
      `"limit" = the page's HTML+CSS without scripts; "floor" = bench/floor`,
    header,
    rows
  );
}

// ---------------------------------------------------------------------------------------
// Load: requests per second on one prerendered page.

async function loadTest(name, url, check) {
  const headers = { 'accept-encoding': 'gzip' };
  const probe = await fetch(url, { headers });
  const body = await probe.text();
  if (!probe.ok || !body.includes('<html')) throw new Error(`${name}: ${url} answered ${probe.status}, not the page`);
  check?.(probe);
  // Warm-up (JIT, caches, keep-alive pools), not measured.
  await autocannon({ url, connections: config.connections, duration: 2, headers });
  const r = await autocannon({ url, connections: config.connections, duration: config.duration, headers });
  const result = {
    name,
    url,
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    averageLatencyMs: r.latency.average,
    bytesPerResponse: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : null,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx
  };
  console.log(
    `  ${name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`
  );
  return result;
}

async function loadAll(next, work) {
  console.log(
    `\nLoad test: autocannon -c ${config.connections} -d ${config.duration} on ${config.loadPage} (gzip accepted), after a 2 s warm-up each`
  );
  // The page's full HTML (scripts included: the same bytes Next sends), as a file.
  const loadDir = path.join(work, 'load');
  await saveStaticCopy({ origin: next.url, pages: [config.loadPage], dir: loadDir, strip: false });
  const results = [];
  results.push(await loadTest('next start', next.url + config.loadPage));
  const stat = await startStaticServer(loadDir);
  results.push(await loadTest('node static server', stat.url + config.loadPage));
  await stat.stop();

  const deployed = await asDeployed(next, 'load', [config.loadPage], work);
  if (!deployed.stop) {
    console.log('  nginx is not installed: skipping the nginx measurements (Debian: apt-get install nginx-light).');
    return results;
  }
  results.push(
    await loadTest('nginx (deploy/nginx.conf) → next start, cache warm', deployed.url + config.loadPage, (probe) => {
      if (probe.headers.get('x-cache-status') !== 'HIT')
        throw new Error(`nginx cache is not warm: X-Cache-Status ${probe.headers.get('x-cache-status')}`);
    })
  );
  await deployed.stop();

  const { nginx } = deployed;
  const bareDir = path.join(work, 'nginx-bare');
  const barePort = await nextPort();
  const bare = await startNginx({
    conf: renderStaticConf({ listenPort: barePort, root: loadDir, dir: bareDir, nginx }),
    dir: bareDir,
    nginx,
    port: barePort
  });
  cleanups.push(bare.stop);
  results.push(await loadTest('bare nginx, static file', bare.url + config.loadPage));
  await bare.stop();
  return results;
}

function printLoadTable(results) {
  const by = (name) => results.find((r) => r.name.startsWith(name));
  const node = by('node static');
  const bare = by('bare nginx');
  const rows = results.map((r) => {
    const notes = [];
    if (r.name === 'next start' && node) notes.push(`${fmt(ratio(r.requestsPerSecond, node.requestsPerSecond), 3)}× node static`);
    if (r.name !== 'bare nginx, static file' && bare)
      notes.push(`${fmt(ratio(r.requestsPerSecond, bare.requestsPerSecond), 3)}× bare nginx`);
    return [r.name, '', fmt(r.requestsPerSecond, 0), fmt(r.p99Ms, 0, ' ms'), fmt(kb(r.bytesPerResponse), 1), notes.join(', ') || '–'];
  });
  printTable(
    `Load: ${config.loadPage}, ${config.connections} connections for ${config.duration} s (one autocannon client on the same machine: at the top it measures the client as much as the server)`,
    ['target', '', 'req/s', 'p99', 'KB/resp', 'req/s ratio'],
    rows
  );
}

// ---------------------------------------------------------------------------------------
// The framework's runtime, as the build wrote it.

/**
 * What any App Router page loads before a line of the site's own code: Next.js and
 * React's runtime (the build manifest's rootMainFiles), gzipped as `next start` sends it.
 */
function frameworkRuntime(distDir) {
  const dir = path.resolve(root, distDir);
  const files = JSON.parse(fs.readFileSync(path.join(dir, 'build-manifest.json'), 'utf8')).rootMainFiles ?? [];
  const gzipBytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length, 0);
  return { files, gzipBytes };
}

// ---------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const resultsDir = path.join(root, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  cleanups.push(async () => fs.rmSync(work, { recursive: true, force: true }));

  if (!config.skipBuild || !hasBuild(config.distDir)) buildInto(config.distDir);
  if (!config.skipBuild || !hasBuild(path.join(floorDir, '.next'))) buildFloor();
  const server = await startNext({ distDir: config.distDir, port: await nextPort() });
  cleanups.push(server.stop);
  console.log(`next start: ${server.url} (${config.distDir})`);
  const floorServer = await startNext({ distDir: '.next', appDir: floorDir, port: await nextPort(), probePath: '/' });
  cleanups.push(floorServer.stop);
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
  if (load.length) printLoadTable(load);
  const runtime = frameworkRuntime(config.distDir);
  const checks = [
    ...(simulated ? checkBudgets(simulated.jobs, simulated.floor, config.locales) : []),
    ...(real ? checkRealBudgets(real.jobs, real.floor) : [])
  ];
  printBudgets(checks, simulated?.jobs ?? [], runtime);

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    config,
    servedBy: via,
    budgets,
    realBudgets,
    realConditions,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version
    },
    simulated,
    real,
    load,
    frameworkRuntime: runtime,
    budgetChecks: checks,
    missedBudgets: missedGates(checks).map((c) => `${c.name} — ${c.scope}: ${c.shown}`)
  };
  const file = path.join(resultsDir, `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), JSON.stringify(report, null, 2));
  console.log(`\nWrote ${path.relative(root, file)}`);
  return report.missedBudgets.length ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exit(2);
  });

#!/usr/bin/env node
// npm run bench — how fast the site is, against the physical limit, with budgets.
//
//  1. Builds the site into its own folder (.next-bench) and starts `next start` on 127.0.0.1.
//  2. Saves every measured page's HTML + CSS with all <script>s removed and serves it
//     with a tiny static server: the same content at zero JavaScript and zero server
//     work (the limit).
//  3. Lighthouse 12 in Debian's Chromium, mobile and desktop presets, N runs each, on our
//     page and on the limit copy, interleaved so both see the same machine load.
//  4. autocannon -c 50 -d 10 on one prerendered page: `next start` vs the static server,
//     and, when nginx is installed, nginx with deploy/nginx.conf in front of next start
//     (cache warm) vs bare nginx serving the same HTML.
//  5. Prints medians and ratios, checks the budgets of issue 7, writes
//     bench/results/bench-<time>.json (and latest.json). Exit code 1 when a budget is missed.
//
// Quick run:  BENCH_RUNS=1 BENCH_LOCALES=en BENCH_PAGES=/,/contact BENCH_PRESETS=mobile npm run bench
// Other knobs: BENCH_SKIP_BUILD=1 (reuse the last .next-bench build), BENCH_DIST_DIR,
// BENCH_LOAD=0 (no load test), BENCH_LOAD_PAGE, BENCH_LOAD_CONNECTIONS, BENCH_LOAD_DURATION.
// Runs under tsx (see package.json) so that it reads the route and locale lists of the app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { findNginx, freePort, renderDeployConf, renderStaticConf, startNginx } from '../../deploy/local-nginx.mjs';
import { localeTable, localizedPath } from '../../lib/i18n/locales.ts';
import { allRoutes, templateSamples } from '../../lib/routes.ts';
import { launchChrome, runLighthouse } from './lighthouse.mjs';
import { buildInto, hasBuild, root, startNext } from './next-server.mjs';
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
  load: process.env.BENCH_LOAD !== '0',
  loadPage: process.env.BENCH_LOAD_PAGE || '/services/laser-scanning',
  connections: Number(process.env.BENCH_LOAD_CONNECTIONS || 50),
  duration: Number(process.env.BENCH_LOAD_DURATION || 10)
};

/** Issue 7's budgets. KB here are KiB (1024 bytes), as Lighthouse reports them. */
const budgets = {
  scores: 100, // mobile performance, accessibility, best practices, SEO on every page
  lcpMs: 1500, // mobile
  tbtMs: 50,
  cls: 0.01,
  scriptKB: 110, // gzipped JS on a content page
  homeTotalKB: 250, // total transfer of the home page
  fontFilesPerLocale: 2
};
/** mapbox-gl may load on /locations once the map is in view, so its JS is not held to scriptKB. */
const scriptBudgetExempt = new Set(['/locations']);

const knownPaths = new Set(allRoutes().map((r) => r.path));
for (const page of [...config.pages, config.loadPage])
  if (!knownPaths.has(page)) throw new Error(`${page} is not a page of lib/routes.ts`);
for (const locale of config.locales)
  if (!localeTable.some((l) => l.code === locale)) throw new Error(`${locale} is not a locale of lib/i18n/locales.ts`);
for (const preset of config.presets) if (!['mobile', 'desktop'].includes(preset)) throw new Error(`unknown preset ${preset}`);

// ---------------------------------------------------------------------------------------
// Small helpers.

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};
const kb = (bytes) => (bytes == null ? null : bytes / 1024);
const sec = (ms) => (ms == null ? null : ms / 1000);
const fmt = (value, digits = 0, unit = '') => (value == null ? '–' : `${value.toFixed(digits)}${unit}`);
const ratio = (a, b) => (a == null || b == null || b === 0 ? null : a / b);

/** Children to stop on exit, however the run ends. */
const cleanups = [];
async function cleanup() {
  while (cleanups.length) await cleanups.pop()().catch(() => {});
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));
process.on('SIGTERM', () => cleanup().then(() => process.exit(143)));

/** The static server as its own process, so it never competes with this one's event loop. */
async function startStaticServer(dir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/static-server.mjs'), dir, String(port)], {
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

// ---------------------------------------------------------------------------------------
// Lighthouse: ours and the limit, page by page.

async function lighthouseAll(origin, limitOrigin) {
  const jobs = [];
  for (const page of config.pages)
    for (const locale of config.locales)
      for (const preset of config.presets) jobs.push({ page, locale, url: localizedPath(locale, page), preset });

  let chrome = await launchChrome();
  cleanups.push(async () => chrome.kill());
  const runOnce = async (url, preset) => {
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

  const total = jobs.length * config.runs;
  let done = 0;
  for (const job of jobs) {
    job.ours = [];
    job.limit = [];
    for (let run = 0; run < config.runs; run++) {
      const ours = await runOnce(origin + job.url, job.preset);
      const limit = await runOnce(limitOrigin + job.url, job.preset);
      job.ours.push(ours);
      job.limit.push(limit);
      done++;
      console.log(
        `[${String(done).padStart(String(total).length)}/${total}] ${job.preset.padEnd(7)} ${job.url.padEnd(32)} ` +
          `perf ${fmt(ours.performance)} LCP ${fmt(sec(ours.lcp), 2, 's')} JS ${fmt(kb(ours.scriptBytes), 1, 'KB')} | ` +
          `limit LCP ${fmt(sec(limit.lcp), 2, 's')}${ours.runtimeError ? `  ERROR ${ours.runtimeError}` : ''}`
      );
    }
    const metrics = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'totalBytes', 'scriptBytes'];
    const medians = (runs) => Object.fromEntries(metrics.map((m) => [m, median(runs.map((r) => r[m]))]));
    job.median = medians(job.ours);
    job.limitMedian = medians(job.limit);
    job.fonts = [...new Set(job.ours.flatMap((r) => r.fonts ?? []))];
    job.failedAudits = [...new Set(job.ours.flatMap((r) => r.failedAudits ?? []))];
    job.findings = Object.assign({}, ...job.ours.map((r) => r.findings ?? {}));
  }
  await Promise.resolve(chrome.kill()).catch(() => {});
  return jobs;
}

function printLighthouseTable(jobs) {
  const header = ['page', 'preset', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'KB', 'JS KB', 'limit LCP', 'LCP ×', 'limit KB', 'KB ×'];
  const rows = jobs.map((j) => {
    const m = j.median;
    const l = j.limitMedian;
    return [
      j.url,
      j.preset,
      fmt(m.performance),
      fmt(m.accessibility),
      fmt(m.bestPractices),
      fmt(m.seo),
      fmt(sec(m.fcp), 2, 's'),
      fmt(sec(m.lcp), 2, 's'),
      fmt(m.tbt, 0, 'ms'),
      fmt(m.cls, 3),
      fmt(kb(m.totalBytes), 1),
      fmt(kb(m.scriptBytes), 1),
      fmt(sec(l.lcp), 2, 's'),
      fmt(ratio(m.lcp, l.lcp), 2),
      fmt(kb(l.totalBytes), 1),
      fmt(ratio(m.totalBytes, l.totalBytes), 2)
    ];
  });
  printTable(`Lighthouse medians of ${config.runs} run(s); "limit" = the same page's HTML+CSS without scripts, served as static files`, header, rows);
}

function printTable(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
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
  console.log(`  ${name}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`);
  return result;
}

async function loadAll(next, work) {
  console.log(`\nLoad test: autocannon -c ${config.connections} -d ${config.duration} on ${config.loadPage} (gzip accepted), after a 2 s warm-up each`);
  // The page's full HTML (scripts included: the same bytes Next sends), as a file.
  const loadDir = path.join(work, 'load');
  await saveStaticCopy({ origin: next.url, pages: [config.loadPage], dir: loadDir, strip: false });
  const results = [];
  results.push(await loadTest('next start', next.url + config.loadPage));
  const stat = await startStaticServer(loadDir);
  results.push(await loadTest('node static server', stat.url + config.loadPage));
  await stat.stop();

  const nginx = findNginx();
  if (!nginx) {
    console.log('  nginx is not installed: skipping the nginx measurements (Debian: apt-get install nginx-light).');
    return results;
  }
  const proxyDir = path.join(work, 'nginx-proxy');
  const proxyPort = await freePort();
  const proxy = await startNginx({
    conf: renderDeployConf({ listenPort: proxyPort, upstreamPort: next.port, dir: proxyDir, nginx }),
    dir: proxyDir,
    nginx,
    port: proxyPort
  });
  cleanups.push(proxy.stop);
  await fetch(proxy.url + config.loadPage, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer());
  results.push(
    await loadTest('nginx (deploy/nginx.conf) → next start, cache warm', proxy.url + config.loadPage, (probe) => {
      if (probe.headers.get('x-cache-status') !== 'HIT') throw new Error(`nginx cache is not warm: X-Cache-Status ${probe.headers.get('x-cache-status')}`);
    })
  );
  await proxy.stop();

  const bareDir = path.join(work, 'nginx-bare');
  const barePort = await freePort();
  const bare = await startNginx({ conf: renderStaticConf({ listenPort: barePort, root: loadDir, dir: bareDir, nginx }), dir: bareDir, nginx, port: barePort });
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
    if (r.name !== 'bare nginx, static file' && bare) notes.push(`${fmt(ratio(r.requestsPerSecond, bare.requestsPerSecond), 3)}× bare nginx`);
    return [r.name, '', fmt(r.requestsPerSecond, 0), fmt(r.p99Ms, 0, ' ms'), fmt(kb(r.bytesPerResponse), 1), notes.join(', ') || '–'];
  });
  printTable(
    `Load: ${config.loadPage}, ${config.connections} connections for ${config.duration} s (one autocannon client on the same machine: at the top it measures the client as much as the server)`,
    ['target', '', 'req/s', 'p99', 'KB/resp', 'req/s ratio'],
    rows
  );
}

// ---------------------------------------------------------------------------------------
// Budgets.

/**
 * What any App Router page loads before a line of the site's own code: Next.js and
 * React's runtime (the build manifest's rootMainFiles), gzipped as `next start` sends
 * it. Printed beside the JavaScript budget, which it says how much of is left.
 */
function frameworkRuntime(distDir) {
  const dir = path.resolve(root, distDir);
  const files = JSON.parse(fs.readFileSync(path.join(dir, 'build-manifest.json'), 'utf8')).rootMainFiles ?? [];
  const gzipBytes = files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length, 0);
  return { files, gzipBytes };
}

function checkBudgets(jobs) {
  const checks = [];
  const add = (name, scope, actual, limit, pass, shown = actual) => checks.push({ name, scope, actual, limit, pass, shown });
  for (const j of jobs.filter((x) => x.preset === 'mobile')) {
    const m = j.median;
    for (const [key, label] of [
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
      ['seo', 'SEO']
    ])
      add(`mobile ${label} = ${budgets.scores}`, j.url, m[key], budgets.scores, m[key] === budgets.scores, fmt(m[key]));
    add(`mobile LCP ≤ ${budgets.lcpMs / 1000} s`, j.url, m.lcp, budgets.lcpMs, m.lcp != null && m.lcp <= budgets.lcpMs, fmt(sec(m.lcp), 2, ' s'));
    add(`mobile TBT ≤ ${budgets.tbtMs} ms`, j.url, m.tbt, budgets.tbtMs, m.tbt != null && m.tbt <= budgets.tbtMs, fmt(m.tbt, 0, ' ms'));
    add(`mobile CLS ≤ ${budgets.cls}`, j.url, m.cls, budgets.cls, m.cls != null && m.cls <= budgets.cls, fmt(m.cls, 3));
    if (!scriptBudgetExempt.has(j.page))
      add(`JavaScript ≤ ${budgets.scriptKB} KB gzipped`, j.url, m.scriptBytes, budgets.scriptKB * 1024, m.scriptBytes != null && m.scriptBytes <= budgets.scriptKB * 1024, fmt(kb(m.scriptBytes), 1, ' KB'));
    if (j.page === '/')
      add(`home total transfer ≤ ${budgets.homeTotalKB} KB`, j.url, m.totalBytes, budgets.homeTotalKB * 1024, m.totalBytes != null && m.totalBytes <= budgets.homeTotalKB * 1024, fmt(kb(m.totalBytes), 1, ' KB'));
  }
  // Layout shifts are not a phone's alone: desktop scrollbars take room (and right-to-left
  // pages are laid out from the right edge), so CLS is held on every preset.
  for (const j of jobs.filter((x) => x.preset !== 'mobile'))
    add(`${j.preset} CLS ≤ ${budgets.cls}`, j.url, j.median.cls, budgets.cls, j.median.cls != null && j.median.cls <= budgets.cls, fmt(j.median.cls, 3));
  for (const locale of config.locales) {
    const fonts = new Set(jobs.filter((j) => j.locale === locale).flatMap((j) => j.fonts));
    add(`font files ≤ ${budgets.fontFilesPerLocale} per locale`, locale, fonts.size, budgets.fontFilesPerLocale, fonts.size <= budgets.fontFilesPerLocale, `${fonts.size} (${[...fonts].map((f) => path.basename(f)).join(', ') || 'none'})`);
  }
  return checks;
}

function printBudgets(checks, jobs, runtime) {
  const failed = checks.filter((c) => !c.pass);
  console.log(
    `\nJavaScript floor: Next.js + React runtime (${runtime.files.length} root chunks every page loads) = ` +
      `${fmt(kb(runtime.gzipBytes), 1)} KB gzipped, against the ${budgets.scriptKB} KB budget.`
  );
  console.log(`Budgets: ${checks.length - failed.length} of ${checks.length} met.`);
  if (!failed.length) return;
  console.log('Missed:');
  for (const c of failed) console.log(`  ✗ ${c.name.padEnd(34)} ${c.scope.padEnd(30)} ${c.shown}`);
  const audits = new Map();
  const example = new Map();
  for (const j of jobs.filter((x) => x.preset === 'mobile'))
    for (const a of j.failedAudits) {
      audits.set(a, [...(audits.get(a) ?? []), j.url]);
      const finding = j.findings?.[a];
      const item = finding?.items?.[0];
      if (!example.has(a) && finding)
        example.set(a, [finding.displayValue, item?.selector, item?.url, item?.description].filter(Boolean).join(' · ').slice(0, 160));
    }
  if (audits.size) {
    console.log('Lighthouse audits below 100 on mobile (details in the JSON):');
    for (const [audit, urls] of audits) {
      console.log(`  ${audit}: ${urls.length > 4 ? `${urls.slice(0, 4).join(', ')} … (${urls.length} pages)` : urls.join(', ')}`);
      if (example.get(audit)) console.log(`      e.g. ${example.get(audit)}`);
    }
  }
}

// ---------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const resultsDir = path.join(root, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  cleanups.push(async () => fs.rmSync(work, { recursive: true, force: true }));

  if (!config.skipBuild || !hasBuild(config.distDir)) buildInto(config.distDir);
  const next = await startNext({ distDir: config.distDir, port: await freePort() });
  cleanups.push(next.stop);
  console.log(`next start: ${next.url} (${config.distDir})`);

  const urls = config.pages.flatMap((p) => config.locales.map((l) => localizedPath(l, p)));
  const copy = await saveStaticCopy({ origin: next.url, pages: urls, dir: path.join(work, 'limit'), strip: true });
  const limit = await startStaticServer(path.join(work, 'limit'));
  console.log(`limit copy: ${urls.length} pages and ${copy.files - urls.length} resources, served at ${limit.url}\n`);

  const jobs = await lighthouseAll(next.url, limit.url);
  await limit.stop();
  const load = config.load ? await loadAll(next, work) : [];

  printLighthouseTable(jobs);
  if (load.length) printLoadTable(load);
  const checks = checkBudgets(jobs);
  const runtime = frameworkRuntime(config.distDir);
  printBudgets(checks, jobs, runtime);

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    config,
    budgets,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    lighthouse: jobs,
    load,
    frameworkRuntime: runtime,
    budgetChecks: checks.map((c) => ({ ...c, shown: undefined })),
    missedBudgets: checks.filter((c) => !c.pass).map((c) => `${c.name} — ${c.scope}: ${c.shown}`)
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

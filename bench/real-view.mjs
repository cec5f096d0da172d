// The real-throttle view: our pages, each with its limit copy, and the floor, loaded
// cold with the phone's link and CPU applied for real (bench/real.mjs); and its table.
import { localizedPath } from '../lib/i18n/locales.ts';
import { onExit } from './cleanups.mjs';
import { jobsPerFloorRun } from './config.mjs';
import { fmt, kb, median, printTable, range, ratio } from './format.mjs';
import { launchReal, realConditions } from './real.mjs';

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
export async function realAll(origins, plan) {
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
  onExit(real.close);
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

export function printRealTable({ jobs, floor, floorRuns }, runs) {
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

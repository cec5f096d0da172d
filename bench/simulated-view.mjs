// The simulated view: Lighthouse on our pages, each with its limit copy, and on the
// floor, in one run; and its table.
import { localizedPath } from '../lib/i18n/locales.ts';
import { onExit } from './cleanups.mjs';
import { jobsPerFloorRun } from './config.mjs';
import { diff, fmt, kb, median, printTable, ratio, sec, signed } from './format.mjs';
import { launchChrome, runLighthouse } from './lighthouse.mjs';

const metrics = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'totalBytes', 'scriptBytes'];
const medians = (runs) => Object.fromEntries(metrics.map((m) => [m, median(runs.map((r) => r[m]))]));

/** One Chromium for all runs, restarted (and the run retried once) when a run fails. */
async function lighthouseRunner() {
  let chrome = await launchChrome();
  onExit(async () => chrome.kill());
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
export async function lighthouseAll(origins, plan) {
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
export function printLighthouseTable(title, { jobs, floor, floorRuns }) {
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

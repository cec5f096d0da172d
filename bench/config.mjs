// The bench's knobs (environment variables; bench/run.mjs's header lists them), read and
// checked once, and the ports its servers listen on.
import { localeTable } from '../lib/i18n/locales.ts';
import { allRoutes, templateSamples } from '../lib/routes.ts';
import { freePort } from '../scripts/common/local-servers.mjs';

const list = (name, fallback) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const allLocales = localeTable.map((l) => l.code).join(',');
// One page of each template; the locations page is the one allowed mapbox-gl.
const onePerTemplate = templateSamples.map((t) => t.path).join(',');

/** Everything measured by default; the knobs narrow it. */
export const config = {
  distDir: process.env.BENCH_DIST_DIR || '.next-bench',
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  runs: Math.max(1, Number(process.env.BENCH_RUNS || 3)),
  locales: list('BENCH_LOCALES', allLocales),
  pages: list('BENCH_PAGES', onePerTemplate),
  presets: list('BENCH_PRESETS', 'mobile,desktop'),
  simulated: process.env.BENCH_SIMULATED !== '0',
  // The real-throttle view (bench/real.mjs).
  real: process.env.BENCH_REAL !== '0',
  realPages: list('BENCH_REAL_PAGES', process.env.BENCH_PAGES ?? onePerTemplate),
  realLocales: list('BENCH_REAL_LOCALES', process.env.BENCH_LOCALES ?? allLocales),
  realRuns: Math.max(1, Number(process.env.BENCH_REAL_RUNS || process.env.BENCH_RUNS || 3)),
  // The site search (bench/search-view.mjs).
  search: process.env.BENCH_SEARCH !== '0',
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

/**
 * The floor is measured before one job in this many (and, in the simulated view, never
 * fewer than BENCH_RUNS times), so that its runs see the same machine load as the pages'.
 */
export const jobsPerFloorRun = 3;

let portsTaken = 0;
/** The next port of BENCH_PORT's range, or a free one. */
export const nextPort = () => (config.basePort ? Promise.resolve(config.basePort + portsTaken++) : freePort());

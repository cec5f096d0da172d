/**
 * What the per-page Content-Security-Policy header rules cost a request
 * (`npm run bench:csp`, docs/performance.md): the same build served twice by `next
 * start`, once as built and once from a copy whose routes manifest has every rule that
 * sends a CSP removed, each also behind deploy/nginx.conf. Requests alternate between the
 * two so that whatever else the machine does weighs on both alike; the figure is time to
 * first byte (headers received), per page of each template and language. Behind nginx it is
 * measured twice: as deployed, where a page's HTML is a cache hit (its key leaves the query
 * out, so the headers stored with the entry are sent and no rule is matched), and with the
 * query put back into the key, where every request is a miss that next start answers.
 * Reads the build through lib/next-build/output.ts; the copy is written to a temporary
 * folder and removed.
 *
 * Usage: NEXT_DIST_DIR=<build> npm run bench:csp [-- <requests per page>]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, renderDeployConf, startNginx } from '../scripts/common/local-nginx.mjs';
import { freePort } from '../scripts/common/local-servers.mjs';
import { locales, defaultLocale } from '../lib/i18n/locales';
import { buildDir, headerRules } from '../lib/next-build/output';
import { templateSamples } from '../lib/routes';
import { root, startNext } from './next-server.mjs';

const perPage = Number(process.argv[2] || 200);
const dist = buildDir();
const copy = fs.mkdtempSync(path.join(root, '.next-csp-cost-'));

type Rule = { headers?: Array<{ key: string }> };
const sendsCsp = (rule: Rule) => rule.headers?.some((h) => h.key.toLowerCase() === 'content-security-policy') ?? false;

fs.cpSync(dist, copy, { recursive: true });
const manifestFile = path.join(copy, 'routes-manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { headers: Rule[] };
const withCsp = (headerRules(dist) as Rule[]).filter(sendsCsp).length;
manifest.headers = manifest.headers.filter((rule) => !sendsCsp(rule));
fs.writeFileSync(manifestFile, JSON.stringify(manifest));

/** Time to the response's headers, in ms; the body is read to the end. */
async function ttfb(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  const at = performance.now() - start;
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return at;
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;

const nginx = findNginx();
/** deploy/nginx.conf, or the same with the query in every cache key: each request a miss. */
const confFor = (conf: string, misses: boolean) => (misses ? conf.replace(/(proxy_cache_key "[^"]*)\$cache_key_args/, '$1$args') : conf);

async function behindNginx(upstreamPort: number, misses: boolean) {
  if (!nginx) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-cost-nginx-'));
  const listenPort = await freePort();
  const conf = renderDeployConf({ listenPort, upstreamPort, dir, nginx });
  if (misses && confFor(conf, true) === conf) throw new Error('deploy/nginx.conf: no $cache_key_args in proxy_cache_key');
  return startNginx({ conf: confFor(conf, misses), dir, nginx, port: listenPort });
}

const servers = await Promise.all(
  [dist, copy].map(async (folder) => {
    const next = await startNext({ distDir: path.relative(root, folder), port: await freePort() });
    return { next, hits: await behindNginx(next.port, false), misses: await behindNginx(next.port, true) };
  })
);

try {
  const pages = locales.flatMap((locale) =>
    templateSamples.map(({ path: page }) => (locale === defaultLocale ? page : `/${locale}${page === '/' ? '' : page}`))
  );
  console.log(`${withCsp} CSP rules in the build; ${pages.length} pages, ${perPage} requests each, alternating`);
  const views = {
    'next start': 'next',
    'nginx, cache hit (as deployed)': 'hits',
    'nginx, cache miss → next start': 'misses'
  } as const;
  for (const [via, key] of Object.entries(views)) {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < perPage; i++) {
      for (const page of pages) {
        for (const side of [0, 1] as const) {
          const server = servers[side]!;
          const base = server[key]?.url;
          if (!base) continue;
          // A query string of its own: a miss in the second nginx view.
          times[side].push(await ttfb(`${base}${page}?r=${i}`));
        }
      }
    }
    if (times[0].length === 0) continue;
    const [rules, none] = times.map((t) => ({ p50: quantile(t, 0.5), p95: quantile(t, 0.95) }));
    console.log(
      `${via}: with the rules p50 ${rules!.p50.toFixed(2)} ms, p95 ${rules!.p95.toFixed(2)} ms; ` +
        `without p50 ${none!.p50.toFixed(2)} ms, p95 ${none!.p95.toFixed(2)} ms; ` +
        `cost p50 ${(rules!.p50 - none!.p50).toFixed(2)} ms`
    );
  }
} finally {
  for (const { next, hits, misses } of servers) {
    await hits?.stop();
    await misses?.stop();
    await next.stop();
  }
  fs.rmSync(copy, { recursive: true, force: true });
}

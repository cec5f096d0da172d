/**
 * What sending each page's Content-Security-Policy costs a request (`npm run bench:csp`,
 * docs/performance.md). proxy.ts sets it on every page path, from the manifest the build
 * wrote (lib/security/page-policies.ts). The bench serves one build as built and from a
 * copy with the proxy turned off (lib/next-build/output.ts, removeProxy), and alternates
 * requests between the two, so that whatever else the machine does weighs on both alike;
 * the figure is time to first byte (headers received), per page of each template and
 * language. The difference is the whole proxy's, an upper bound of the policy's: it also
 * checks the method and the path's encoding and letter case, as it did before it sent policies.
 *
 * Four views: `next start`; deploy/nginx.conf in front of it as deployed, where a page is
 * a cache hit (its key leaves the query out, so nginx sends the headers stored with the
 * entry); the same nginx with the query in the key, every request a miss that next start
 * answers; and OpenNext's AWS function (`npm run build:aws:offline` first; skipped without
 * .open-next), called as Lambda calls it (scripts/test/aws-lambda-bridge.mjs). The copies
 * are written to temporary folders and removed.
 *
 * Usage: NEXT_DIST_DIR=<build> npm run bench:csp [-- <requests per page>]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, renderDeployConf, startNginx } from '../scripts/common/local-nginx.mjs';
import { freePort } from '../scripts/common/local-servers.mjs';
import { locales, defaultLocale } from '../lib/i18n/locales';
import { buildDir, removeProxy } from '../lib/next-build/output';
import { pagePolicies } from '../lib/security/page-policies';
import { templateSamples } from '../lib/routes';
import { hasAwsBuild, openNextDir, startAwsTarget } from '../tests/helpers/aws/target';
import { root, startNext } from '../scripts/common/next-server.mjs';

const perPage = Number(process.argv[2] || 200);
const dist = buildDir();
const copies: string[] = [];

/** A copy of `folder` (in `parent`) whose build folder, at `distIn` under it, runs no proxy. */
function copyWithoutProxy(folder: string, parent: string, distIn: (copy: string) => string): string {
  const copy = fs.mkdtempSync(path.join(parent, '.proxy-cost-'));
  // Readable by the user the AWS function runs as (tests/helpers/aws/target.ts).
  fs.chmodSync(copy, 0o755);
  copies.push(copy);
  fs.cpSync(folder, copy, { recursive: true, verbatimSymlinks: true });
  removeProxy(distIn(copy));
  return copy;
}

/** Time to the response's headers, in ms; the body is read to the end. */
async function ttfb(url: string): Promise<{ ms: number; csp: boolean }> {
  const start = performance.now();
  const response = await fetch(url);
  const ms = performance.now() - start;
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms, csp: response.headers.has('content-security-policy') };
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;

const nginx = findNginx();
/** deploy/nginx.conf, or the same with the query in every cache key: each request a miss. */
const confFor = (conf: string, misses: boolean) => (misses ? conf.replace(/(proxy_cache_key "[^"]*)\$cache_key_args/, '$1$args') : conf);

async function behindNginx(upstreamPort: number, misses: boolean) {
  if (!nginx) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-cost-nginx-'));
  copies.push(dir);
  const listenPort = await freePort();
  const conf = renderDeployConf({ listenPort, upstreamPort, dir, nginx });
  if (misses && confFor(conf, true) === conf) throw new Error('deploy/nginx.conf: no $cache_key_args in proxy_cache_key');
  return startNginx({ conf: confFor(conf, misses), dir, nginx, port: listenPort });
}

type Server = { url: string; stop(): Promise<unknown> };
type Side = { next: Server; hits: Server | null; misses: Server | null; aws: Server | null };

async function side(distFolder: string, openNext: string | null): Promise<Side> {
  const next = await startNext({ distDir: path.relative(root, distFolder), port: await freePort() });
  const [hits, misses] = [await behindNginx(next.port, false), await behindNginx(next.port, true)];
  const aws = openNext ? await startAwsTarget(await freePort(), {}, 60_000, openNext) : null;
  return { next, hits, misses, aws: aws && { url: aws.base, stop: aws.stop } };
}

const withoutDist = copyWithoutProxy(dist, root, (copy) => copy);
const withoutOpenNext = hasAwsBuild
  ? copyWithoutProxy(openNextDir, path.dirname(openNextDir), (copy) => path.join(copy, 'server-functions', 'default', '.next'))
  : null;
if (!hasAwsBuild) console.warn('No OpenNext build in .open-next (npm run build:aws:offline): the AWS function is not measured.');
const sides = [await side(dist, hasAwsBuild ? openNextDir : null), await side(withoutDist, withoutOpenNext)] as const;

try {
  const pages = locales.flatMap((locale) =>
    templateSamples.map(({ path: page }) => (locale === defaultLocale ? page : `/${locale}${page === '/' ? '' : page}`))
  );
  console.log(`${pages.length} pages, ${perPage} requests each, alternating between the proxy and none`);
  const views = {
    'next start': 'next',
    'nginx, cache hit (as deployed)': 'hits',
    'nginx, cache miss → next start': 'misses',
    'the AWS function': 'aws'
  } as const;
  for (const [via, key] of Object.entries(views)) {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < perPage; i++) {
      for (const page of pages) {
        for (const at of [0, 1] as const) {
          const base = sides[at][key]?.url;
          if (!base) continue;
          // A query string of its own: a miss in the second nginx view.
          const { ms, csp } = await ttfb(`${base}${page}?r=${i}`);
          // The copy must really run no proxy, and the build must send the policy.
          if (csp !== (at === 0)) throw new Error(`${via}: ${page} ${csp ? 'has' : 'lacks'} a policy ${at ? 'without' : 'with'} the proxy`);
          times[at].push(ms);
        }
      }
    }
    if (times[0].length === 0) continue;
    const [proxy, none] = times.map((t) => ({ p50: quantile(t, 0.5), p95: quantile(t, 0.95) }));
    // Each request with the proxy is paired with the one without it that followed it: the
    // median of the pairs' differences is less swayed by what else the machine did than the
    // difference of the two medians.
    const paired = quantile(
      times[0].map((ms, i) => ms - times[1][i]!),
      0.5
    );
    console.log(
      `${via}: with the proxy p50 ${proxy!.p50.toFixed(2)} ms, p95 ${proxy!.p95.toFixed(2)} ms; ` +
        `without p50 ${none!.p50.toFixed(2)} ms, p95 ${none!.p95.toFixed(2)} ms; ` +
        `cost p50 ${(proxy!.p50 - none!.p50).toFixed(2)} ms (median of paired differences ${paired.toFixed(2)} ms)`
    );
  }
  // The policy's own share of the proxy's work, in this process: the manifest lookup for the
  // path and setting the header, as proxy.ts does for every page request.
  const policies = pagePolicies();
  if (policies) {
    const rounds = 20_000;
    const start = performance.now();
    for (let i = 0; i < rounds; i++) {
      for (const page of pages) new Headers().set('Content-Security-Policy', policies.pages[page] ?? policies.notFound.en.csp);
    }
    const perRequestUs = ((performance.now() - start) * 1000) / (rounds * pages.length);
    console.log(`the policy lookup and header alone, in process: ${perRequestUs.toFixed(2)} µs a request`);
  }
} finally {
  for (const { next, hits, misses, aws } of sides) {
    await Promise.all([hits?.stop(), misses?.stop(), aws?.stop()]);
    await next.stop();
  }
  for (const copy of copies) fs.rmSync(copy, { recursive: true, force: true });
}

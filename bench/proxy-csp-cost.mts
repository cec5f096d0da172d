/**
 * What sending each page's Content-Security-Policy costs a request (`npm run bench:csp`,
 * docs/performance.md). proxy.ts sets it on every page path, from the manifest the build
 * wrote (lib/security/page-policies.ts). The bench serves one build three ways: (a) as
 * built; (b) from a copy whose proxy has no policy step (removeProxyPolicyStep of
 * lib/next-build/proxy-copies.ts), which still does all else the proxy does: it refuses
 * writes, repairs malformed paths, answers a miscased language and detects the language
 * at "/"; (c) from a copy with no proxy at all (removeProxy). It alternates requests
 * between the three, so that whatever else the machine does weighs on all alike; the
 * figure is time to first byte (headers received), per page of each template and
 * language. a − b is the policy's cost, which the half-millisecond target is about;
 * a − c is the whole proxy's.
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
import { locales, defaultLocale, localeCookieName } from '../lib/i18n/locales';
import { buildDir } from '../lib/next-build/output';
import { removeProxy, removeProxyPolicyStep } from '../lib/next-build/proxy-copies';
import { pagePolicies } from '../lib/security/page-policies';
import { templateSamples } from '../lib/routes';
import { hasAwsBuild, openNextDir, startAwsTarget } from '../tests/helpers/aws/target';
import { root, startNext } from '../scripts/common/next-server.mjs';

const perPage = Number(process.argv[2] || 200);
const dist = buildDir();
const copies: string[] = [];

/** A copy of `folder` (in `parent`) whose build folder, at `distIn` under it, is changed by `change`. */
function copyOf(folder: string, parent: string, distIn: (copy: string) => string, change: (dist: string) => void): string {
  const copy = fs.mkdtempSync(path.join(parent, '.proxy-cost-'));
  // Readable by the user the AWS function runs as (tests/helpers/aws/target.ts).
  fs.chmodSync(copy, 0o755);
  copies.push(copy);
  fs.cpSync(folder, copy, { recursive: true, verbatimSymlinks: true });
  change(distIn(copy));
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

/** The three builds the bench alternates between, in the order of each round. */
const variants = [
  { name: 'the proxy with its policy step', change: null, policy: true, proxy: true },
  { name: 'the proxy without it', change: removeProxyPolicyStep, policy: false, proxy: true },
  { name: 'no proxy', change: removeProxy, policy: false, proxy: false }
] as const;
const awsDistIn = (copy: string) => path.join(copy, 'server-functions', 'default', '.next');
if (!hasAwsBuild) console.warn('No OpenNext build in .open-next (npm run build:aws:offline): the AWS function is not measured.');
const sides: Side[] = [];
for (const { change } of variants) {
  const distFolder = change ? copyOf(dist, root, (copy) => copy, change) : dist;
  const openNext = hasAwsBuild ? (change ? copyOf(openNextDir, path.dirname(openNextDir), awsDistIn, change) : openNextDir) : null;
  sides.push(await side(distFolder, openNext));
}

/**
 * Whether the server at `base` ran the proxy: only the proxy sends "/" to the language of
 * the visitor's cookie. A copy whose change took out more than it should fails here.
 */
async function ranProxy(base: string): Promise<boolean> {
  const response = await fetch(`${base}/`, { redirect: 'manual', headers: { cookie: `${localeCookieName}=ru` } });
  await response.arrayBuffer();
  return response.status >= 300 && response.status < 400;
}

try {
  const pages = locales.flatMap((locale) =>
    templateSamples.map(({ path: page }) => (locale === defaultLocale ? page : `/${locale}${page === '/' ? '' : page}`))
  );
  console.log(`${pages.length} pages, ${perPage} requests each, alternating between ${variants.map((v) => v.name).join(', ')}`);
  const views = {
    'next start': 'next',
    'nginx, cache hit (as deployed)': 'hits',
    'nginx, cache miss → next start': 'misses',
    'the AWS function': 'aws'
  } as const;
  for (const [via, key] of Object.entries(views)) {
    if (!sides.every((s) => s[key])) continue;
    for (const [at, variant] of variants.entries()) {
      // Through a cache hit nginx answers "/" from its entry, whoever made it.
      if (key !== 'hits' && (await ranProxy(sides[at]![key]!.url)) !== variant.proxy)
        throw new Error(`${via}: ${variant.name} ${variant.proxy ? 'did not run' : 'ran'} the proxy`);
    }
    const times: number[][] = variants.map(() => []);
    for (let i = 0; i < perPage; i++) {
      for (const [p, page] of pages.entries()) {
        // Each build goes first, second and third in turn: whichever comes after another
        // request (a connection just used, a cache just warmed) is not always the same one.
        const turn = (i * pages.length + p) % variants.length;
        for (const at of variants.map((_, k) => (k + turn) % variants.length)) {
          const variant = variants[at]!;
          // A query string of its own: a miss in the second nginx view.
          const { ms, csp } = await ttfb(`${sides[at]![key]!.url}${page}?r=${i}`);
          // Only the build as built may send the policy: the copies must really lack the step.
          if (csp !== variant.policy) throw new Error(`${via}: ${page} ${csp ? 'has' : 'lacks'} a policy from ${variant.name}`);
          times[at]!.push(ms);
        }
      }
    }
    const [built, withoutPolicy, withoutProxy] = times.map((t) => ({ t, p50: quantile(t, 0.5), p95: quantile(t, 0.95) }));
    // Each request of the build as built is paired with the ones of the copies in its round:
    // the median of the pairs' differences is less swayed by what else the machine did
    // than the difference of two medians.
    const cost = (other: typeof built) =>
      `${(built!.p50 - other!.p50).toFixed(2)} ms (paired ${quantile(
        built!.t.map((ms, i) => ms - other!.t[i]!),
        0.5
      ).toFixed(2)} ms)`;
    console.log(
      `${via}: p50 / p95 as built ${built!.p50.toFixed(2)} / ${built!.p95.toFixed(2)} ms, ` +
        `without the policy step ${withoutPolicy!.p50.toFixed(2)} / ${withoutPolicy!.p95.toFixed(2)} ms, ` +
        `without the proxy ${withoutProxy!.p50.toFixed(2)} / ${withoutProxy!.p95.toFixed(2)} ms; ` +
        `the policy's cost at p50 ${cost(withoutPolicy)}, the whole proxy's ${cost(withoutProxy)}`
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

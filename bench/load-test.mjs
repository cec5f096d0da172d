// The load test: requests per second on one prerendered page, from `next start`, a
// static server, nginx in front of next start (as deployed) and bare nginx.
import path from 'node:path';
import autocannon from 'autocannon';
import { renderStaticConf, startNginx } from '../scripts/common/local-nginx.mjs';
import { onExit } from './cleanups.mjs';
import { config, nextPort } from './config.mjs';
import { fmt, kb, printTable, ratio } from './format.mjs';
import { asDeployed, startStaticServer } from './servers.mjs';
import { saveStaticCopy } from './static-copy.mjs';

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

export async function loadAll(next, work) {
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
  onExit(bare.stop);
  results.push(await loadTest('bare nginx, static file', bare.url + config.loadPage));
  await bare.stop();
  return results;
}

export function printLoadTable(results) {
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

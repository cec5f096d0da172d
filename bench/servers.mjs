// The servers the bench measures beside `next start` (scripts/common/next-server.mjs): the
// static server that serves the limit copy, and nginx in front of a server, as deployed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { findNginx, renderDeployConf, startNginx } from '../scripts/common/local-nginx.mjs';
import { onExit } from './cleanups.mjs';
import { nextPort } from './config.mjs';
import { root } from '../scripts/common/next-server.mjs';
import { saveStaticCopy } from './static-copy.mjs';

/** The static server as its own process, so it never competes with the bench's event loop. */
export async function startStaticServer(dir) {
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
  onExit(stop);
  return { url: `http://127.0.0.1:${port}`, stop };
}

/**
 * `server` as deployed: nginx with deploy/nginx.conf in front of it, its cache warmed
 * with `pages` and every file of the build they name, so that Lighthouse sees the server
 * response times visitors get (nginx's, not Node's: a file from next start takes 2–3 ms
 * of its single thread, and requests in parallel wait for each other). Without nginx,
 * `server` itself.
 */
export async function asDeployed(server, name, pages, work) {
  const nginx = findNginx();
  if (!nginx) return { url: server.url, via: 'next start (nginx is not installed)' };
  const dir = path.join(work, `nginx-${name}`);
  const port = await nextPort();
  const proxy = await startNginx({ conf: renderDeployConf({ listenPort: port, upstreamPort: server.port, dir, nginx }), dir, nginx, port });
  onExit(proxy.stop);
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

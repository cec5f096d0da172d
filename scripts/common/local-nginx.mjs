// Runs deploy/nginx.conf locally, unprivileged and side by side with anything else:
// the test (tests/e2e/nginx.spec.ts) and `npm run bench` use it. It rewrites the lines
// marked "local:" in the config (port, upstream, pid, logs, cache folder), starts nginx
// in the foreground with a temporary prefix, and stops it again by its pid.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild } from './local-servers.mjs';

const deployConfPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx.conf');

/** Path of the nginx binary, or undefined when nginx is not installed. */
export function findNginx() {
  // NGINX_PATH, when set, is the only candidate (also a way to try the "missing" path).
  if (process.env.NGINX_PATH) return fs.existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : undefined;
  const candidates = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(path.join(dir, 'nginx'));
  return candidates.find((p) => !!p && fs.existsSync(p));
}

/**
 * nginx refuses to start when it cannot create its temporary folders, whose defaults
 * (/var/lib/nginx/...) need root: point every one this binary has into `dir`.
 */
function tempPathDirectives(nginx, dir) {
  // `nginx -V` prints its build options to stderr.
  const built = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr ?? '';
  const modules = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  return modules
    .filter((m) => m === 'client_body' || m === 'proxy' || !new RegExp(`--without-http_${m}_module`).test(built))
    .map((m) => `  ${m}_temp_path ${path.join(dir, `${m}_temp`)};`)
    .join('\n');
}

function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text))
    throw new Error(`deploy/nginx.conf: cannot find the ${what} line (${pattern}); keep the lines marked "local:" recognisable.`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf with its machine-specific lines pointed at `dir` and the given ports.
 * @param {{ listenPort: number, upstreamPort: number, dir: string, nginx: string, accessLog?: boolean }} options
 */
export function renderDeployConf({ listenPort, upstreamPort, dir, nginx, accessLog = false }) {
  let conf = fs.readFileSync(deployConfPath, 'utf8');
  // Workers of a root master run as `user`; in a private temp folder that must be us.
  const me = os.userInfo().username;
  conf = replaceOnce(conf, /^user\s+[^;]+;/m, process.getuid?.() === 0 ? `user ${me};` : '', 'user');
  conf = replaceOnce(conf, /^pid\s+[^;]+;/m, `pid ${path.join(dir, 'nginx.pid')};`, 'pid');
  conf = replaceOnce(conf, /^error_log\s+[^;]+;/m, `error_log ${path.join(dir, 'error.log')} warn;`, 'error_log');
  conf = replaceOnce(
    conf,
    /^(\s*)access_log\s+[^;]+;/m,
    `${tempPathDirectives(nginx, dir)}\n$1access_log ${accessLog ? path.join(dir, 'access.log') : 'off'};`,
    'access_log'
  );
  conf = replaceOnce(conf, /proxy_cache_path\s+\S+/, `proxy_cache_path ${path.join(dir, 'cache')}`, 'proxy_cache_path');
  conf = replaceOnce(conf, /server\s+127\.0\.0\.1:\d+;/, `server 127.0.0.1:${upstreamPort};`, 'upstream server');
  // Both servers (the site and the default one that drops unknown hosts) on the one port.
  conf = replaceOnce(conf, /^(\s*)listen\s+\d+(\s+default_server)?;/gm, `$1listen 127.0.0.1:${listenPort}$2;`, 'listen');
  // The site answers to the names the tests and the bench call it by.
  conf = replaceOnce(conf, /^(\s*)server_name\s+(?!_;)[^;]+;/m, '$1server_name 127.0.0.1 localhost;', 'site server_name');
  return conf;
}

/**
 * A minimal nginx that serves `root` as static files (with .gz siblings via
 * gzip_static): the "bare nginx" the bench compares the cached setup against.
 * @param {{ listenPort: number, root: string, dir: string, nginx: string }} options
 */
export function renderStaticConf({ listenPort, root, dir, nginx }) {
  return `${process.getuid?.() === 0 ? `user ${os.userInfo().username};` : ''}
worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${tempPathDirectives(nginx, dir)}
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;
  gzip_static on;
  server {
    listen 127.0.0.1:${listenPort};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

async function waitForPort(port, child, errorLog, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
  throw new Error(`nginx did not start on 127.0.0.1:${port} (exit code ${child.exitCode}).\n${log}`);
}

/**
 * Starts nginx in the foreground with `conf` (written to `dir`), after `nginx -t`.
 * Resolves once it accepts connections. `stop()` sends QUIT to that master only.
 * @param {{ conf: string, dir: string, nginx: string, port: number }} options
 */
export async function startNginx({ conf, dir, nginx, port }) {
  fs.mkdirSync(dir, { recursive: true });
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const args = ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log')];
  try {
    execFileSync(nginx, [...args, '-t', '-q'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`nginx -t rejected the configuration:\n${/** @type {{stderr?: Buffer}} */ (error).stderr?.toString() ?? error}`);
  }
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  await waitForPort(port, child, path.join(dir, 'error.log')).catch((error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${stderr}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** Graceful stop of this nginx master (and so its workers); resolves when it exited. */
    stop: () => stopChild(child, 'SIGQUIT')
  };
}

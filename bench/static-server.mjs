#!/usr/bin/env node
// A tiny static file server: everything in a folder, read into memory once, with the
// .gz siblings sent to clients that accept gzip. No framework, no work per request
// beyond a Map lookup: the fastest a Node process can serve these files, which makes
// it the yardstick for `next start`. Runs as its own process (the bench's load
// generator must not share its event loop):  node static-server.mjs <folder> <port>
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileFor } from './static-copy.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml'
};

/** @param {string} dir */
function load(dir) {
  /** @type {Map<string, {type: string, raw: Buffer, gz?: Buffer}>} */
  const files = new Map();
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (!relative.endsWith('.gz')) {
        const raw = fs.readFileSync(path.join(dir, relative));
        const gzFile = path.join(dir, `${relative}.gz`);
        const ext = path.extname(relative.replace(/@[0-9a-f]{12}$/, '')).toLowerCase();
        files.set(relative, {
          type: types[ext] ?? 'application/octet-stream',
          raw,
          gz: fs.existsSync(gzFile) ? fs.readFileSync(gzFile) : undefined
        });
      }
    }
  };
  walk('');
  return files;
}

/**
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<http.Server>}
 */
export function serveStatic(dir, port) {
  const files = load(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = files.get(fileFor(url.pathname, url.search)) ?? files.get(fileFor(url.pathname, '', true));
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const gzip = file.gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gz : file.raw;
    res.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      // The same caching as Next's: hashed build assets immutable, pages revalidated.
      'cache-control': url.pathname.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {})
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: node bench/static-server.mjs <folder> <port>');
    process.exit(2);
  }
  await serveStatic(path.resolve(dir), Number(port));
  console.log(`ready http://127.0.0.1:${port}`);
}

/**
 * nginx lets an idle connection to `next start` go before Node does. The other way round,
 * a request nginx sends on a connection Node is closing at that moment is reset; nginx
 * sends no POST again, so a contact post got nginx's 503 "not sent, try again" for no
 * fault of its own (one run in two of tests/integration/enquiries/flood-nginx.test.ts with
 * every connection busy, before deploy/nginx.conf set the upstream's keepalive_timeout).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from 'vitest';

const deploy = path.join(import.meta.dirname, '../../../deploy');

test("nginx's idle connections to next start close at least a second before next start closes them", () => {
  const conf = fs.readFileSync(path.join(deploy, 'nginx.conf'), 'utf8');
  const upstream = /^\s*upstream\s+next_app\s*\{([^}]*)\}/m.exec(conf)?.[1] ?? '';
  expect(upstream).toMatch(/^\s*keepalive\s+\d+;/m);
  // nginx's default for an upstream's idle connections is 60 s.
  const nginxMs = Number(/^\s*keepalive_timeout\s+(\d+)s;/m.exec(upstream)?.[1] ?? 60) * 1000;

  // next start keeps Node's default unless told otherwise (--keepAliveTimeout, in ms).
  const service = fs.readFileSync(path.join(deploy, 'site.service'), 'utf8');
  const given = /--keepAliveTimeout[=\s]+(\d+)/.exec(service)?.[1];
  const server = http.createServer();
  const nodeMs = given ? Number(given) : server.keepAliveTimeout;
  server.close();

  // A second of slack: nginx's timers run late on a busy worker.
  expect(nginxMs).toBeLessThanOrEqual(nodeMs - 1000);
});

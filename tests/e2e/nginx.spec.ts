import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../helpers/e2e/test';
import { maxBodyBytes, proxyBodyBytes } from '@/lib/enquiries/limits';

// Loaded with import(): Playwright's transform turns a static import of an .mjs file into
// CommonJS, which Node then refuses; the helpers are plain ESM so `npm run bench` shares them.
type LocalNginx = typeof import('../../scripts/common/local-nginx.mjs');

/**
 * deploy/nginx.conf, for real: nginx in the foreground with a temporary prefix, pid, logs
 * and cache, on a free 127.0.0.1 port, in front of the `next start` that Playwright
 * launched from the test build (NEXT_DIST_DIR). Checks the caching rules of the config.
 */
const missing = 'nginx is not installed (Debian: apt-get install nginx-light); the deploy/nginx.conf test needs it';

/** The config's limit on a request body outside the form (its first client_max_body_size, in KiB there). */
const otherBodyBytes =
  Number(/client_max_body_size (\d+)k;/.exec(fs.readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8'))![1]) * 1024;

test.describe.configure({ mode: 'serial' });

test.describe('deploy/nginx.conf in front of next start', () => {
  let server: Awaited<ReturnType<LocalNginx['startNginx']>> | undefined;
  let dir = '';
  let nginx: string | undefined;

  test.beforeAll(async ({}, testInfo) => {
    const { findNginx, renderDeployConf, startNginx }: LocalNginx = await import('../../scripts/common/local-nginx.mjs');
    const { freePort }: typeof import('../../scripts/common/local-servers.mjs') = await import('../../scripts/common/local-servers.mjs');
    nginx = findNginx();
    if (!nginx) {
      // CI installs nginx-light (.ci/run), so there a missing nginx is a failure, not a skip.
      if (process.env.CI === 'true') throw new Error(`${missing}, and CI=true.`);
      return;
    }
    const upstream = new URL(String(testInfo.project.use.baseURL));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-test-'));
    const port = await freePort();
    const conf = renderDeployConf({ listenPort: port, upstreamPort: Number(upstream.port), dir, nginx });
    server = await startNginx({ conf, dir, nginx, port });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test.beforeEach(() => {
    test.skip(!nginx, missing);
  });

  /** GET through nginx as a browser would (gzip accepted), body read to the end. */
  async function get(pathname: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server!.url}${pathname}`, { headers: { 'accept-encoding': 'gzip', ...headers }, redirect: 'manual' });
    const body = await response.text();
    return { status: response.status, cache: response.headers.get('x-cache-status'), headers: response.headers, body };
  }

  test('serves a prerendered page, and the second request is a cache HIT', async () => {
    const first = await get('/hseq');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    expect(first.body).toContain('<h1');
    expect(first.cache).toBe('MISS');
    const second = await get('/hseq');
    expect(second.status).toBe(200);
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.get('content-encoding')).toBe('gzip');
  });

  test('keeps HTML and RSC payloads of the same URL apart', async () => {
    // Next answers `?_rsc` with the RSC payload when the request says `RSC: 1`, else HTML.
    const url = '/ru/hseq?_rsc';
    await get(url, { rsc: '1' });
    const rsc = await get(url, { rsc: '1' });
    expect(rsc.status).toBe(200);
    expect(rsc.cache).toBe('HIT');
    expect(rsc.headers.get('content-type')).toContain('text/x-component');
    const html = await get(url);
    expect(html.cache).not.toBe('HIT');
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.body).toContain('<html');
  });

  test('gives a client without gzip an uncompressed page, even when gzip is cached', async () => {
    await get('/az/hseq');
    const plain = await fetch(`${server!.url}/az/hseq`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<html');
  });

  test('never caches /api/', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await get('/api/nginx-cache-probe');
      expect(response.cache).toBe('BYPASS');
    }
  });

  test('never caches the language-detecting root', async () => {
    await get('/');
    const again = await get('/', { 'accept-language': 'ar' });
    expect(again.cache).toBe('BYPASS');
    expect(again.status).toBe(307);
    expect(again.headers.get('location')).toMatch(/\/ar$/);
  });

  test('does not cache 404s', async () => {
    await get('/no-such-page-for-nginx');
    const again = await get('/no-such-page-for-nginx');
    expect(again.status).toBe(404);
    expect(again.cache).not.toBe('HIT');
  });

  test('caches a static asset, immutable for a year', async () => {
    const page = await get('/hseq');
    const asset = page.body.match(/\/_next\/static\/[^"'\s]+\.(?:css|js)/)?.[0];
    expect(asset, 'the page links a /_next/static asset').toBeTruthy();
    await get(asset!);
    const second = await get(asset!);
    expect(second.status).toBe(200);
    expect(second.cache).toBe('HIT');
    expect(second.headers.get('cache-control')).toContain('immutable');
  });

  test('caches a page’s link-preview card for a year and the news feed until the next deploy', async () => {
    const page = await get('/ru/services/gpr');
    const card = page.body.match(/property="og:image" content="https?:\/\/[^/"]+(\/cards\/[^"]+\.png)"/)?.[1];
    expect(card, 'the page names its card').toBeTruthy();
    for (const url of [card!, '/ru/news/feed.xml']) {
      await get(url);
      const second = await get(url);
      expect(second.status, url).toBe(200);
      expect(second.cache, url).toBe('HIT');
    }
    expect((await get(card!)).headers.get('cache-control')).toContain('immutable');
  });

  /**
   * A raw request through nginx (node:http, so that Host and Content-Length are ours):
   * resolves with the answer, or with the socket error when nginx closed without one.
   * `body` bytes are sent when given, else only the headers.
   */
  function raw(options: { method?: string; path: string; headers: Record<string, string | number>; body?: Buffer }) {
    return new Promise<{ status?: number; contentType?: string; headers?: http.IncomingHttpHeaders; error?: string }>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port: server!.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers
      });
      request.on('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode, contentType: response.headers['content-type'], headers: response.headers });
        request.destroy();
      });
      request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      // nginx waiting for a body we do not send (it would buffer it for the app) is an answer too.
      request.setTimeout(5000, () => {
        resolve({ error: 'no answer within 5 s' });
        request.destroy();
      });
      if (options.body) request.end(options.body);
      else request.flushHeaders();
    });
  }

  /** A POST to the form as its own page would send it (same-site, multipart). */
  const formHeaders = (length: number) => ({
    'content-type': 'multipart/form-data; boundary=nginx-test',
    'content-length': length,
    'sec-fetch-site': 'same-origin',
    origin: 'http://127.0.0.1',
    accept: 'application/json'
  });

  test('drops requests for a host name that is not the site (444: no answer at all)', async () => {
    for (const host of ['unknown.example', '10.0.0.1', 'localhost.evil.example']) {
      const answer = await raw({ path: '/hseq', headers: { host } });
      expect(answer.status, `Host: ${host}`).toBeUndefined();
      expect(answer.error, `Host: ${host}`).toMatch(/ECONNRESET|socket hang up/);
    }
    expect((await raw({ path: '/hseq', headers: { host: 'localhost' } })).status).toBe(200);
  });

  test('a path nginx cannot decode ("/%", "/%zz") gets the site 404 with its headers, not nginx 400', async () => {
    for (const path of ['/%', '/%zz', '/ru/%zz', '/api/%zz']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.body, path).toContain('<h1');
    }
    // Unknown host names are still dropped.
    expect((await raw({ path: '/hseq', headers: { host: 'unknown.example' } })).status).toBeUndefined();
  });

  test('refuses every method but GET and HEAD outside /api/ (405, Allow: GET, HEAD) before Node renders anything', async () => {
    // A POST to a page was rendered by Node (44 a second against 3,191 cached GETs), and
    // each Next-Action post logged a stack trace there.
    const cases: [string, string, Record<string, string>][] = [
      ['POST', '/contact', {}],
      ['POST', '/', { 'next-action': '7f00aa' }],
      ['POST', '/ru/hseq?x=1', { 'next-action': '7f00aa' }],
      ['PUT', '/hseq', {}],
      ['DELETE', '/no-such-page', {}],
      ['OPTIONS', '/contact', {}],
      ['POST', '/_next/static/chunks/x.js', {}]
    ];
    const body = Buffer.from('name=x');
    for (const [method, path, headers] of cases) {
      const answer = await raw({
        method,
        path,
        headers: { ...headers, 'content-type': 'text/plain', 'content-length': body.length },
        body
      });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers?.allow, `${method} ${path}`).toBe('GET, HEAD');
      // nginx's own page: every answer of the app carries its Content-Security-Policy.
      expect(answer.contentType, `${method} ${path}`).toContain('text/html');
      expect(answer.headers?.['content-security-policy'], `${method} ${path}`).toBeUndefined();
    }
    const page = await get('/hseq');
    expect(page.status).toBe(200);
    expect(page.headers.get('allow')).toBeNull();
    expect((await raw({ method: 'HEAD', path: '/hseq', headers: {} })).status).toBe(200);
    // The form's endpoint still takes posts: the app answers (here: no Origin, 403 cross_site).
    const form = await raw({
      method: 'POST',
      path: '/api/contact',
      headers: { 'content-type': 'text/plain', 'content-length': body.length, accept: 'application/json' },
      body
    });
    expect(form.status).toBe(403);
    expect(form.contentType).toContain('application/json');
  });

  test('keys a page’s cache entry without its query string: utm links are HITs and get the plain page', async () => {
    // Every distinct query string was an entry of its own and a trip to Node. The pages
    // are prerendered and read no query on the server (the contact page reads ?to= in
    // the browser).
    const plain = await get('/careers');
    expect(plain.status).toBe(200);
    for (const query of [
      '?utm_source=newsletter',
      '?utm_source=x&utm_medium=email&utm_campaign=2026',
      '?fbclid=abc',
      '?to=careers',
      '?_rsc=1'
    ]) {
      const linked = await get(`/careers${query}`);
      expect(linked.status, query).toBe(200);
      expect(linked.cache, query).toBe('HIT');
      expect(linked.body, query).toBe(plain.body);
    }
    // The other way round: a page first asked for with a query is stored as the plain page.
    const first = await get('/clients?utm_source=first-visitor');
    expect(first.cache).toBe('MISS');
    const after = await get('/clients');
    expect(after.cache).toBe('HIT');
    expect(after.body).toBe(first.body);
    expect(after.body).not.toContain('first-visitor');
    // An RSC request (client navigation) keeps its query: Next answers a wrong _rsc with a redirect.
    await get('/ru/careers?_rsc', { rsc: '1' });
    expect((await get('/ru/careers?_rsc', { rsc: '1' })).cache).toBe('HIT');
    expect((await get('/ru/careers?_rsc&utm_source=x', { rsc: '1' })).cache).not.toBe('HIT');
    // A redirect names the query it was asked with: none is stored under the plain path.
    const redirected = await get('/en/careers?utm_source=leak');
    expect(redirected.status).toBe(308);
    expect(redirected.headers.get('location')).toBe('/careers?utm_source=leak');
    expect((await get('/en/careers')).headers.get('location')).toBe('/careers');
  });

  test('refuses a form body over the app limit plus multipart slack (413) before reading it; the app refuses below that', async () => {
    const over = await raw({ method: 'POST', path: '/api/contact', headers: formHeaders(proxyBodyBytes + 1) });
    expect(over.status).toBe(413);
    expect(over.contentType).toContain('text/html'); // nginx's page: the app never saw it
    // Just over the app's own limit: nginx lets it through, the app answers with its code.
    // Several times: an app that closed the connection on the body nginx was still sending
    // would reset it, now and then, and nginx would answer 502 instead. (Six: the posts
    // share nginx's burst of eleven with the next test.)
    const body = Buffer.alloc(maxBodyBytes + 1, 'x');
    for (let i = 0; i < 6; i++) {
      const app = await raw({ method: 'POST', path: '/api/contact', headers: formHeaders(body.length), body });
      expect(app.status, `post ${i + 1}`).toBe(413);
      expect(app.contentType).toContain('application/json');
    }
    // Elsewhere no body worth speaking of is accepted.
    expect((await raw({ method: 'POST', path: '/api/contact/start', headers: { 'content-length': otherBodyBytes + 1 } })).status).toBe(413);
  });

  test('limits the rate of posts to the form per client (429) before they reach the app', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await get('/api/contact')).status);
    // The app answers GET with 405; nginx's limit_req answers 429 once the burst is spent.
    expect(statuses).toContain(405);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
  });
});

test.describe('deploy/nginx.conf with no app answering behind it', () => {
  let server: Awaited<ReturnType<LocalNginx['startNginx']>> | undefined;
  let dir = '';

  test.beforeAll(async () => {
    const { findNginx, renderDeployConf, startNginx }: LocalNginx = await import('../../scripts/common/local-nginx.mjs');
    const { freePort }: typeof import('../../scripts/common/local-servers.mjs') = await import('../../scripts/common/local-servers.mjs');
    const nginx = findNginx();
    if (!nginx) {
      if (process.env.CI === 'true') throw new Error(`${missing}, and CI=true.`);
      return;
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-down-test-'));
    // A port nothing listens on: every connection to the app is refused, as when its
    // instance was killed with a post in flight, or all are restarting.
    const [port, down] = [await freePort(), await freePort()];
    server = await startNginx({ conf: renderDeployConf({ listenPort: port, upstreamPort: down, dir, nginx }), dir, nginx, port });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test.beforeEach(() => {
    test.skip(!server, missing);
  });

  const post = (accept: string) =>
    fetch(`${server!.url}/api/contact?locale=ru`, {
      method: 'POST',
      headers: { accept, 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1' },
      body: '--x--\r\n'
    });

  test("the form's post gets the app's JSON 503 unavailable with Retry-After, not nginx's HTML 502", async () => {
    const response = await post('application/json');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: false, code: 'unavailable', errors: [{ code: 'unavailable' }] });
  });

  test("a post without JavaScript and the beacon get nginx's page, 503 with Retry-After; pages keep their 502", async () => {
    const plain = await post('text/html');
    expect(plain.status).toBe(503);
    expect(plain.headers.get('content-type')).toContain('text/html');
    expect(plain.headers.get('retry-after')).toBe('30');
    const beacon = await fetch(`${server!.url}/api/contact/start`, { headers: { accept: 'image/*' } });
    expect(beacon.status).toBe(503);
    expect((await fetch(`${server!.url}/no-such-page-behind-a-dead-app`)).status).toBe(502);
  });
});

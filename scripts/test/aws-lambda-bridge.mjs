/**
 * Plays API Gateway (HTTP API) and CloudFront on this machine, in front of the server
 * function that OpenNext built (`.open-next/server-functions/default`), for the tests of
 * the AWS build (tests/aws/). It imports the function's own `handler` and calls it as
 * Lambda would, one event at a time (one warm instance):
 *  - a path that is a file of `.open-next/assets` is served from there, as CloudFront's
 *    behaviours send /_next/static/… and the public files to S3;
 *  - anything else becomes an API Gateway v2 event: the body base64-encoded, the client's
 *    address appended to X-Forwarded-For, X-Forwarded-Proto https, the cookies in
 *    `cookies`; an event over Lambda's payload limit (BRIDGE_PAYLOAD_LIMIT, which the AWS
 *    test sets to `platformRequestLimits.lambdaPayloadBytes` of lib/enquiries/limits.ts)
 *    is refused with 413, as Lambda refuses it, without reaching the function;
 *  - the function's result (status, headers, `cookies`, base64 body) is the answer.
 * The working folder is the function's, as Lambda's task root. The test runs this as a
 * user that can write only /tmp, with Lambda's variables set (tests/helpers/aws/target.ts).
 *
 * Usage: node scripts/test/aws-lambda-bridge.mjs <.open-next folder> <port>
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [openNextDir, portArg] = process.argv.slice(2);
if (!openNextDir || !portArg) throw new Error('usage: aws-lambda-bridge.mjs <.open-next folder> <port>');
const functionDir = path.resolve(openNextDir, 'server-functions', 'default');
const assetsDir = path.resolve(openNextDir, 'assets');
/** Lambda's limit for a synchronous invocation's event, and for its result (the test passes lib/enquiries/limits.ts's). */
const payloadLimit = Number(process.env.BRIDGE_PAYLOAD_LIMIT || 6 * 1024 * 1024);

process.chdir(functionDir);
const { handler } = await import(pathToFileURL(path.join(functionDir, 'index.mjs')).href);

const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.html': 'text/html; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json'
};

/** The file of the assets folder a GET or HEAD names, or null (then the function answers). */
function assetFile(method, pathname) {
  if (method !== 'GET' && method !== 'HEAD') return null;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.join(assetsDir, decoded);
  if (!file.startsWith(assetsDir + path.sep)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

let invocations = 0;

/** The API Gateway v2 event of a request, as the HTTP API sends it to Lambda. */
function eventOf(req, url, body) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${sourceIp}` : sourceIp;
  headers['x-forwarded-proto'] = 'https';
  headers['x-forwarded-port'] = '443';
  const cookies = req.headers.cookie ? req.headers.cookie.split(/;\s*/).filter(Boolean) : undefined;
  invocations += 1;
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies ? { cookies } : {}),
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: { method: req.method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp, userAgent: headers['user-agent'] ?? '' },
      requestId: `local-${invocations}`,
      routeKey: '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now()
    },
    body: body.toString('base64'),
    isBase64Encoded: true
  };
}

const context = () => ({
  functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
  awsRequestId: `local-${invocations}`,
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 30_000
});

/** One invocation at a time, as one warm Lambda instance takes them. */
let queue = Promise.resolve();
const invoke = (event) => {
  const result = queue.then(() => handler(event, context()));
  queue = result.catch(() => undefined);
  return result;
};

async function answer(req, res) {
  const url = new URL(req.url ?? '/', 'http://bridge');
  const file = assetFile(req.method, url.pathname);
  if (file) {
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const cache = url.pathname.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
    res.writeHead(200, { 'content-type': type, 'cache-control': cache, 'content-length': fs.statSync(file).size });
    if (req.method === 'HEAD') return res.end();
    return fs.createReadStream(file).pipe(res);
  }
  const event = eventOf(req, url, await readBody(req));
  if (Buffer.byteLength(JSON.stringify(event)) > payloadLimit) {
    res.writeHead(413, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ message: 'Request Entity Too Large' }));
  }
  const result = await invoke(event);
  if (Buffer.byteLength(JSON.stringify(result)) > payloadLimit) {
    res.writeHead(502, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ message: 'Internal Server Error' }));
  }
  const headers = { ...result.headers };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

const server = http.createServer((req, res) => {
  answer(req, res).catch((error) => {
    console.error('bridge: the function failed', error);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Internal Server Error' }));
  });
});
server.listen(Number(portArg), '127.0.0.1', () => console.log(`aws-lambda-bridge: listening on 127.0.0.1:${portArg}`));

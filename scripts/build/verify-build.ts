/**
 * The last postbuild step: checks the real build (lib/next-build/verify.ts) and exits
 * non-zero, naming each problem, when a named file is missing, a start-up chunk lacks
 * the compile hint that the (optional) compile-hint step recorded it applied, or a page or
 * a 404 is served without a Content-Security-Policy that lists its inline scripts, or in
 * another language than its own. It serves the build with `next start` for a few seconds
 * (127.0.0.1, a free port) and asks it every sample straight, then through
 * deploy/nginx.conf where nginx is installed (required under CI); the AWS function is asked
 * the same by its tests (tests/aws/). docs/next-upgrade.md says when to read its output.
 * Also run by the tests on altered copies of a real build
 * (tests/integration/next-build/verify-build.test.ts), with the build folder as NEXT_DIST_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prefixedLocales } from '../../lib/i18n/locales';
import { buildLogLine } from '../../lib/next-build/build-log';
import { buildDir } from '../../lib/next-build/output';
import { checkPages, checkServed, servedSamples } from '../../lib/next-build/verify';
import { cspAllows } from '../../lib/security/csp';
import { root, startNext } from '../common/next-server.mjs';
import { findNginx, renderDeployConf, startNginx } from '../common/local-nginx.mjs';
import { freePort } from '../common/local-servers.mjs';

/** The same samples through deploy/nginx.conf in front of `upstreamPort`; null where nginx is not installed. */
async function throughNginx(upstreamPort: number, ask: (server: string, origin: string) => Promise<string[]>): Promise<string[] | null> {
  const nginx = findNginx();
  if (!nginx) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-build-nginx-'));
  const port = await freePort();
  const server = await startNginx({ conf: renderDeployConf({ listenPort: port, upstreamPort, dir, nginx }), dir, nginx, port });
  try {
    return await ask('nginx', server.url);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const dist = buildDir();
  const problems = checkPages(dist);
  const samples = servedSamples(dist, ['', ...prefixedLocales.map((locale) => `/${locale}`)]);
  const ask = (server: string, origin: string) => checkServed(server, origin, samples, cspAllows);
  const servers = ['next start'];
  // next.config joins distDir to the project folder, so it is given relative to it.
  const next = await startNext({ distDir: path.relative(root, dist), port: await freePort() });
  try {
    problems.push(...(await ask('next start', next.url)));
    const proxied = await throughNginx(next.port, ask);
    if (proxied) servers.push('nginx');
    else if (process.env.CI) problems.push('nginx is not installed: the build could not be checked behind deploy/nginx.conf');
    else console.warn('verify-build: nginx is not installed, so the build was checked on next start only');
    problems.push(...(proxied ?? []));
  } finally {
    await next.stop();
  }
  if (problems.length) {
    console.error(buildLogLine('verifyFailed', { count: problems.length, dist }));
    for (const problem of problems.slice(0, 40)) console.error(`  ✗ ${problem}`);
    if (problems.length > 40) console.error(`  … and ${problems.length - 40} more`);
    console.error('A Next upgrade may have changed what the postbuild steps rely on: docs/next-upgrade.md.');
    return 1;
  }
  console.log(buildLogLine('verifyPassed', { server: servers.join(' and '), paths: samples.length }));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  }
);

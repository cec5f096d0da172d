/**
 * The smoke suite's server (vitest.engines.config.mts's globalSetup): `next start` on
 * 127.0.0.1 with the default production build, the one `npm run test:build` has made
 * (scripts/build/ensure-build.mjs; no map token, no analytics id: no third-party
 * request at all). Started once for both engines.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { stopChild } from '../../../scripts/common/local-servers.mjs';
import { enginePorts } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the smoke suite's `next start` answers. */
    siteUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

export default async function startSite(project: TestProject): Promise<() => Promise<void>> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID')))
    throw new Error(`No production build in ${distDir}: run \`npm run build\` (or npm run test:build) first.`);
  // A store of its own for each run: the suite's posts (one per engine) never meet the
  // rate limit (rateLimit in lib/enquiries/limits.ts), which counts the socket's address here.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-smoke-site-'));
  const url = `http://127.0.0.1:${enginePorts.site}`;
  // Another server on the port would answer the readiness check below in this one's place.
  const taken = await fetch(url).then(
    () => true,
    () => false
  );
  if (taken) throw new Error(`Port ${enginePorts.site} is taken: stop what listens there, or move the test servers with E2E_PORT.`);
  const child = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(enginePorts.site)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      ENQUIRY_DB: path.join(dir, 'enquiries.sqlite'),
      // Stored only: no database server, no mail leaves the machine.
      DATABASE_URL: '',
      SMTP_URL: '',
      // Nothing in front of the server: the socket's address is the client (lib/security/forwarded.ts).
      ENQUIRY_PROXY_HOPS: '0',
      // The form is sent as soon as it is filled; the minimum (minFillMs) has tests of its own.
      ENQUIRY_MIN_FILL_MS: '0'
    },
    stdio: ['ignore', 'ignore', 'inherit']
  });
  const stop = async () => {
    await stopChild(child, 'SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${url}/hseq`).then(
      (r) => r.ok,
      () => false
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`next start did not answer on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('siteUrl', url);
  return stop;
}

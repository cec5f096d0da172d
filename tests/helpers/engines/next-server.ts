/**
 * The smoke suite's server (the engines project's globalSetup, vitest.config.mts): `next start` on
 * 127.0.0.1 with the default production build, the one `npm run test:build` has made
 * (scripts/build/ensure-build.mjs; no map token, no analytics id: no third-party
 * request at all). Started once for both engines.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { defaultDistDir, hasBuild, startNext } from '../../../scripts/common/next-server.mjs';
import { enginePorts } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the smoke suite's `next start` answers. */
    siteUrl: string;
  }
}

export default async function startSite(project: TestProject): Promise<() => Promise<void>> {
  if (!hasBuild()) throw new Error(`No production build in ${defaultDistDir}: run \`npm run build\` (or npm run test:build) first.`);
  // A store of its own for each run: the suite's posts (one per engine) never meet the
  // rate limit (rateLimit in lib/enquiries/limits.ts), which counts the socket's address here.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-smoke-site-'));
  try {
    const server = await startNext({
      port: enginePorts.site,
      env: {
        ENQUIRY_DB: path.join(dir, 'enquiries.sqlite'),
        // Stored only: no database server, no mail leaves the machine.
        DATABASE_URL: '',
        SMTP_URL: '',
        // Nothing in front of the server: the socket's address is the client (lib/security/forwarded.ts).
        ENQUIRY_PROXY_HOPS: '0',
        // The form is sent as soon as it is filled; the minimum (minFillMs) has tests of its own.
        ENQUIRY_MIN_FILL_MS: '0'
      },
      // Its errors show in the run as they come.
      echo: true
    });
    project.provide('siteUrl', server.url);
    return async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

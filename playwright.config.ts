import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { configuredBuildEnv, configuredDistDir } from './scripts/test/configured-build.mjs';
import { chromiumArgs, requireChromium } from './scripts/common/chromium.mjs';
import { testChromiumPath } from './scripts/test/e2e-chromium.mjs';

/**
 * End-to-end tests against production builds (made before by package.json's
 * test:build) served by `next start` on 127.0.0.1, in Debian's Chromium (its headless
 * shell when installed: scripts/test/e2e-chromium.mjs).
 * Two builds: the default one (no map token, no analytics id: no third-party
 * request at all) and a "configured" one with a dummy map token and analytics id,
 * for the *.configured.spec.ts files (their third-party requests are answered by
 * local fixtures through Playwright's routing: nothing leaves the machine).
 */
const chromium = requireChromium(testChromiumPath);

const port = Number(process.env.E2E_PORT || 3210);
const distDir = process.env.NEXT_DIST_DIR || '.next';
export const baseURL = `http://127.0.0.1:${port}`;
const configuredURL = `http://127.0.0.1:${port + 1}`;

const hasConfiguredBuild = fs.existsSync(`${configuredDistDir(distDir)}/BUILD_ID`);
if (process.env.CI && !hasConfiguredBuild) {
  throw new Error(`CI: the configured build (${configuredDistDir(distDir)}) is missing; run scripts/build/ensure-build.mjs --force first.`);
}

const server = (url: string, p: number, env: Record<string, string>) => ({
  // The one launcher of `next start` (scripts/common/next-server.mjs), kept running.
  command: `node scripts/test/e2e-server.mjs ${p}`,
  url: `${url}/hseq`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe' as const,
  // Enquiries posted by the tests go to a throwaway database, not ./data.
  // No minimum fill time: tests post as soon as the form is filled (tests/e2e/contact.spec.ts).
  // One trusted proxy in front, as deploy/nginx.conf runs it: nginx.spec.ts puts that nginx
  // there, and elsewhere the tests stand in for it, each contact test naming its client in
  // X-Forwarded-For so that the per-client rate limit (5 posts in 10 minutes) counts each
  // test apart. With no proxy the header is ignored: tests/integration/enquiries/next-start.test.ts.
  env: {
    NEXT_TELEMETRY_DISABLED: '1',
    ENQUIRY_DB: path.join(os.tmpdir(), `site-e2e-enquiries-${p}.sqlite`),
    ENQUIRY_MIN_FILL_MS: '0',
    ENQUIRY_PROXY_HOPS: '1',
    ...env
  }
});

export default defineConfig({
  testDir: 'tests/e2e',
  // One output folder per server port, so that runs side by side do not clear each other's.
  outputDir: `test-results/port-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recorded on the retry of a failed test only: a trace of every test (kept on failure)
    // costs each test its screenshots and DOM snapshots, on a 2-core machine.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: chromiumArgs
    }
  },
  projects: [
    { name: 'chromium', testIgnore: /\.configured\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    ...(hasConfiguredBuild
      ? [
          {
            name: 'configured',
            testMatch: /\.configured\.spec\.ts$/,
            use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: configuredURL }
          }
        ]
      : [])
  ],
  webServer: [
    server(baseURL, port, process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: distDir } : {}),
    ...(hasConfiguredBuild ? [server(configuredURL, port + 1, { ...configuredBuildEnv, NEXT_DIST_DIR: configuredDistDir(distDir) })] : [])
  ]
});

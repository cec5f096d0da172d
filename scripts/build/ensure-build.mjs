#!/usr/bin/env node
// `npm start` on a fresh checkout: build first when there is no production build yet.
// With --force (the test run), always build, so tests never run against a stale
// build, and also build the "configured" variant the *.configured e2e specs use.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dist = process.env.NEXT_DIST_DIR || '.next';
const force = process.argv.includes('--force');
if (force) {
  // Test tooling, loaded only for the test run: `npm start` needs none of it.
  const { configuredBuildEnv, configuredDistDir } = await import('../test/configured-build.mjs');
  // The configured variant first: a build writes the site search's index to public/pagefind,
  // which both builds' servers read, and the one left there must be the default build's
  // (its privacy notice lists no analytics cookie), the build `npm start` serves afterwards.
  console.log('Building the configured variant (map token and analytics id set) for the tests…');
  execSync('npm run build', {
    stdio: 'inherit',
    env: { ...process.env, ...configuredBuildEnv, NEXT_DIST_DIR: configuredDistDir(dist) }
  });
}
if (force || !fs.existsSync(path.join(dist, 'BUILD_ID'))) {
  console.log(force ? 'Building the site for the tests…' : 'No production build yet: building the site first…');
  execSync('npm run build', { stdio: 'inherit' });
}

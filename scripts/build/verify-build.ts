/**
 * The last postbuild step: checks the real build (lib/next-build/verify.ts) and exits
 * non-zero, naming each problem, when a named file is missing, a start-up chunk lacks
 * the compile hint that the (optional) compile-hint step recorded it applied, or `next
 * start` sends a page or a 404 without the CSP its inline scripts need. It starts `next start`
 * on the build for a few seconds (127.0.0.1, a free port). docs/next-upgrade.md says
 * when to read its output. Also run by the tests on altered copies of a real build
 * (tests/unit/next-build/verify-build.test.ts), with the build folder as NEXT_DIST_DIR.
 */
import path from 'node:path';
import { prefixedLocales } from '../../lib/i18n/locales';
import { buildDir } from '../../lib/next-build/output';
import { checkPages, checkServed, servedSamples } from '../../lib/next-build/verify';
import { cspAllows } from '../../lib/security/csp';
import { root, startNext } from '../../bench/next-server.mjs';
import { freePort } from '../common/local-servers.mjs';

async function main(): Promise<number> {
  const dist = buildDir();
  const problems = checkPages(dist);
  const samples = servedSamples(dist, ['', ...prefixedLocales.map((locale) => `/${locale}`)]);
  // next.config joins distDir to the project folder, so it is given relative to it.
  const server = await startNext({ distDir: path.relative(root, dist), port: await freePort(), probePath: '/' });
  try {
    problems.push(...(await checkServed(server.url, samples, cspAllows)));
  } finally {
    await server.stop();
  }
  if (problems.length) {
    console.error(`verify-build: ${problems.length} problem(s) with the build in ${dist}:`);
    for (const problem of problems.slice(0, 40)) console.error(`  ✗ ${problem}`);
    if (problems.length > 40) console.error(`  … and ${problems.length - 40} more`);
    console.error('A Next upgrade may have changed what the postbuild steps rely on: docs/next-upgrade.md.');
    return 1;
  }
  console.log(
    `verify-build: every prerendered page and the files it names check out; next start sent ${samples.length} paths with their CSP`
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  }
);

/**
 * `npm run build`'s build step: `next build`, then the pages' Content-Security-Policy
 * rules from their inline scripts (lib/next-build/csp-rules.ts), which next.config.ts's
 * headers() reads. When they differ from the rules this build read (the first build of a
 * checkout, or pages that changed), the rules are written and the site is built again
 * with them; that build must make the same pages, or it fails here. The build id is fixed
 * once for both builds (BUILD_ID, else the commit's: lib/next-build/default-build-id.ts),
 * since it is part of the pages. The prebuild and postbuild steps run around this.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { cspHeaderRules } from '../../lib/next-build/csp-rules';
import { readCspRules, writeCspRules, type HeaderRule } from '../../lib/next-build/csp-rules-file';
import { defaultBuildId } from '../../lib/next-build/default-build-id';
import { buildDir } from '../../lib/next-build/output';

const root = process.cwd();
const dist = buildDir(root);
const env = { ...process.env, BUILD_ID: process.env.BUILD_ID || defaultBuildId(root) };
const nextBuild = () => execFileSync(path.join(root, 'node_modules/.bin/next'), ['build'], { cwd: root, env, stdio: 'inherit' });

/** The first rule that differs between two lists (by its path), or null when they are the same. */
function firstDifference(a: readonly HeaderRule[], b: readonly HeaderRule[]): string | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) return a[i]?.source ?? b[i]?.source ?? `rule ${i}`;
  return null;
}

const flatten = ({ notFound, pages }: ReturnType<typeof cspHeaderRules>) => [...notFound, ...pages];

nextBuild();
const made = cspHeaderRules(dist);
const rules = flatten(made);
const changed = firstDifference(readCspRules(root, dist), rules);
if (changed !== null) {
  writeCspRules(root, dist, rules);
  console.log(`csp: the pages' inline scripts differ from the rules this build read (first: ${changed}); building again with their hashes`);
  nextBuild();
  const again = firstDifference(rules, flatten(cspHeaderRules(dist)));
  if (again !== null) {
    console.error(
      `csp: the second build made other pages than the first (first difference: ${again}), so no rule can list their ` +
        'inline scripts. Something in the build is not reproducible: compare the two with scripts/dev/compare-builds.ts.'
    );
    process.exit(1);
  }
}
console.log(
  `csp: Content-Security-Policy for ${made.pages.length} prerendered pages and ${made.notFound.length} 404 path shapes, as header rules of next.config.ts`
);

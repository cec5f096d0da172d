/**
 * The file that carries the per-page CSP header rules from one build to the next
 * (./csp-rules.ts says why): written by scripts/build/next-build.ts, read by
 * next.config.ts's headers(). Node built-ins only, so that next.config.ts can load it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A header rule of next.config.ts's headers(). */
export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> };

/** Where the rules for the build folder `dist` are kept between builds (git-ignored). */
const cspRulesFile = (root: string, dist: string) => path.join(root, 'generated', 'csp', `${path.basename(dist)}.json`);

/** The rules a build in `dist` reads (next.config.ts); none before the first build. */
export function readCspRules(root: string, dist: string): HeaderRule[] {
  try {
    return JSON.parse(fs.readFileSync(cspRulesFile(root, dist), 'utf8')) as HeaderRule[];
  } catch {
    return [];
  }
}

export function writeCspRules(root: string, dist: string, rules: readonly HeaderRule[]): void {
  const file = cspRulesFile(root, dist);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(rules, null, 1)}\n`);
}

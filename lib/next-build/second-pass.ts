/**
 * What one build of the site learns from its own pages and gives the next through
 * next.config.ts (scripts/build/next-build.ts builds again when it changed):
 *  - each page's Content-Security-Policy rules (./csp-rules.ts), for `headers()`;
 *  - the prerendered not-found page of each language, for the 404 handler
 *    (lib/not-found/respond.ts), inlined into its bundle through next.config's `env`,
 *    so that no 404 reads the build folder at request time (a serverless function's
 *    bundle does not have it).
 * Kept per build folder in generated/build-pass/<folder>.json (git-ignored). Node
 * built-ins only, so that next.config.ts can load it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A header rule of next.config.ts's headers(). */
export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> };

export type SecondPass = { cspRules: HeaderRule[]; notFoundPages: Record<string, string> };

const passFile = (root: string, dist: string) => path.join(root, 'generated', 'build-pass', `${path.basename(dist)}.json`);

/** What the last build in `dist` learned; nothing before the first. */
export function readSecondPass(root: string, dist: string): SecondPass {
  try {
    return JSON.parse(fs.readFileSync(passFile(root, dist), 'utf8')) as SecondPass;
  } catch {
    return { cspRules: [], notFoundPages: {} };
  }
}

export function writeSecondPass(root: string, dist: string, pass: SecondPass): void {
  const file = passFile(root, dist);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(pass)}\n`);
}

/** The name under which next.config's `env` inlines the not-found pages (a JSON object by locale). */
export const notFoundPagesEnv = 'SITE_NOT_FOUND_PAGES';

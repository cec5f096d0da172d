import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../helpers/source-files';

type Lock = { packages: Record<string, { hasInstallScript?: boolean }> };

const allowScripts = (JSON.parse(readSource('package.json')) as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
const lock = JSON.parse(readSource('package-lock.json')) as Lock;
/**
 * Names of the installed packages that have an install script: the lock file's flag, or a
 * binding.gyp, for which npm runs `node-gyp rebuild` as the default install script
 * (better-sqlite3 13 ships one beside its prebuilt binaries).
 */
const withScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([where, p]) => p.hasInstallScript || (where !== '' && fs.existsSync(`${where}/binding.gyp`)))
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length))
  )
].sort();

describe('install scripts (allowScripts)', () => {
  it('decides on every package with an install script, so npm ci neither warns nor skips silently', () => {
    expect(Object.keys(allowScripts).sort()).toEqual(withScripts);
  });

  it('runs none: every native binary comes prebuilt (better-sqlite3 13 in its own prebuilds/, the others in optional platform packages)', () => {
    expect(
      Object.entries(allowScripts)
        .filter(([, allowed]) => allowed)
        .map(([name]) => name)
    ).toEqual([]);
  });
});

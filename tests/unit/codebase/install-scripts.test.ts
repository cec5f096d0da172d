import { describe, expect, it } from 'vitest';
import { readSource } from '../../helpers/source-files';

type Lock = { packages: Record<string, { hasInstallScript?: boolean }> };

const allowScripts = (JSON.parse(readSource('package.json')) as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
const lock = JSON.parse(readSource('package-lock.json')) as Lock;
/** Names of the installed packages that have an install script (from the lock file). */
const withScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length))
  )
].sort();

describe('install scripts (allowScripts)', () => {
  it('decides on every package with an install script, so npm ci neither warns nor skips silently', () => {
    expect(Object.keys(allowScripts).sort()).toEqual(withScripts);
  });

  it('runs only the native build of better-sqlite3 (the others ship prebuilt binaries in optional packages)', () => {
    expect(
      Object.entries(allowScripts)
        .filter(([, allowed]) => allowed)
        .map(([name]) => name)
    ).toEqual(['better-sqlite3']);
  });
});

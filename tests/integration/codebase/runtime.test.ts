import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isAtLeast, lowestAllowed } from '../../../scripts/build/require-node.mjs';
import { readSource } from '../../helpers/source-files';

const pkg = JSON.parse(readSource('package.json')) as { engines: { node: string }; scripts: Record<string, string> };
const script = 'scripts/build/require-node.mjs';

describe('the Node runtime (package.json engines.node)', () => {
  it('is Node 24 LTS or later', () => {
    expect(lowestAllowed(pkg.engines.node)[0]).toBeGreaterThanOrEqual(24);
  });

  it('is checked before npm start and npm test, before anything else runs', () => {
    expect(pkg.scripts.prestart?.startsWith(`node ${script}`)).toBe(true);
    expect(pkg.scripts.pretest?.startsWith(`node ${script}`)).toBe(true);
  });

  it('compares versions part by part', () => {
    expect(isAtLeast('24.0.0', [24, 0, 0])).toBe(true);
    expect(isAtLeast('v24.21.0', [24, 0, 0])).toBe(true);
    expect(isAtLeast('26.1.0', [24, 0, 0])).toBe(true);
    expect(isAtLeast('20.20.2', [24, 0, 0])).toBe(false);
    expect(isAtLeast('22.19.0', [22, 20, 0])).toBe(false);
    expect(isAtLeast('23.0.0', [22, 20, 0])).toBe(true);
    expect(() => lowestAllowed('^24 || >=26')).toThrow(/reads only/);
  });

  it('lets this Node through, and stops an older one with the version it needs', () => {
    expect(spawnSync(process.execPath, [script], { encoding: 'utf8' }).status).toBe(0);
    // The same check, as an older runtime would see it: the version it reads is overridden
    // through a preloaded module, since no older Node need be on the machine.
    const older = spawnSync(
      process.execPath,
      ['--import', 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})', script],
      { encoding: 'utf8' }
    );
    expect(older.status).toBe(1);
    expect(older.stderr).toContain(`needs Node ${pkg.engines.node.replace(/^>=\s*/, '')} or later`);
    expect(older.stderr).toContain('this is Node 20.20.2');
  });
});

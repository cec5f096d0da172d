/**
 * The CV sandbox's children run the bundle the build makes, as under `next start` (and
 * start in a fraction of the time the TypeScript source takes through tsx): made here
 * from the current source before a test file's first check (lib/next-build/cv-sandbox-file.ts
 * says where). The sandbox children of a process are counted as the package's tests count them.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll } from 'vitest';

export { sandboxChildren } from '../../../packages/cv-check/tests/helpers/sandbox-children';

const root = path.resolve(import.meta.dirname, '../../..');

export function buildSandboxBundle(): void {
  beforeAll(() => {
    execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build/cv-sandbox-bundle.mts'], { cwd: root, stdio: 'ignore' });
    Object.assign(process.env, { NODE_ENV: 'production' });
  });
}

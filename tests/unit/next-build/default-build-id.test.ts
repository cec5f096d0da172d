import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultBuildId } from '@/lib/next-build/default-build-id';

/**
 * The build id next.config.ts uses when BUILD_ID is not set. It is inlined into a client
 * chunk, so it decides that chunk's name: two machines building one commit must get the
 * same id, or their pages name assets the other does not serve (docs/deploying.md, Several instances).
 */
let repo = '';
let other = '';
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' }).trim();
const settings = { NEXT_PUBLIC_SITE_URL: 'https://example.com', ENQUIRY_RETENTION_DAYS: '180', PATH: '/usr/bin' };

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
  git(repo, 'init', '-q');
  fs.writeFileSync(path.join(repo, 'page.tsx'), 'export default 1;\n');
  fs.writeFileSync(path.join(repo, 'tsconfig.json'), '{}\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-qm', 'one');
  // The same commit in a second folder, at another depth.
  other = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-')), 'deeper', 'clone');
  git(os.tmpdir(), 'clone', '-q', repo, other);
});
afterEach(() => {
  fs.rmSync(repo, { recursive: true, force: true });
  fs.rmSync(path.dirname(path.dirname(other)), { recursive: true, force: true });
});

describe('defaultBuildId: the same commit and settings give the same id, in any folder', () => {
  it('is the commit and a hash of the build settings, the same in two clones of one commit', () => {
    const commit = git(repo, 'rev-parse', 'HEAD');
    const id = defaultBuildId(repo, settings);
    expect(id).toMatch(new RegExp(`^${commit.slice(0, 12)}-[0-9a-f]{8}$`));
    expect(defaultBuildId(other, settings)).toBe(id);
    expect(defaultBuildId(repo, settings)).toBe(id);
  });

  it('changes with a setting the build inlines, not with one it does not read', () => {
    const id = defaultBuildId(repo, settings);
    expect(defaultBuildId(repo, { ...settings, NEXT_PUBLIC_SITE_URL: 'https://example.org' })).not.toBe(id);
    expect(defaultBuildId(repo, { ...settings, NEXT_PUBLIC_GA_ID: 'G-1' })).not.toBe(id);
    expect(defaultBuildId(repo, { ...settings, ENQUIRY_RETENTION_DAYS: '90' })).not.toBe(id);
    expect(defaultBuildId(repo, { ...settings, PATH: '/bin', DATABASE_URL: 'postgres://x' })).toBe(id);
  });

  it('changes with the commit', () => {
    const id = defaultBuildId(repo, settings);
    fs.writeFileSync(path.join(repo, 'page.tsx'), 'export default 2;\n');
    git(repo, 'commit', '-qam', 'two');
    expect(defaultBuildId(repo, settings)).not.toBe(id);
  });

  it('is random for a checkout with changes or new files: such a tree is no commit', () => {
    fs.writeFileSync(path.join(repo, 'page.tsx'), 'export default 3;\n');
    const changed = defaultBuildId(repo, settings);
    expect(changed).toMatch(/^\w{10,}$/);
    expect(defaultBuildId(repo, settings)).not.toBe(changed);
    git(repo, 'checkout', '-q', '--', 'page.tsx');
    fs.writeFileSync(path.join(other, 'new-page.tsx'), 'export default 4;\n');
    expect(defaultBuildId(other, settings)).not.toBe(defaultBuildId(repo, settings));
  });

  it("ignores next build's own edit of tsconfig.json (its build folder's type files)", () => {
    const id = defaultBuildId(repo, settings);
    fs.writeFileSync(path.join(repo, 'tsconfig.json'), '{ "include": [".next-blue/types/**/*.ts"] }\n');
    expect(defaultBuildId(repo, settings)).toBe(id);
  });

  it('is random, not an error, where there is no repository (a tarball, a copied tree), so npm start still builds', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-plain-'));
    try {
      const id = defaultBuildId(plain, settings);
      expect(id).toMatch(/^\w{10,}$/);
      expect(defaultBuildId(plain, settings)).not.toBe(id);
    } finally {
      fs.rmSync(plain, { recursive: true, force: true });
    }
  });
});

describe('next.config.ts: the build id', () => {
  it('is the derived one when BUILD_ID is not set, inlined for the pages and given to Next', async () => {
    vi.resetModules();
    vi.doMock('@/lib/next-build/default-build-id', () => ({ defaultBuildId: () => 'derived-id' }));
    vi.stubEnv('BUILD_ID', '');
    try {
      const config = (await import('@/next.config')).default;
      expect(config.env?.NEXT_PUBLIC_BUILD_ID).toBe('derived-id');
      expect(await config.generateBuildId?.()).toBe('derived-id');
    } finally {
      vi.unstubAllEnvs();
      vi.doUnmock('@/lib/next-build/default-build-id');
    }
  });
});

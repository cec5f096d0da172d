import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';

/**
 * The build id when BUILD_ID is not set (next.config.ts). It is inlined into a client
 * chunk (the new-build check), so it is part of that chunk's content and so of its
 * hashed name: a random id gave every build its own asset names, and two machines
 * building the same commit served pages whose assets the other did not have
 * (docs/deploying.md, Several instances).
 *
 * So the id is derived from what the build is made of: the commit, when the checkout
 * is exactly that commit, and the settings the build writes into what it serves. Two
 * builds of one commit with the same settings get the same id, and with it the same
 * asset names (scripts/dev/reproducible-build.ts checks it). A checkout with changes
 * is not a commit: each of its builds gets a random id, as before, so that open tabs
 * still see every new build.
 */

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * What a build takes from the environment into its output: the NEXT_PUBLIC_* values
 * (inlined into pages and chunks) and the retention period (stated in the prerendered
 * privacy notice). lib/env.ts declares which variables are read at build time.
 */
function buildSettings(env: Environment): string {
  return Object.keys(env)
    .filter((name) => name.startsWith('NEXT_PUBLIC_') || name === 'ENQUIRY_RETENTION_DAYS')
    .sort()
    .map((name) => `${name}=${env[name]}`)
    .join('\n');
}

/** `git <args>` in `root`, trimmed; null where there is no git or no repository (a tarball, a copied build). */
function git(root: string, args: string[]): string | null {
  try {
    // No optional locks: `git status` would otherwise refresh the index, racing a git command
    // the developer runs meanwhile, or the other processes of the same build.
    const env = { ...process.env, GIT_OPTIONAL_LOCKS: '0' };
    return execFileSync('git', args, { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * The checkout's commit when nothing in it differs from that commit, else null.
 * Untracked files count: a new page under app/ is part of the build. tsconfig.json does
 * not: `next build` adds its build folder's type files to its `include` on the first
 * build into a new NEXT_DIST_DIR, which changes nothing the build outputs.
 */
function cleanCommit(root: string): string | null {
  const commit = git(root, ['rev-parse', 'HEAD']);
  if (!commit || !/^[0-9a-f]{40,64}$/.test(commit)) return null;
  const changes = git(root, ['status', '--porcelain', '--untracked-files=normal', '--', '.', ':(exclude)tsconfig.json']);
  return changes === '' ? commit : null;
}

/** A new id for a build that is not of a commit: time first, so that ids sort by age. */
function randomBuildId(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/** `<first 12 of the commit>-<8 hex of the build settings>` for a clean checkout, otherwise a random id. */
export function defaultBuildId(root: string, env: Environment = process.env): string {
  const commit = cleanCommit(root);
  if (!commit) return randomBuildId();
  const settings = createHash('sha256').update(buildSettings(env)).digest('hex').slice(0, 8);
  return `${commit.slice(0, 12)}-${settings}`;
}

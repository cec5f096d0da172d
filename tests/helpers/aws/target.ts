/**
 * The AWS build's server function, running on this machine as Lambda runs it
 * (scripts/test/aws-lambda-bridge.mjs plays API Gateway and CloudFront in front of it):
 * as a user that can write only /tmp (`nobody`, through setpriv, when the tests run as
 * root), in a clean environment with Lambda's own variables, the function's folder as
 * its working folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { keepOutput } from '../../../scripts/common/local-servers.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
/** What `npm run build:aws:offline` makes. */
export const openNextDir = path.join(root, '.open-next');
export const hasAwsBuild = fs.existsSync(path.join(openNextDir, 'server-functions', 'default', 'index.mjs'));
export const awsBuildMissing = 'no OpenNext build in .open-next (run `npm run build:aws:offline` first)';

const isRoot = process.getuid?.() === 0;
/** The command prefix that drops to `nobody`, or none when the tests run as another user already. */
const asNobody = isRoot ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--'] : [];

/** Whether a path is writable by the user the function runs as (`test -w`). */
export function writableByFunction(target: string): boolean {
  const argv = [...asNobody, 'test', '-w', target];
  return spawnSync(argv[0]!, argv.slice(1)).status === 0;
}

export type AwsTarget = { base: string; child: ChildProcess; output: string[]; stop(): Promise<void> };

/** Lambda's own variables, over which the test's are laid. */
const lambdaEnv = {
  AWS_LAMBDA_FUNCTION_NAME: 'site-default',
  AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
  AWS_REGION: 'eu-west-2',
  LAMBDA_TASK_ROOT: path.join(openNextDir, 'server-functions', 'default'),
  HOME: '/tmp',
  TMPDIR: '/tmp',
  NODE_ENV: 'production' as const,
  TZ: 'UTC'
};

/** Starts the function of the OpenNext build in `dir` (the project's by default, or a copy of it, as bench/proxy-csp-cost.mts makes). */
export async function startAwsTarget(port: number, env: Record<string, string>, timeoutMs = 60_000, dir = openNextDir): Promise<AwsTarget> {
  const argv = [...asNobody, process.execPath, path.join(root, 'scripts/test/aws-lambda-bridge.mjs'), dir, String(port)];
  const child: ChildProcess = spawn(argv[0]!, argv.slice(1), {
    cwd: '/tmp',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...lambdaEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  const { output, exited } = keepOutput(child);
  const target: AwsTarget = {
    base: `http://127.0.0.1:${port}`,
    child,
    output,
    stop: async () => {
      if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (!output.some((line) => line.includes('listening on'))) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`the AWS target ended:\n${output.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`the AWS target did not come up:\n${output.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return target;
}

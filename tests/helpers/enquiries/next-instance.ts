/**
 * A real `next start` from the existing production build (NEXT_DIST_DIR, else `.next`),
 * as the server process itself so that it can be killed by its pid, for the tests that
 * run several instances. Its output is kept, to be printed when a test fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { keepOutput } from '../process-output';

const root = path.resolve(import.meta.dirname, '../../..');
const distDir = process.env.NEXT_DIST_DIR || '.next';

export const hasBuild = fs.existsSync(path.join(root, distDir, 'BUILD_ID'));
export const buildMissing = `no production build in ${distDir} (run scripts/build/ensure-build.mjs first)`;

export type NextInstance = {
  port: number;
  base: string;
  child: ChildProcess;
  /** The last lines the server wrote, stdout and stderr together. */
  output: string[];
  /** Resolves once the process has ended, however. */
  exited: Promise<void>;
};

/** Starts `next start` on 127.0.0.1:`port` with `env` over the test's environment; resolves once it answers. */
export async function startNext(port: number, env: Record<string, string>, timeoutMs = 60_000): Promise<NextInstance> {
  const child = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  const { output, exited } = keepOutput(child);
  const instance = { port, base: `http://127.0.0.1:${port}`, child, output, exited };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`next start on ${port} ended:\n${output.join('\n')}`);
    try {
      if ((await fetch(`${instance.base}/api/contact/start`)).ok) return instance;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`next start on ${port} did not come up:\n${output.join('\n')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The fill-time cookie for a visitor at `address` (behind one declared proxy: X-Forwarded-For is the visitor). */
export async function fillCookie(instance: NextInstance, address: string): Promise<string> {
  const response = await fetch(`${instance.base}/api/contact/start`, { headers: { 'x-forwarded-for': address } });
  const cookie = /^[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!response.ok || !cookie) throw new Error(`no fill-time cookie from ${instance.base} (${response.status})`);
  return cookie;
}

/** SIGKILL, and wait until the process has gone. */
export async function killNext(instance: NextInstance): Promise<void> {
  instance.child.kill('SIGKILL');
  await instance.exited;
}

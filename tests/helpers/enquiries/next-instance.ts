/**
 * Instances of the site for the tests that run several of them on one database: each a
 * real `next start` from the existing production build (NEXT_DIST_DIR, else `.next`),
 * started by the one launcher (scripts/common/next-server.mjs). The server is the process
 * itself, so that a test can SIGKILL it mid-flood, and its output is kept, to be printed
 * when a test fails.
 */
import { defaultDistDir, hasBuild as buildExists, startNext, type NextServer } from '../../../scripts/common/next-server.mjs';

export const hasBuild = buildExists();
export const buildMissing = `no production build in ${defaultDistDir} (run scripts/build/ensure-build.mjs first)`;

/** `next start` on 127.0.0.1:`port` with `env` over the test's environment; resolves once the contact route answers. */
export function startInstance(port: number, env: Record<string, string>, timeoutMs = 60_000): Promise<NextServer> {
  return startNext({ port, env, probePath: '/api/contact/start', timeoutMs });
}

/** The fill-time cookie for a visitor at `address` (behind one declared proxy: X-Forwarded-For is the visitor). */
export async function fillCookie(instance: NextServer, address: string): Promise<string> {
  const response = await fetch(`${instance.url}/api/contact/start`, { headers: { 'x-forwarded-for': address } });
  const cookie = /^[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!response.ok || !cookie) throw new Error(`no fill-time cookie from ${instance.url} (${response.status})`);
  return cookie;
}

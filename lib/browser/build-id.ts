/** New-build detection (docs/behaviour.md, Build updates): the latest build id, checked hourly. */
export const buildPollIntervalMs = 3_600_000;
export const latestBuildPath = '/builds/latest.json';

/** The id this page was built with (inlined at build, see next.config.ts). */
export const currentBuildId = process.env.NEXT_PUBLIC_BUILD_ID ?? '';

export function isNewBuild(latest: unknown, current: string): boolean {
  const id = (latest as { buildId?: unknown } | null)?.buildId;
  return typeof id === 'string' && id.length > 0 && current.length > 0 && id !== current;
}

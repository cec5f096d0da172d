/**
 * A script or stylesheet chunk that fails to load (typically after a new deploy
 * removed it) reloads the page once. A sessionStorage flag that expires after
 * 10 s keeps a chunk that keeps failing from reloading in a loop (docs/behaviour.md, Build updates and failed chunks).
 */
export const chunkReloadKey = 'chunk-reload-at';
export const chunkReloadGuardMs = 10_000;

/** Whether to reload now, given when the last reload for a chunk failure happened. */
export function shouldReload(now: number, lastReloadAt: string | null): boolean {
  const last = Number(lastReloadAt);
  return !lastReloadAt || !Number.isFinite(last) || now - last >= chunkReloadGuardMs || now < last;
}

/** Whether an error event or rejection reason is a failed chunk load. */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (typeof Element !== 'undefined' && reason instanceof Element) {
    const url = reason.getAttribute('src') ?? reason.getAttribute('href') ?? '';
    return (
      (reason.tagName === 'SCRIPT' ||
        (reason.tagName === 'LINK' && /stylesheet|preload|modulepreload/.test(reason.getAttribute('rel') ?? ''))) &&
      url.includes('/_next/')
    );
  }
  const error = reason as { name?: string; message?: string } | null;
  return (
    error?.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error?.message ?? ''
    )
  );
}

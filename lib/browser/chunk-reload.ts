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

/** The build file a failed load was for: the element's src or href, or the first /_next/ URL in an error message. */
export function failedChunkUrl(reason: unknown): string | null {
  if (typeof Element !== 'undefined' && reason instanceof Element) {
    return reason.getAttribute('src') ?? reason.getAttribute('href');
  }
  const message = (reason as { message?: string } | null)?.message ?? '';
  return /(?:https?:\/\/[^\s/]+)?\/_next\/[^\s)'"]+/.exec(message)?.[0] ?? null;
}

/**
 * Whether the build file behind a failed load is really gone from the server (the
 * case a reload mends: a tab older than the deploy), rather than a load the browser
 * cut short. Firefox and WebKit fire `error` on the scripts a page was still loading
 * when the visitor leaves it, and reloading then would cancel the visitor's navigation.
 * A file that cannot be named, or a server that cannot be reached, is not reloaded for.
 */
export async function chunkIsGone(url: string | null, fetchFile: typeof fetch = fetch): Promise<boolean> {
  if (!url) return false;
  try {
    const response = await fetchFile(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

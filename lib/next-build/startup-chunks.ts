/**
 * The chunks a prerendered page runs at start-up, read from its HTML as Next writes it:
 * every `<script src="/_next/static/chunks/….js" async="">`. Chunks that Next only
 * preloads (`<link rel="preload" as="script">`) or that the page imports later on demand
 * (the map, the toasts, the consent banner) are not among them.
 *
 * The compile hint goes on exactly these (scripts/build/compile-hint.ts), and the postbuild
 * check (lib/next-build/verify.ts) fails the build when a public page has none in this
 * shape: a Next release that writes its scripts differently would otherwise ship
 * chunks without the hint, silently.
 */
const chunkScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;

/** Turbopack's runtime chunk, which loads and starts the others: every page runs exactly one. */
export const turbopackRuntime = /\/turbopack-[^/]+\.js$/;

/** The chunk scripts of a page as Next wrote it, in document order. */
export function startupChunks(html: string): string[] {
  return [...html.matchAll(chunkScript)].map((match) => match[1]!);
}

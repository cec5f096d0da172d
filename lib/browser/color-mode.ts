/**
 * Colour mode before the first paint. next-themes keeps the choice (light, dark or
 * system) under this key and switches it after hydration; this script only sets the
 * first paint's mode. It is static (the CSP lists its hash, scripts/csp-hashes.ts).
 *
 * Where it runs decides the first paint. next-themes renders a classic script at the
 * top of <body>; a parser-blocking script waits for the stylesheets above it, so the
 * whole body stayed unparsed until the CSS arrived and the paint then waited for the
 * parse and for every chunk that had come in meanwhile. Next puts its stylesheets
 * first in <head>, before anything a layout renders there, so no classic script can
 * come before them. An inline module with `async` is neither parser-blocking nor
 * held by stylesheets: it runs as soon as it is parsed, in <head>, while the CSS it
 * precedes is still on its way and nothing can be painted yet
 * (tests/e2e/paint.spec.ts: the mode is set before the stylesheets arrive, and no
 * frame shows the wrong mode). Without JavaScript or module support, the stylesheet's
 * light page is painted and stays.
 */

/** Key of the replaced site's colour-mode preference, so returning visitors keep theirs. */
export const colorModeStorageKey = 'nuxt-color-mode';

export const colorModeScript =
  `(()=>{let m;try{m=localStorage.getItem(${JSON.stringify(colorModeStorageKey)})}catch(e){}` +
  `if(m!=="light"&&m!=="dark")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `const d=document.documentElement;d.classList.add(m);d.style.colorScheme=m})()`;

/**
 * Colour mode before the first paint. next-themes keeps the choice (light, dark or
 * system) under this key and switches it after hydration; this script only sets the
 * first paint's mode. It is static (the CSP lists its hash, lib/next-build/page-policies.ts).
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

/**
 * Runs `switchMode` (next-themes' setTheme) with CSS transitions off until the new
 * mode is painted, so a switch does not fade each element on its own schedule.
 * next-themes' own `disableTransitionOnChange` does this on every application of the
 * mode, including the two at hydration, where it adds a stylesheet for `*` and forces
 * a style recalculation of the whole document: page-load main-thread work for a
 * change nobody made. Here it happens only on the visitor's click. The attribute is
 * cleared two frames later: the first frame paints the new mode, with transitions
 * off (app/globals.css, html[data-switching-mode]).
 */
export function switchColorMode(switchMode: () => void) {
  const root = document.documentElement;
  root.setAttribute('data-switching-mode', '');
  switchMode();
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute('data-switching-mode')));
}

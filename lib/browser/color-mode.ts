/**
 * Colour mode before the first paint. next-themes keeps the choice (light, dark or
 * system) under this key and switches it after hydration; this script only sets the
 * first paint's mode. It is static (the CSP lists its hash, scripts/csp-hashes.ts) and
 * rendered at the END of <body>, not where next-themes puts its own (the top of
 * <body>): a parser-blocking script waits for the stylesheets before it runs, so at
 * the top it held the whole body unparsed until the CSS arrived, and the paint then
 * waited for the parse and for every chunk that had come in meanwhile. At the end,
 * the page is parsed while the CSS loads. The browser may paint as soon as the CSS
 * is in, a moment before the waiting script runs; `<link rel="expect"
 * blocking="render">` for the element after the script holds that first paint until
 * the script has run (tests/e2e/paint.spec.ts: no flash of the wrong mode).
 */

/** Id of the (empty) element after the script, which the first paint waits for. */
export const colorModeSetId = 'colour-mode-set';

/** Key of the replaced site's colour-mode preference, so returning visitors keep theirs. */
export const colorModeStorageKey = 'nuxt-color-mode';

export const colorModeScript =
  `(()=>{let m;try{m=localStorage.getItem(${JSON.stringify(colorModeStorageKey)})}catch(e){}` +
  `if(m!=="light"&&m!=="dark")m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `const d=document.documentElement;d.classList.add(m);d.style.colorScheme=m})()`;

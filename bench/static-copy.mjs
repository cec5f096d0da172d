// "The physical limit": a page's own HTML and CSS (fonts, images) with every <script>
// removed, saved as files. Lighthouse on this copy shows what the same content costs
// without any JavaScript or server work, so our numbers can be read as ratios to it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * File path (relative to the copy's folder) for a URL path + query. Pages become
 * `<path>/index.html`; a query string (e.g. an image resize) gets a hash suffix. The
 * static server uses the same mapping to find the file again.
 * @param {string} pathname
 * @param {string} [search]
 * @param {boolean} [page]
 */
export function fileFor(pathname, search = '', page = false) {
  const clean = decodeURIComponent(pathname).replace(/\.\.+/g, '.').replace(/^\/+/, '');
  if (page) return path.join(clean, 'index.html');
  return search ? `${clean}@${crypto.createHash('sha1').update(search).digest('hex').slice(0, 12)}` : clean;
}

/** Everything a browser would run: <script> elements and script preloads. */
export function stripScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = /\brel="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase() ?? '';
    const as = /\bas="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase() ?? '';
    // Next emits <link rel="preload" as="script"> for its chunks, the same thing as modulepreload.
    return rel.split(/\s+/).includes('modulepreload') || (rel.split(/\s+/).includes('preload') && as === 'script') ? '' : tag;
  });
}

const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
const isLocal = (u) => u.startsWith('/') && !u.startsWith('//');

/** Same-origin resources the (script-free) HTML loads: stylesheets, fonts, icons, images. */
function resourcesOf(html) {
  const found = new Set();
  for (const [tag] of html.matchAll(/<(?!a\b|\/)[a-z][\w-]*\b[^>]*>/gi)) {
    if (/^<link\b/i.test(tag) && /\brel="(?:canonical|alternate|next|prev)"/i.test(tag)) continue;
    for (const [, value] of tag.matchAll(/\b(?:href|src|poster)="([^"]+)"/gi)) if (isLocal(decode(value))) found.add(decode(value));
    for (const [, value] of tag.matchAll(/\b(?:srcset|imagesrcset)="([^"]+)"/gi))
      for (const candidate of decode(value).split(','))
        if (isLocal(candidate.trim().split(/\s+/)[0])) found.add(candidate.trim().split(/\s+/)[0]);
  }
  for (const [, value] of html.matchAll(/url\((['"]?)([^'")]+)\1\)/g)) if (isLocal(decode(value))) found.add(decode(value));
  return found;
}

/** url(...) references of a stylesheet, resolved against the stylesheet's own URL. */
function cssReferences(css, cssUrl) {
  const found = new Set();
  for (const [, , value] of css.matchAll(/url\((['"]?)([^'")]+)\1\)/g)) {
    if (value.startsWith('data:')) continue;
    const resolved = new URL(value, `http://x${cssUrl}`);
    if (resolved.host === 'x') found.add(resolved.pathname + resolved.search);
  }
  return found;
}

const compressible = /\.(?:html|css|js|mjs|json|svg|txt|xml|webmanifest)$/i;

function writeFile(dir, relative, body) {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  // A .gz sibling, as a static server or nginx's gzip_static would serve it.
  if (compressible.test(relative)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}

/**
 * Fetches `pages` from `origin` and writes them to `dir`: with `strip`, without scripts
 * and together with every resource they load (the limit); without, the page HTML only
 * (what the load test serves). Without `dir`, fetches the same and writes nothing (to
 * warm a cache). Returns the number of files and each page's HTML as served.
 * @param {{ origin: string, pages: string[], dir?: string, strip: boolean }} options
 */
export async function saveStaticCopy({ origin, pages, dir, strip }) {
  const write = dir ? writeFile.bind(null, dir) : () => {};
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const pending = new Set();
  const saved = new Set();
  /** @type {Map<string, string>} each page's HTML as served, scripts included */
  const served = new Map();
  for (const page of pages) {
    const response = await fetch(origin + page);
    if (!response.ok) throw new Error(`${origin}${page} answered ${response.status}`);
    const html = await response.text();
    served.set(page, html);
    const out = strip ? stripScripts(html) : html;
    write(fileFor(page, '', true), out);
    if (strip) for (const url of resourcesOf(out)) pending.add(url);
  }
  while (pending.size) {
    const url = pending.values().next().value;
    pending.delete(url);
    if (saved.has(url)) continue;
    saved.add(url);
    const response = await fetch(origin + url);
    if (!response.ok) continue; // a broken reference stays broken in the copy as well
    const body = Buffer.from(await response.arrayBuffer());
    const { pathname, search } = new URL(url, origin);
    write(fileFor(pathname, search), body);
    if ((response.headers.get('content-type') ?? '').includes('text/css'))
      for (const ref of cssReferences(body.toString('utf8'), url)) if (!saved.has(ref)) pending.add(ref);
  }
  return { files: saved.size + pages.length, served };
}

/**
 * After `next build`: gives every prerendered page a Content-Security-Policy that
 * allows exactly its own inline scripts (Next's bootstrap and flight data, the
 * colour-mode script) by their SHA-256 hashes. Next has no option for this and a
 * nonce would make every page dynamic, so per-page header rules are appended to
 * the build's routes manifest, which `next start` reads at start-up.
 * Run by `npm run build` (postbuild); idempotent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cspForHtml } from '../lib/security/csp';
import { literalSource, publicPath } from '../lib/security/prerendered-pages';

type HeaderRule = { source: string; headers: Array<{ key: string; value: string }>; [key: string]: unknown };

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = path.join(distDir, 'server', 'app');
const manifestPath = path.join(distDir, 'routes-manifest.json');
const marker = 'perPageCsp';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(appDir, path.join(entry.parentPath, entry.name)));
}

const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { headers: HeaderRule[] };
const rules: HeaderRule[] = htmlFiles(appDir)
  .flatMap((file) => {
    const route = publicPath(file);
    return route ? [{ file, route }] : [];
  })
  .sort((a, b) => a.route.localeCompare(b.route))
  .map(({ file, route }) => ({
    source: literalSource(route),
    [marker]: true,
    headers: [{ key: 'Content-Security-Policy', value: cspForHtml(fs.readFileSync(path.join(appDir, file), 'utf8')) }]
  }));

if (rules.length === 0) throw new Error(`csp-hashes: no prerendered pages under ${appDir}`);
// Rules from an earlier run are replaced; next.config's own rules stay first.
manifest.headers = [...manifest.headers.filter((rule) => !rule[marker]), ...rules];
fs.writeFileSync(manifestPath, JSON.stringify(manifest));
console.log(`csp-hashes: per-page Content-Security-Policy for ${rules.length} prerendered pages`);

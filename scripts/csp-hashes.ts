/**
 * After `next build`: gives every prerendered page a Content-Security-Policy that
 * allows exactly its own inline scripts (Next's bootstrap and flight data, the
 * colour-mode script) by their SHA-256 hashes. Next has no option for this and a
 * nonce would make every page dynamic, so header rules are added to the build's
 * routes manifest, which `next start` reads at start-up (lib/next-build/output.ts).
 * Run by `npm run build` (postbuild); idempotent.
 */
import {
  buildDir,
  prerenderedHtmlFiles,
  readPrerenderedHtml,
  setHeaderRulesAfterBuild,
  type HeaderRule
} from '../lib/next-build/output';
import { cspForHtml } from '../lib/security/csp';
import { literalSource, publicPath } from '../lib/security/prerendered-pages';

const dist = buildDir();
const cspOf = (html: string) => [{ key: 'Content-Security-Policy', value: cspForHtml(html) }];

const pageRules: HeaderRule[] = prerenderedHtmlFiles(dist)
  .flatMap((file) => {
    const route = publicPath(file);
    return route ? [{ file, route }] : [];
  })
  .sort((a, b) => a.route.localeCompare(b.route))
  .map(({ file, route }) => ({ source: literalSource(route), headers: cspOf(readPrerenderedHtml(dist, file)) }));

setHeaderRulesAfterBuild(dist, pageRules);
console.log(`csp-hashes: per-page Content-Security-Policy for ${pageRules.length} prerendered pages`);

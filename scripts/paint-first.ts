/**
 * After `next build`, before scripts/csp-hashes.ts (which then lists the loader's
 * hash): every prerendered page requests its scripts and its flight data once it is
 * painted (lib/next-build/paint-first.ts says why and how), and the chunks it runs at
 * start-up carry V8's compile hint (lib/next-build/compile-hint.ts). Run by
 * `npm run build`; idempotent.
 */
import fs from 'node:fs';
import { buildDir, clearRouteCache, prerenderedHtmlFiles, rewriteStaticAsset, writeStaticAsset } from '../lib/next-build/output';
import { flightDir, paintFirst } from '../lib/next-build/paint-first';
import { withCompileHint } from '../lib/next-build/compile-hint';

const dist = buildDir();
let rewritten = 0;
let flightBytes = 0;
const startupChunks = new Set<string>();
for (const file of prerenderedHtmlFiles(dist)) {
  const html = fs.readFileSync(file, 'utf8');
  const page = paintFirst(html);
  if (page.html === html) continue;
  if (page.flight) {
    writeStaticAsset(dist, flightDir.asset + page.flight.name, page.flight.json);
    flightBytes += page.flight.json.length;
  }
  for (const chunk of page.scripts) startupChunks.add(chunk);
  fs.writeFileSync(file, page.html);
  rewritten++;
}
for (const chunk of startupChunks) rewriteStaticAsset(dist, chunk, withCompileHint);
clearRouteCache(dist);
console.log(
  `paint-first: ${rewritten} prerendered pages request their scripts and flight data (${Math.round(flightBytes / 1024)} KB in ${flightDir.url}) after the first paint; ` +
    `${startupChunks.size} start-up chunks are compiled while they stream in`
);

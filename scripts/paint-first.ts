/**
 * After `next build`, before scripts/csp-hashes.ts (which then lists the loader's
 * hash): every prerendered page requests its scripts and its flight data once it is
 * painted (lib/next-build/paint-first.ts says why and how). Run by `npm run build`;
 * idempotent.
 */
import fs from 'node:fs';
import { buildDir, clearRouteCache, prerenderedHtmlFiles, writeStaticAsset } from '../lib/next-build/output';
import { flightDir, paintFirst } from '../lib/next-build/paint-first';

const dist = buildDir();
let rewritten = 0;
let flightBytes = 0;
for (const file of prerenderedHtmlFiles(dist)) {
  const html = fs.readFileSync(file, 'utf8');
  const page = paintFirst(html);
  if (page.html === html) continue;
  if (page.flight) {
    writeStaticAsset(dist, flightDir.asset + page.flight.name, page.flight.json);
    flightBytes += page.flight.json.length;
  }
  fs.writeFileSync(file, page.html);
  rewritten++;
}
clearRouteCache(dist);
console.log(
  `paint-first: ${rewritten} prerendered pages request their scripts and flight data (${Math.round(flightBytes / 1024)} KB in ${flightDir.url}) after the first paint`
);

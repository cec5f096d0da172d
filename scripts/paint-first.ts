/**
 * After `next build`, before scripts/csp-hashes.ts (which then lists the loader's
 * hash): every prerendered page requests its scripts and its flight data once it is
 * painted (lib/next-build/paint-first.ts says why and how), and the chunks it runs at
 * start-up carry V8's compile hint (lib/next-build/compile-hint.ts). With
 * NEXT_BUILD_VARIANT=hint-only (lib/next-build/variant.ts) the pages are left as Next
 * wrote them and only the hint is added, so the bench can measure both deliveries.
 * Run by `npm run build`; idempotent. scripts/verify-build.ts checks the result.
 */
import fs from 'node:fs';
import { buildDir, clearRouteCache, prerenderedHtmlFiles, rewriteStaticAsset, writeStaticAsset } from '../lib/next-build/output';
import { flightDir, paintFirst } from '../lib/next-build/paint-first';
import { withCompileHint } from '../lib/next-build/compile-hint';
import { buildVariant } from '../lib/next-build/variant';

const dist = buildDir();
const variant = buildVariant();
const pages = prerenderedHtmlFiles(dist)
  .map((file) => ({ file, html: fs.readFileSync(file, 'utf8') }))
  .map((page) => ({ ...page, rewritten: paintFirst(page.html) }))
  .filter((page) => page.rewritten.html !== page.html);

// The chunks first, the pages last: a page already rewritten names no chunks when the
// step runs again, so its chunks must have their hint before the page is written.
const startupChunks = new Set(pages.flatMap((page) => page.rewritten.scripts));
for (const chunk of startupChunks) rewriteStaticAsset(dist, chunk, withCompileHint);
if (variant === 'hint-only') {
  console.log(
    `paint-first (${variant}): pages left as Next wrote them; ${startupChunks.size} start-up chunks are compiled while they stream in`
  );
} else {
  let flightBytes = 0;
  for (const { file, rewritten } of pages) {
    if (rewritten.flight) {
      writeStaticAsset(dist, flightDir.asset + rewritten.flight.name, rewritten.flight.json);
      flightBytes += rewritten.flight.json.length;
    }
    fs.writeFileSync(file, rewritten.html);
  }
  clearRouteCache(dist);
  console.log(
    `paint-first: ${pages.length} prerendered pages request their scripts and flight data (${Math.round(flightBytes / 1024)} KB in ${flightDir.url}) after the first paint; ` +
      `${startupChunks.size} start-up chunks are compiled while they stream in`
  );
}

/**
 * After `next build`: the chunks every prerendered page runs at start-up
 * (lib/next-build/startup-chunks.ts) get V8's compile hint as their first line
 * (lib/next-build/compile-hint.ts says why). The pages are left as Next wrote them.
 * Run by `npm run build`; idempotent. scripts/build/verify-build.ts checks the result.
 */
import fs from 'node:fs';
import { buildDir, prerenderedHtmlFiles, rewriteStaticAsset } from '../../lib/next-build/output';
import { withCompileHint } from '../../lib/next-build/compile-hint';
import { startupChunks } from '../../lib/next-build/startup-chunks';

const dist = buildDir();
const pages = prerenderedHtmlFiles(dist);
const chunks = new Set(pages.flatMap((file) => startupChunks(fs.readFileSync(file, 'utf8'))));
for (const chunk of chunks) rewriteStaticAsset(dist, chunk, withCompileHint);
console.log(`compile-hint: ${chunks.size} start-up chunks of ${pages.length} prerendered pages are compiled while they stream in`);

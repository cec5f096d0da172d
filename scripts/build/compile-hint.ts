/**
 * After `next build`: the chunks every prerendered page runs at start-up
 * (lib/next-build/startup-chunks.ts) get V8's compile hint as their first line
 * (lib/next-build/compile-hint.ts says why). The pages are left as Next wrote them.
 * Optional: BUILD_COMPILE_HINT=off skips it, and a build whose pages are not in the shape
 * it reads is left unhinted with a warning, not failed. What it did is recorded in the
 * build (site-compile-hint.json), and scripts/build/verify-build.ts checks the hint only
 * where it was applied. Run by `npm run build`; idempotent.
 */
import fs from 'node:fs';
import { buildDir, prerenderedHtml, publicPath, rewriteStaticAsset, siteBuildFile } from '../../lib/next-build/output';
import { compileHintWanted, planCompileHint, withCompileHint, type CompileHintRecord } from '../../lib/next-build/compile-hint';
import { startupChunks, turbopackRuntime } from '../../lib/next-build/startup-chunks';
import { buildLogLine } from '../../lib/next-build/build-log';

const dist = buildDir();
const pages = prerenderedHtml(dist).flatMap(({ relative, html }) => {
  const label = publicPath(relative);
  return label === null ? [] : [{ label, html }];
});
let record: CompileHintRecord;
if (!compileHintWanted()) {
  record = { applied: false, reason: 'BUILD_COMPILE_HINT=off' };
  console.log(buildLogLine('compileHintOff'));
} else {
  const plan = planCompileHint(pages, startupChunks, (url) => turbopackRuntime.test(url));
  if ('reason' in plan) {
    record = { applied: false, reason: plan.reason };
    console.warn(
      `${buildLogLine('compileHintSkipped', { reason: plan.reason })}. ` +
        'A Next upgrade may have changed how pages name their scripts: docs/next-upgrade.md.'
    );
  } else {
    for (const chunk of plan.chunks) rewriteStaticAsset(dist, chunk, withCompileHint);
    record = { applied: true, chunks: plan.chunks.length };
    console.log(buildLogLine('compileHintApplied', { chunks: plan.chunks.length, pages: pages.length }));
  }
}
fs.writeFileSync(siteBuildFile(dist, 'compile-hint'), `${JSON.stringify(record)}\n`);

/**
 * Compares two production builds' prerendered HTML, to show that a change
 * (moving files, renaming modules) changed nothing a visitor gets:
 *
 *   NEXT_DIST_DIR=.next-before npm run build   (on the starting commit)
 *   NEXT_DIST_DIR=.next-after npm run build    (on the change)
 *   npx tsx scripts/dev/compare-builds.ts .next-before .next-after
 *
 * Names that Next derives from hashes (chunks, CSS, media files, client modules' ids, next/font's
 * classes, the build id) differ between builds of different sources,
 * so each is replaced by a placeholder numbered in order of first appearance in its file:
 * the same file named twice keeps one number, so a page that loads a chunk more, or in
 * another order, still shows. Everything else is compared as it is; exit code 1 on any
 * difference. (Two builds of the same commit are the same byte for byte: reproducible-build.ts.)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildId, prerenderedHtml } from '../../lib/next-build/output';

/** Names Next makes from hashes, each with the label of its placeholder. */
const hashedNames: ReadonlyArray<{ pattern: RegExp; label: string }> = [
  // /_next/static/chunks/<hash>.js and .css (also escaped inside the RSC payload's strings).
  { pattern: /(?<=\/_next\/static\/chunks\/)[\w.-]+?(?=\.(?:js|css)\b)/g, label: 'chunk' },
  // /_next/static/media/<name>.<hash>.<ext>: fonts, the office map's shapes.
  { pattern: /(?<=\/_next\/static\/media\/)[\w.-]+?(?=\.(?:woff2?|svg|png|jpe?g|webp|avif|ico)\b)/g, label: 'media' },
  // A client component's module id in the RSC payload (`I[<id>,[chunks],"export"]`): Turbopack
  // derives it from a hash of the module's path, so it changes when the file moves.
  { pattern: /(?<=\bI\[)\d+(?=,)/g, label: 'module' },
  // next/font's class for a font's CSS variable (`_<hash>_variable`), hashed from the font file's path.
  { pattern: /(?<=\b_)[\w-]{6}(?=_variable\b)/g, label: 'font' }
];

/**
 * `text` with the build id and every hashed name replaced by numbered placeholders
 * (`<chunk 1>`, `<media 2>`, `<module 3>`, `<font 4>`, `<build-id>`), numbered per label in order of
 * first appearance.
 */
export function normaliseBuildText(text: string, id?: string): string {
  let out = id ? text.split(id).join('<build-id>') : text;
  for (const { pattern, label } of hashedNames) {
    const seen = new Map<string, number>();
    out = out.replace(pattern, (name) => {
      if (!seen.has(name)) seen.set(name, seen.size + 1);
      return `<${label} ${seen.get(name)}>`;
    });
  }
  return out;
}

/** Where two texts first differ, with some context from each; null when they are equal. */
export function firstDifference(before: string, after: string, context = 60): string | null {
  if (before === after) return null;
  let at = 0;
  while (at < before.length && at < after.length && before[at] === after[at]) at++;
  const from = Math.max(0, at - context);
  return `at character ${at}:\n  before: …${before.slice(from, at + context)}…\n  after:  …${after.slice(from, at + context)}…`;
}

/** Every difference between the two builds' prerendered HTML, after normalising; empty when none. */
export async function compareBuilds(beforeDir: string, afterDir: string): Promise<{ pages: number; differences: string[] }> {
  const [beforeId, afterId] = await Promise.all([buildId(beforeDir), buildId(afterDir)]);
  const read = (dir: string, id: string | undefined) =>
    new Map(prerenderedHtml(dir).map(({ relative, html }) => [relative, normaliseBuildText(html, id)]));
  const before = read(beforeDir, beforeId);
  const after = read(afterDir, afterId);
  const differences: string[] = [];
  for (const file of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(file);
    const b = after.get(file);
    if (a === undefined || b === undefined) {
      differences.push(`${file}: only in ${a === undefined ? afterDir : beforeDir}`);
      continue;
    }
    const difference = firstDifference(a, b);
    if (difference) differences.push(`${file}: ${difference}`);
  }
  return { pages: before.size, differences };
}

async function main() {
  const [beforeDir, afterDir] = process.argv.slice(2);
  if (!beforeDir || !afterDir) {
    console.error('usage: npx tsx scripts/dev/compare-builds.ts <build folder before> <build folder after>');
    process.exit(2);
  }
  const { pages, differences } = await compareBuilds(path.resolve(beforeDir), path.resolve(afterDir));
  for (const difference of differences) console.log(difference);
  console.log(
    differences.length === 0
      ? `${pages} prerendered HTML files: identical after normalising hashed names and the build id.`
      : `${differences.length} difference(s) in ${pages} prerendered HTML files.`
  );
  process.exitCode = differences.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

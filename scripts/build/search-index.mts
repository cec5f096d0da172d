// Builds the site search's index (Pagefind) from the prerendered pages of the build
// just made: run by package.json's postbuild after `next build`. One index per
// language (Pagefind splits by the record's language and stems ru, ar and en); each
// record carries, besides its text, the folded forms of its words that folding
// changes (lib/search/normalise.ts), which the dialog's folded queries meet.
// Writes public/pagefind/ (served by `next start` as static files; gitignored).
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { locales, localizedPath } from '../../lib/i18n/locales';
import { buildDir, prerenderedPageHtml } from '../../lib/next-build/output';
import { allRoutes, pagePath } from '../../lib/routes';
import { recordsOfPage } from '../../lib/search/extract';
import { foldedVariants } from '../../lib/search/normalise';

/** Pages that are not destinations of a search: the site map only lists the others. */
const notIndexed = new Set([pagePath('siteMap')]);

const root = path.resolve(import.meta.dirname, '..', '..');
const distDir = buildDir(root);
const outputPath = path.join(root, 'public', 'pagefind');

async function main() {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const counts: Record<string, number> = {};
  for (const locale of locales) {
    for (const route of allRoutes()) {
      if (notIndexed.has(route.path)) continue;
      const { file, html } = prerenderedPageHtml(distDir, locale, route.path);
      const records = recordsOfPage(html, localizedPath(locale, route.path), route);
      if (!records.length) throw new Error(`search-index: no <main> content in ${file}`);
      for (const record of records) {
        const result = await index.addCustomRecord({
          url: record.url,
          // The folded forms follow the text; `chars` tells the dialog where the text ends.
          content: [record.text, ...foldedVariants(`${record.title} ${record.text}`)].join(' '),
          language: locale,
          meta: { title: record.title, kind: record.kind, chars: String(record.text.length) }
        });
        if (result.errors.length) throw new Error(`Pagefind (${record.url}): ${result.errors.join('; ')}`);
        counts[locale] = (counts[locale] ?? 0) + 1;
      }
    }
  }
  // The files are taken from the engine in memory and written here: writeFiles leaves
  // the writing to Pagefind's backend process, which close() can end before its last
  // files are flushed (a loaded CI machine got an empty pagefind-entry.json).
  const { errors: fileErrors, files } = await index.getFiles();
  if (fileErrors.length) throw new Error(`Pagefind: ${fileErrors.join('; ')}`);
  fs.rmSync(outputPath, { recursive: true, force: true });
  for (const file of files) {
    // Pagefind's ready-made interfaces (about 350 KB): the site has its own dialog.
    if (/^pagefind-(?:ui|modular-ui|component-ui|highlight)\./.test(file.path)) continue;
    const target = path.join(outputPath, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
  }
  const entry = JSON.parse(fs.readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, unknown> };
  const missing = locales.filter((l) => !(l in entry.languages));
  if (missing.length) throw new Error(`search-index: no index for ${missing.join(', ')}`);
  await pagefind.close();
  console.log(
    `search-index: ${Object.entries(counts)
      .map(([l, n]) => `${l} ${n}`)
      .join(', ')} records → ${path.relative(root, outputPath)}`
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

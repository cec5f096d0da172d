/**
 * README.md's table of environment variables, generated from their declarations in
 * lib/env.ts (`npm run env-table` rewrites it between its markers;
 * tests/unit/dev/env-table.test.ts fails when it differs). Written as Prettier lays out a
 * table, so that `prettier --check` leaves it as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { variables } from '../../lib/env';

export const envTableStart = '<!-- env-table:start -->';
export const envTableEnd = '<!-- env-table:end -->';

type Declared = { read: string; default?: string; unset?: string; setBy?: string; doc: string };

/** The Default column: who sets it, what unset means, or the default itself. */
function defaultCell(declared: Declared): string {
  if (declared.setBy) return `set by ${declared.setBy}`;
  if (declared.unset) return declared.unset;
  return declared.default ? `\`${declared.default}\`` : 'unset';
}

/** One table, its columns padded to their widest cell. */
function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(3, ...[title, ...rows.map((row) => row[i]!)].map((cell) => [...cell].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell + ' '.repeat(widths[i]! - [...cell].length)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * Whether a variable belongs in the table: one a deployment or its host sets, not one
 * Next.js or the build sets for the site's own code (lib/env.ts documents those).
 */
export const tabled = (declared: Declared) => declared.setBy !== 'Next.js' && declared.setBy !== 'the build';

/** The table: every variable lib/env.ts declares that a deployment or its host sets, in its order. */
export function envTable(): string {
  const rows = (Object.entries(variables) as [string, Declared][])
    .filter(([, declared]) => tabled(declared))
    .map(([name, declared]) => [`\`${name}\``, defaultCell(declared), declared.read, declared.doc.replace(/\|/g, '\\|')]);
  return markdownTable(['Variable', 'Default', 'Read at', 'Sets'], rows);
}

/** `readme` with the text between the markers replaced by the table. */
export function withEnvTable(readme: string): string {
  const from = readme.indexOf(envTableStart);
  const to = readme.indexOf(envTableEnd);
  if (from < 0 || to < from) throw new Error(`README.md has no ${envTableStart} … ${envTableEnd}`);
  return `${readme.slice(0, from + envTableStart.length)}\n\n${envTable()}\n\n${readme.slice(to)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = path.join(process.cwd(), 'README.md');
  fs.writeFileSync(file, withEnvTable(fs.readFileSync(file, 'utf8')));
  console.log('README.md: the table of environment variables written from lib/env.ts');
}

/**
 * Values the rules take from the code they guard, so that a new language or page needs no
 * edit here. They are read from the source text, since these modules are TypeScript and
 * the config is not; tests/unit/codebase/eslint-rules.test.ts checks the reading against
 * the modules themselves.
 */
import fs from 'node:fs';

const read = (file) => fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** The text of `export const <name> = [ … ] as const;` in `source`. */
function table(source, name) {
  const match = new RegExp(`export const ${name} = \\[([\\s\\S]*?)\\] as const;`).exec(source);
  if (!match) throw new Error(`eslint-rules/facts.mjs: no table ${name}`);
  return match[1];
}

const values = (text, key) => [...text.matchAll(new RegExp(`\\b${key}: '([^']+)'`, 'g'))].map((m) => m[1]);

/** The locale codes of lib/i18n/locales.ts's table. */
export const localeCodes = values(table(read('lib/i18n/locales.ts'), 'localeTable'), 'code');

const routes = read('lib/routes.ts');
/** The paths of the pages in lib/routes.ts, listed and unlisted. */
export const pagePaths = [...values(table(routes, 'pages'), 'path'), ...values(table(routes, 'unlistedPages'), 'path')];

/** The colour-mode storage key of lib/browser/color-mode.ts. */
export const colorModeStorageKey = /export const colorModeStorageKey = '([^']+)'/.exec(read('lib/browser/color-mode.ts'))?.[1];

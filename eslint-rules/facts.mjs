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

/**
 * The colour tokens of app/globals.css, as { name, light, dark } with Tailwind's colour names
 * (`neutral-700`, `white`): each `--color-<name>` that the dark-mode block (`:root.dark`)
 * sets again, with its value there and its first value in the file (the `@theme` one).
 */
export const colourTokens = (() => {
  const css = read('app/globals.css');
  const dark = /:root\.dark\s*\{([^}]*--color-[^}]*)\}/.exec(css);
  if (!dark) throw new Error('eslint-rules/facts.mjs: no dark-mode colour tokens in app/globals.css');
  const definition = /--color-([\w-]+):\s*var\(--color-([\w-]+)\);/g;
  return [...dark[1].matchAll(definition)].map(([, name, darkValue]) => {
    const light = new RegExp(`--color-${name}:\\s*var\\(--color-([\\w-]+)\\);`).exec(css);
    if (!light) throw new Error(`eslint-rules/facts.mjs: no light value of --color-${name} in app/globals.css`);
    return { name, light: light[1], dark: darkValue };
  });
})();

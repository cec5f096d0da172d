import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { colorModeStorageKey, colourTokens, localeCodes, pagePaths } from './eslint-rules/facts.mjs';
import local from './eslint-rules/index.mjs';

/** The app's own code: what next build compiles. */
const app = ['{app,components,lib}/**/*.{ts,tsx,mts,mjs,js,cjs}', '{proxy,instrumentation,next.config}.ts'];
/** The test of these rules, whose examples are the very literals they look for. */
const rulesTest = 'tests/unit/codebase/eslint-rules.test.ts';

/**
 * Selectors for a string (quoted, or a template's text) whose value matches `pattern`, for
 * the rules below; with `first`, only a template's text before its first ${…}.
 */
function strings(pattern, message, { first = false } = {}) {
  // esquery reads a regex up to the next "/", so a slash in one is written \x2F.
  const regex = pattern.replaceAll('/', '\\x2F');
  return [
    { selector: `Literal[value=/${regex}/]`, message },
    { selector: `${first ? 'TemplateLiteral > TemplateElement:first-child' : 'TemplateElement'}[value.cooked=/${regex}/]`, message }
  ];
}
/**
 * The workspace packages (packages/*): each one's folder and the source files its
 * package.json `exports` names, its entry points.
 */
const packages = fs
  .readdirSync(path.join(import.meta.dirname, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'packages', name, 'package.json'), 'utf8'));
    return {
      folder: `./packages/${name}`,
      name: manifest.name,
      entries: Object.values(manifest.exports),
      specifiers: Object.keys(manifest.exports).map((key) => path.posix.join(manifest.name, key))
    };
  });
/** What lies beside the packages at the top of the repository (the site, its programs and tests). */
const outsidePackages = fs
  .readdirSync(import.meta.dirname)
  .filter((name) => !name.startsWith('.') && !['packages', 'node_modules'].includes(name))
  .map((name) => `./${name}`);
/**
 * Boundaries of the packages: the site and the other packages reach a package through
 * its entry points only (its src/ is its own), and a package imports its own modules,
 * its dependencies and other packages' entry points, never the site (`@/…`, ../../lib)
 * or another package's insides.
 */
const packageZones = packages.flatMap((pkg) => [
  {
    target: [...outsidePackages, ...packages.filter((other) => other !== pkg).map((other) => other.folder)],
    from: `${pkg.folder}/src`,
    except: pkg.entries.map((entry) => path.posix.relative('./src', entry)).map((entry) => `./${entry}`),
    message: `Import ${pkg.name} through its entry points (its package.json exports), not its src/.`
  },
  {
    target: pkg.folder,
    from: './',
    except: [
      pkg.folder,
      './node_modules',
      ...packages.filter((other) => other !== pkg).flatMap((other) => other.entries.map((entry) => path.posix.join(other.folder, entry)))
    ],
    message: `${pkg.name} stands alone: it imports its own modules and its dependencies, never the site.`
  }
]);
/** Next's preset's config of the import plugin (plugin and resolver), for its rule on boundaries between folders. */
const nextImport = nextVitals.find((config) => config.plugins?.import);
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every specifier a package's `exports` answers (`@site/cv-check`, `@site/cv-check/sandbox`, …), as one anchored regex's alternation. */
const packageEntries = packages
  .flatMap((pkg) => pkg.specifiers)
  .map(escapeRegExp)
  .join('|');
const hex = '[0-9A-Fa-f]{1,6}';
const pagePath = `^(?:${pagePaths
  .filter((path) => path !== '/')
  .map(escapeRegExp)
  .join('|')})(?:[/?#]|$)`;

// Next's own presets (React, hooks, jsx-a11y, import, @next/next, typescript-eslint),
// as `next lint` used to apply them; `npm run lint` fails on any warning. Then the rules
// of this codebase (docs/testing.md lists them), with eslint-rules/ for those no
// published plugin has.
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: { 'eslint-comments': eslintComments, local },
    rules: {
      // A disable comment names the rules it turns off and says why after " -- ".
      'eslint-comments/no-unlimited-disable': 'error',
      'eslint-comments/require-description': 'error',
      // The locale table is the only list of the site's languages.
      'local/locale-lists': ['error', { codes: localeCodes }],
      // Font Unicode ranges are written once, for the font subsetting and the CSS alike.
      'local/unicode-ranges': [
        'error',
        ...strings(`U\\+${hex}-${hex}\\b|U\\+${hex}\\s*,\\s*U\\+`, 'A font Unicode range: take it from lib/font-ranges.mjs.')
      ],
      // The replaced site's key, kept so that returning visitors keep their colour mode.
      'local/color-mode-key': [
        'error',
        ...strings(
          escapeRegExp(colorModeStorageKey),
          'The colour-mode storage key: import colorModeStorageKey from lib/browser/color-mode.ts.'
        )
      ]
    }
  },
  {
    // Next's preset sets up the import plugin for the files it lints; .cjs ones too here.
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { import: nextImport.plugins.import },
    settings: nextImport.settings,
    rules: {
      // Boundaries between folders: lib/ is runtime code under the components, not beside
      // them; content/ is data and its types; the programs beside the site (build steps,
      // staff CLI, tools, the bench) share lib/, not the components; a package is reached
      // through its entry points and stands alone (packageZones).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: ['./components', './app'], message: 'lib/ is below the components: move what both need into lib/.' },
            {
              target: './components',
              from: './app',
              message: 'The components are below the routes: app/ composes them, not the other way.'
            },
            { target: './content', from: ['./components', './app'], message: 'content/ holds data and its types only.' },
            {
              target: ['./scripts', './bench'],
              from: './components',
              message: 'The programs beside the site share lib/, not the components.'
            },
            ...packageZones
          ]
        }
      ]
    }
  },
  {
    // A package's name with a path its exports do not answer (`@site/cv-check/src/…`):
    // Node and TypeScript refuse it too, but the lint names the rule.
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    rules: {
      'local/package-entries': [
        'error',
        {
          selector: `:matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression) > Literal[value=/^@site\\x2F/]:not([value=/^(?:${packageEntries.replaceAll('/', '\\x2F')})$/])`,
          message: "Not one of the package's entry points: import what its package.json exports."
        }
      ]
    }
  },
  { files: ['lib/i18n/locales.ts', rulesTest], rules: { 'local/locale-lists': 'off' } },
  {
    files: ['lib/font-ranges.mjs', 'tests/integration/fonts.test.ts', 'tests/unit/codebase/one-source.test.ts', rulesTest],
    rules: { 'local/unicode-ranges': 'off' }
  },
  { files: ['lib/browser/color-mode.ts'], rules: { 'local/color-mode-key': 'off' } },
  {
    // The environment is read through lib/env.ts, which declares every variable once. The
    // exceptions (lib/env.ts says why) name what they may read literally. A package reads
    // none: its caller passes it what it needs.
    files: [...app, 'scripts/build/**/*.{ts,mts,mjs,js,cjs}', 'packages/*/src/**/*.{ts,mts}'],
    rules: { 'local/process-env': 'error' }
  },
  { files: ['lib/env.ts'], rules: { 'local/process-env': 'off' } },
  // In every page's start-up script, which must not carry zod.
  { files: ['lib/browser/build-id.ts'], rules: { 'local/process-env': ['error', { allow: ['NEXT_PUBLIC_BUILD_ID'] }] } },
  // Next's own, compared literally so that the bundler drops the Node.js-only imports from other runtimes.
  { files: ['instrumentation.ts'], rules: { 'local/process-env': ['error', { allow: ['NEXT_RUNTIME', 'NEXT_PHASE'] }] } },
  // Build steps: the build id hashes all the environment a build inlines; ensure-build runs
  // under plain Node, before anything TypeScript; the cards and the check behind nginx are required under CI.
  { files: ['lib/next-build/default-build-id.ts'], rules: { 'local/process-env': ['error', { allow: ['*'] }] } },
  { files: ['scripts/build/ensure-build.mjs'], rules: { 'local/process-env': ['error', { allow: ['NEXT_DIST_DIR'] }] } },
  { files: ['scripts/build/cards.mts', 'scripts/build/verify-build.ts'], rules: { 'local/process-env': ['error', { allow: ['CI'] }] } },
  {
    // A colour with a token (app/globals.css) is the token's one class, not a light class
    // and its dark: twin; the rule's test writes such pairs on purpose.
    files: app,
    rules: { 'local/colour-pairs': ['error', { tokens: colourTokens }] }
  },
  {
    // A module a reader takes in at once; longer ones are split (tests are exempt: a spec
    // reads as a list). Blank lines and comments count: they are read too.
    files: ['{components,lib,scripts,bench}/**/*.{ts,tsx,mts,mjs,js,cjs}', 'packages/*/src/**/*.{ts,mts}'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] }
  },
  {
    // 'en' is English itself only where a line says so (a disable comment with the reason);
    // the default locale is defaultLocale.
    files: app,
    ignores: ['lib/i18n/locales.ts'],
    rules: {
      'local/english': [
        'error',
        { selector: "Literal[value='en']", message: "'en' written out: the default locale is defaultLocale (lib/i18n/locales.ts)." },
        {
          selector: "TemplateLiteral[expressions.length=0] > TemplateElement[value.cooked='en']",
          message: "'en' written out: the default locale is defaultLocale (lib/i18n/locales.ts)."
        }
      ]
    }
  },
  {
    // The site, its build steps and the test helpers link through pagePath().
    files: [...app, 'scripts/**/*.{ts,mts,mjs,js,cjs}', 'tests/helpers/**/*.{ts,mts,mjs}'],
    ignores: ['lib/routes.ts'],
    rules: {
      'local/page-paths': ['error', ...strings(pagePath, "A page's path: link through pagePath() (lib/routes.ts).", { first: true })]
    }
  },
  {
    // The HTML answers, cards, sitemaps and feeds share one escaper.
    files: ['{app,components,lib,scripts}/**/*.{ts,tsx,mts,mjs,js,cjs}'],
    ignores: ['lib/security/escape-html.ts'],
    rules: {
      'local/markup-escaping': [
        'error',
        { selector: "Literal[value='&amp;']", message: 'Markup escaped by hand: use lib/security/escape-html.ts.' },
        { selector: "TemplateElement[value.cooked='&amp;']", message: 'Markup escaped by hand: use lib/security/escape-html.ts.' }
      ]
    }
  },
  {
    // Plain code: React and Next belong in components/ (components/browser/ for the hooks
    // built on lib/browser/), not in data or plain browser modules.
    files: ['content/**/*.{ts,tsx,mts,mjs}', 'lib/browser/**/*.{ts,tsx,mts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?:react|react-dom|next)(?:/|$)', message: 'Plain code here: React and Next belong in components/.' }] }
      ]
    }
  },
  {
    // A module that needs a request runs only on the server; a client component importing
    // it must fail the build, not ship server code.
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'local/server-only': ['error', { requestModules: ['next-intl/server', 'next/headers'] }],
      'local/client-only': 'error'
    }
  },
  {
    // The enquiry pipeline is server code (mail, storage, the CV check), except what the
    // form in the browser shares with it.
    files: ['lib/enquiries/**/*.{ts,tsx}'],
    ignores: ['lib/enquiries/{contact-form,limits,error-messages,schema}.ts'],
    rules: { 'local/server-only': ['error', { requestModules: ['next-intl/server', 'next/headers'], always: true }] }
  },
  {
    // What the contact form's page and the server share runs in the browser: it imports
    // no Node built-in and nothing marked for the server (the zones above keep the site out).
    files: ['packages/contact-form/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:node:|server-only$|(?:${builtinModules.map(escapeRegExp).join('|')})(?:/|$))`,
              message: '@site/contact-form runs in the browser: no Node built-in, nothing server-only.'
            }
          ]
        }
      ]
    }
  },
  {
    // The store package does not mark itself server-only (the staff command line runs it
    // outside Next): the pages and components reach enquiries through lib/enquiries/,
    // whose store.ts is marked, never the package itself.
    files: ['{app,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@site/enquiry-store(?:/|$)',
              message: 'The enquiry store is server code: reach it through lib/enquiries/store.ts (server-only).'
            }
          ]
        }
      ]
    }
  },
  globalIgnores([
    'node_modules/**',
    '.next/**',
    '.next-*/**',
    // OpenNext's output (npm run build:aws).
    '.open-next/**',
    // The floor app's build (npm run bench).
    'bench/floor/.next/**',
    'out/**',
    'next-env.d.ts',
    'bench/results/**',
    'test-results/**',
    'playwright-report/**',
    'screenshots/**',
    // What the prebuild steps write for the app to import (git-ignored).
    'generated/**',
    // The search index, generated at postbuild (git-ignored).
    'public/pagefind/**'
  ])
]);

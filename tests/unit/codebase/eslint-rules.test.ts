import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import colourPairs from '../../../eslint-rules/colour-pairs.mjs';
import { colourTokens } from '../../../eslint-rules/facts.mjs';
import { colorModeStorageKey } from '@/lib/browser/color-mode';
import { localeTable } from '@/lib/i18n/locales';
import { pages, unlistedPages } from '@/lib/routes';
import { repoRoot } from '../../helpers/source-files';

/**
 * The codebase's rules live in eslint.config.mjs (and eslint-rules/ for its own). Each is
 * shown to fire here: a bad snippet, linted as if at a path the rule holds, is reported
 * under the rule's name; a good one, or the same at an exempt path, is not.
 */
const eslint = new ESLint({ cwd: repoRoot });

/** The rule names reported for `code` linted as the file `filePath`; a parse error fails. */
async function rulesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${filePath}` });
  expect(result!.messages.filter((m) => m.fatal).map((m) => m.message)).toEqual([]);
  return result!.messages.map((m) => m.ruleId ?? '');
}

type Case = { rule: string; bad: [string, string][]; good: [string, string][] };

const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const a${i} = ${i};`).join('\n') + '\n';
const codes = localeTable.map((l) => l.code);
const q = (text: string) => `'${text}'`;

const cases: Case[] = [
  {
    rule: 'max-lines',
    bad: ['components/a/long.tsx', 'lib/long.ts', 'scripts/build/long.mts', 'bench/long.mjs'].map((file) => [file, lines(251)]),
    good: [
      ['lib/short.ts', lines(250)],
      ['tests/unit/long.test.ts', lines(400)]
    ]
  },
  {
    rule: 'eslint-comments/require-description',
    bad: [['lib/a.ts', '// eslint-disable-next-line prefer-const\nlet a = 1;\nexport { a };']],
    good: [['lib/a.ts', '// eslint-disable-next-line prefer-const -- a reason that says why\nlet a = 1;\nexport { a };']]
  },
  {
    rule: 'eslint-comments/no-unlimited-disable',
    bad: [['lib/a.ts', '/* eslint-disable -- everything, for no reason given */\nexport const a = 1;']],
    good: [['lib/a.ts', '/* eslint-disable prefer-const -- one rule, and why */\nexport const a = 1;']]
  },
  {
    rule: 'import/no-restricted-paths',
    bad: [
      ['lib/a.ts', "export { ServiceCard } from '@/components/services/service-card';"],
      ['lib/seo/a.ts', "import NotFound from '../../app/not-found';\nexport default NotFound;"],
      ['lib/a.ts', "export const load = () => import('@/components/services/service-card');"],
      ['content/a.ts', "export { ServiceCard } from '@/components/services/service-card';"],
      ['components/a/b.ts', "import NotFound from '@/app/not-found';\nexport default NotFound;"],
      ['scripts/build/a.ts', "export { ServiceCard } from '../../components/services/service-card';"],
      ['scripts/staff/a.cjs', "module.exports = require('../../components/services/service-card');"],
      ['bench/a.mjs', "export { ServiceCard } from '../components/services/service-card';"],
      // Into a package's src/ from outside it, past its entry points.
      ['lib/enquiries/a.ts', "export { checkCvInSandbox } from '../../packages/cv-check/src/sandbox/pool';"],
      ['scripts/build/a.mts', "export { sniffCv } from '../../packages/cv-check/src/check/sniff';"],
      ['tests/unit/a.test.ts', "export { createCheckQueue } from '../../packages/cv-check/src/sandbox/queue';"],
      // From a package to the site, by the alias or by a relative path.
      ['packages/cv-check/src/a.ts', "export { env } from '@/lib/env';"],
      ['packages/cv-check/src/check/a.ts', "export { maxBodyBytes } from '../../../../lib/enquiries/limits';"],
      ['packages/cv-check/tests/unit/a.test.ts', "export { catalogues } from '../../../../tests/helpers/catalogues';"],
      // The contact form's package takes the site's facts and keys as parameters, never by import.
      ['packages/contact-form/src/a.ts', "export type { MessageKey } from '@/lib/i18n/translator';"],
      ['packages/contact-form/src/a.ts', "export { countryIds } from '../../../lib/site-ids';"],
      // One package into another's insides.
      ['packages/contact-form/src/a.ts', "export { sniffCv } from '../../cv-check/src/check/sniff';"],
      // The store takes the site's settings as a parameter, and the form's table from its package.
      ['packages/enquiry-store/src/a.ts', "export { storeConfig } from '@/lib/enquiries/config';"],
      ['packages/enquiry-store/src/cli/a.ts', "export { deliverDue } from '../../../../lib/enquiries/delivery';"],
      ['packages/enquiry-store/src/a.ts', "export { enquiryFields } from '../../contact-form/src/fields';"]
    ],
    good: [
      ['lib/a.ts', "export { pagePath } from '@/lib/routes';"],
      ['components/a/b.ts', "export { ServiceCard } from '@/components/services/service-card';"],
      // A package's entry points, from the site; its own modules and dependencies, from itself.
      ['lib/enquiries/a.ts', "export { checkCv } from '@site/cv-check';"],
      ['lib/enquiries/a.ts', "export { checkCvInSandbox } from '@site/cv-check/sandbox';"],
      ['packages/cv-check/src/a.ts', "export { sniffCv } from './check/sniff';"],
      ['packages/cv-check/src/a.ts', "export { build } from 'esbuild';"],
      ['tests/unit/a.test.ts', "export { pdf } from '../../packages/cv-check/tests/helpers/documents';"],
      ['components/a/b.ts', "export { enquiryFields } from '@site/contact-form';"],
      ['packages/contact-form/src/a.ts', "export { enquiryFields } from './fields';"],
      // Another package's entry points, from a package.
      ['packages/enquiry-store/src/a.ts', "export { fieldIds } from '@site/contact-form';"],
      ['packages/enquiry-store/src/a.ts', "export type { CvFormat } from '@site/cv-check/formats';"],
      ['lib/enquiries/a.ts', "export { processStore } from '@site/enquiry-store';"]
    ]
  },
  {
    rule: 'local/package-entries',
    bad: [
      ['lib/a.ts', "export { sniffCv } from '@site/cv-check/src/check/sniff';"],
      ['scripts/a.mts', "export const load = () => import('@site/cv-check/src/sandbox/pool');"],
      ['tests/unit/a.test.ts', "export * from '@site/cv-check/check';"]
    ],
    good: [
      ['lib/a.ts', "export { checkCv } from '@site/cv-check';"],
      ['components/a/b.ts', "export { cvFormats } from '@site/cv-check/formats';"],
      ['scripts/a.mts', "export { writeCheckChild } from '@site/cv-check/bundle';"]
    ]
  },
  {
    rule: 'no-restricted-imports',
    bad: [
      // What the browser shares with the server: no Node built-in, nothing server-only.
      ['packages/contact-form/src/a.ts', "import 'server-only';\nexport const a = 1;"],
      ['packages/contact-form/src/a.ts', "export { readFileSync } from 'node:fs';"],
      ['packages/contact-form/src/a.ts', "export { createHash } from 'crypto';"],
      ['content/a.ts', "import type { ReactNode } from 'react';\nexport type A = ReactNode;"],
      ['lib/browser/a.ts', "export { useState } from 'react';"],
      ['lib/browser/a.ts', "export { useRouter } from 'next/navigation';"],
      // The store package is not marked server-only: pages and components never import it.
      ['components/contact/a.tsx', "export { openStore } from '@site/enquiry-store';"],
      ['app/api/a/route.ts', "export { runEnquiriesCli } from '@site/enquiry-store/cli';"]
    ],
    good: [
      ['components/browser/a.ts', "export { useState } from 'react';"],
      ['packages/contact-form/src/a.ts', "export * as z from 'zod/mini';"],
      ['packages/cv-check/src/a.ts', "export { readFileSync } from 'node:fs';"],
      ['lib/enquiries/a.ts', "export { processStore } from '@site/enquiry-store';"]
    ]
  },
  {
    rule: 'local/server-only',
    bad: [
      ['lib/a.ts', "import { headers } from 'next/headers';\nexport const h = () => headers();"],
      ['lib/seo/a.ts', "import { getTranslations } from 'next-intl/server';\nexport const t = () => getTranslations();"],
      ['lib/enquiries/a.ts', 'export const a = 1;'],
      ['lib/enquiries/a.ts', "import { z } from 'zod';\nexport type A = z.infer<typeof z.string>;"]
    ],
    good: [
      ['lib/a.ts', "import 'server-only';\nimport { headers } from 'next/headers';\nexport const h = () => headers();"],
      ['lib/a.ts', 'export const a = 1;'],
      ['lib/enquiries/a.ts', "import 'server-only';\nexport const a = 1;"],
      ['lib/enquiries/a.ts', "import type { Locale } from '@/lib/i18n/locales';\nexport type A = { locale: Locale };"],
      ['lib/enquiries/limits.ts', 'export const a = 1;'],
      ['lib/enquiries/contact-form.ts', 'export const a = 1;']
    ]
  },
  {
    rule: 'local/client-only',
    bad: [
      ['lib/a.tsx', "'use client';\nexport const a = 1;"],
      ['lib/browser/a.ts', "export const title: string | null = typeof document === 'undefined' ? null : document.title;"],
      ['lib/browser/a.ts', 'const width = window.innerWidth;\nexport { width };']
    ],
    good: [
      ['lib/a.tsx', "'use client';\nimport 'client-only';\nexport const a = 1;"],
      ['lib/browser/a.ts', 'export function title() {\n  return document.title;\n}'],
      ['lib/browser/a.ts', 'export const size = { window: 1 };\nexport const read = (o: { document: number }) => o.document;']
    ]
  },
  {
    rule: 'local/locale-lists',
    bad: [
      // Every code of the table, each beside the next: the rule knows them all.
      ...codes.map((code, i): [string, string] => ['lib/a.ts', `export const l = [${q(code)}, ${q(codes[(i + 1) % codes.length]!)}];`]),
      ['lib/a.ts', `export type L = ${q(codes[2]!)} | ${q(codes[3]!)};`],
      ['lib/a.ts', `export const p = '/:locale(${codes.slice(1).join('|')})';`],
      ['scripts/dev/a.mjs', `console.log(\`set \${process.argv[2]} in ${codes.join(', ')}\`);`],
      ['lib/a.ts', `export const own = (l: string) => (l === 'ar' ? ['Arabic'] : 'ru' === l ? ['Cyrillic'] : []);`],
      [
        'lib/a.ts',
        `export function own(l: string) {\n  switch (l) {\n    case 'ar':\n      return 1;\n    case 'ru':\n      return 2;\n  }\n}`
      ],
      ['tests/unit/a.test.ts', "import en from '@/messages/en.json';\nimport ru from '@/messages/ru.json';\nexport { en, ru };"],
      ['tests/unit/a.test.ts', "export const load = () => Promise.all([import('@/messages/ru.json'), import('../../messages/az.json')]);"]
    ],
    good: [
      ['tests/unit/a.test.ts', "import en from '@/messages/en.json';\nexport const one = ['ar'];\nexport { en };"],
      ['lib/a.ts', "export const a = (l: string, x: string) => {\n  if (l === 'ar') return 1;\n  if (x === 'ru') return 2;\n};"],
      ['lib/a.ts', "export const dir = (l: string) => (l === 'ar' ? 'rtl' : 'ltr');"],
      ['lib/a.ts', 'export const load = (locale: string) => import(`@/messages/${locale}.json`);'],
      ['lib/a.ts', '// Pagefind stems ru, ar and en\nexport const a = 1;'],
      ['lib/i18n/locales.ts', "export const l = ['en', 'ru'];"]
    ]
  },
  {
    rule: 'local/english',
    bad: [
      ['app/a.tsx', "export const l = 'en';"],
      ['components/a/b.tsx', 'export const A = () => <html lang="en" />;'],
      ['lib/a.ts', "export type L = 'en';"]
    ],
    good: [
      ['lib/i18n/locales.ts', "export const defaultLocale = 'en';"],
      ['scripts/dev/a.ts', "export const l = 'en';"],
      ['lib/a.ts', "// eslint-disable-next-line local/english -- English itself: the staff's language\nexport const l = 'en';"]
    ]
  },
  {
    rule: 'local/page-paths',
    bad: [
      // Every page's path, listed or not: the rule knows them all.
      ...[...pages, ...unlistedPages]
        .filter((p) => p.path !== '/')
        .map(({ path }): [string, string] => ['components/a/b.tsx', `export const A = () => <a href="${path}" />;`]),
      ['lib/a.ts', "export const p = { path: '/news' };"],
      ['app/a.ts', 'export const h = (id: string) => `/locations#office-${id}`;'],
      ['scripts/build/a.ts', "export const p = '/contact?to=hseq';"],
      ['tests/helpers/a.ts', "export const p = '/contact/sent';"]
    ],
    good: [
      ['components/a/b.tsx', 'export const A = () => <a href="/" />;'],
      ['lib/a.ts', "export const p = ['/newsletter', '/api/contact'];"],
      ['lib/a.ts', "import { pagePath } from '@/lib/routes';\nexport const feed = `${pagePath('news')}/feed.xml`;"],
      ['lib/routes.ts', "export const p = '/contact';"],
      ['tests/unit/a.test.ts', "export const p = '/contact';"]
    ]
  },
  {
    rule: 'local/unicode-ranges',
    bad: [
      ['lib/a.ts', "export const r = { unicodeRange: 'U+0400-045F' };"],
      ['tests/unit/a.test.ts', 'export const r = "U+0131,U+0152";']
    ],
    good: [
      ['lib/a.ts', '// the isolates U+2068 … U+2069, and U+00A0, or U+202F\nexport const a = 1;'],
      ['lib/a.ts', 'export const name = (code: string) => `<U+${code}>`;'],
      ['lib/font-ranges.mjs', "export const r = 'U+0400-045F';"]
    ]
  },
  {
    rule: 'local/markup-escaping',
    bad: [['scripts/build/a.ts', "export const e = (s: string) => s.replace(/&/g, '&amp;');"]],
    good: [['lib/security/escape-html.ts', "export const e = (s: string) => s.replace(/&/g, '&amp;');"]]
  },
  {
    rule: 'local/process-env',
    bad: [
      ['lib/a.ts', 'export const hops = process.env.ENQUIRY_PROXY_HOPS;'],
      ['lib/a.ts', "export const hops = process.env['ENQUIRY_PROXY_HOPS'];"],
      ['lib/a.ts', 'export const read = (name: string) => process.env[name];'],
      ['lib/a.ts', 'const { SMTP_URL } = process.env;\nexport { SMTP_URL };'],
      ['lib/a.ts', "import { env } from 'node:process';\nexport const url = env.SMTP_URL;"],
      ['app/a.ts', "export const dev = process.env.NODE_ENV !== 'production';"],
      ['components/a/b.tsx', 'export const A = () => <p>{process.env.NEXT_PUBLIC_GA_ID}</p>;'],
      ['proxy.ts', 'export const hops = process.env.ENQUIRY_PROXY_HOPS;'],
      ['next.config.ts', "export const dist = process.env.NEXT_DIST_DIR || '.next';"],
      ['scripts/build/a.ts', "export const strict = process.env.SITE_FACTS_STRICT === '1';"],
      // An exception reads only the variables it is allowed.
      ['lib/browser/build-id.ts', 'export const token = process.env.NEXT_PUBLIC_MAPBOX_TOKEN;'],
      ['instrumentation.ts', 'export const hops = process.env.ENQUIRY_PROXY_HOPS;'],
      // The 404 handler reads its pages from the build's manifest, not the environment.
      ['lib/not-found/respond.ts', 'export const pages = process.env.SITE_NOT_FOUND_PAGES;']
    ],
    good: [
      ['lib/a.ts', "import { env } from '@/lib/env';\nexport const hops = () => env('ENQUIRY_PROXY_HOPS');"],
      ['lib/a.ts', "export const childEnv = () => ({ ...process.env, GIT_OPTIONAL_LOCKS: '0' });"],
      ['lib/env.ts', 'export const read = (name: string) => process.env[name];'],
      ['lib/browser/build-id.ts', "export const currentBuildId = process.env.NEXT_PUBLIC_BUILD_ID ?? '';"],
      ['instrumentation.ts', "export const node = process.env.NEXT_RUNTIME === 'nodejs';"],
      ['lib/next-build/default-build-id.ts', 'export const settings = (env = process.env) => Object.keys(env);'],
      // The programs beside the site read their own tool settings.
      ['scripts/dev/a.mjs', 'export const port = Number(process.env.SCREENSHOTS_PORT);'],
      ['tests/unit/a.test.ts', 'export const db = process.env.DATABASE_URL;']
    ]
  },
  {
    rule: 'local/colour-pairs',
    bad: [
      ['components/a/b.tsx', 'export const A = () => <p className="mt-4 text-neutral-700 dark:text-neutral-300" />;'],
      ['lib/a.ts', "export const c = 'rounded hover:bg-neutral-100 dark:hover:bg-neutral-800';"]
    ],
    good: [
      ['components/a/b.tsx', 'export const A = () => <p className="mt-4 text-muted" />;'],
      ['tests/unit/a.test.ts', "export const c = 'text-neutral-700 dark:text-neutral-300';"]
    ]
  },
  {
    rule: 'local/color-mode-key',
    bad: [['components/a/b.ts', `export const mode = () => localStorage.getItem('${colorModeStorageKey}');`]],
    good: [['lib/browser/color-mode.ts', `export const key = '${colorModeStorageKey}';`]]
  }
];

describe('the codebase rules in eslint.config.mjs', () => {
  for (const { rule, bad, good } of cases) {
    it(`${rule}: reports each bad snippet, and no good one`, async () => {
      for (const [file, code] of bad) expect(await rulesFor(file, code), `${file}: ${code}`).toContain(rule);
      for (const [file, code] of good) expect(await rulesFor(file, code), `${file}: ${code}`).not.toContain(rule);
    });
  }
});

describe('the colour tokens the rules read (eslint-rules/facts.mjs)', () => {
  it('are the ones of app/globals.css, with their light and dark colours', () => {
    expect(colourTokens).toContainEqual({ name: 'muted', light: 'neutral-700', dark: 'neutral-300' });
    expect(colourTokens).toContainEqual({ name: 'accent', light: 'primary-700', dark: 'primary-300' });
    expect(colourTokens).toContainEqual({ name: 'border', light: 'neutral-200', dark: 'neutral-800' });
    expect(new Set(colourTokens.map((t) => t.name)).size).toBe(colourTokens.length);
  });
});

// RuleTester runs its cases as tests of the runner that loads it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tokens = [
  { name: 'muted', light: 'neutral-700', dark: 'neutral-300' },
  { name: 'background', light: 'white', dark: 'neutral-950' },
  { name: 'border', light: 'neutral-200', dark: 'neutral-800' },
  { name: 'accent', light: 'primary-700', dark: 'primary-300' },
  { name: 'accent-foreground', light: 'white', dark: 'neutral-950' }
];
const jsx = { parserOptions: { ecmaFeatures: { jsx: true } } };

new RuleTester({ languageOptions: jsx }).run('local/colour-pairs', colourPairs, {
  valid: [
    // Tokens, and pairs no token has (its own colours, another shade, another property).
    { code: '<p className="text-muted hover:bg-highlight" />', options: [{ tokens }] },
    { code: "const c = 'text-neutral-700 dark:text-neutral-200';", options: [{ tokens }] },
    { code: "const c = 'text-secondary-800 dark:text-secondary-200';", options: [{ tokens }] },
    // A border token is a border's: a background of those colours is not one.
    { code: "const c = 'bg-neutral-200 dark:bg-neutral-800';", options: [{ tokens }] },
    // The light class under another variant than the dark one.
    { code: "const c = 'hover:text-neutral-700 dark:text-neutral-300';", options: [{ tokens }] },
    // Another opacity in dark mode.
    { code: "const c = 'bg-white/95 dark:bg-neutral-950/90';", options: [{ tokens }] },
    // A light class alone, and a dark class alone.
    { code: "const c = 'text-neutral-700'; const d = 'dark:text-neutral-300';", options: [{ tokens }] }
  ],
  invalid: [
    {
      code: '<p className="mt-4 text-neutral-700 dark:text-neutral-300" />',
      options: [{ tokens }],
      errors: [
        {
          messageId: 'pair',
          data: { light: 'text-neutral-700', dark: 'dark:text-neutral-300', tokens: '`text-muted`' }
        }
      ]
    },
    {
      // Under one more variant, with an opacity, in template text.
      code: 'const c = `${base} hover:border-primary-700 bg-white/95 dark:bg-neutral-950/95 dark:hover:border-primary-300`;',
      options: [{ tokens }],
      errors: [
        {
          messageId: 'pair',
          data: { light: 'bg-white/95', dark: 'dark:bg-neutral-950/95', tokens: '`bg-background/95` or `bg-accent-foreground/95`' }
        },
        {
          messageId: 'pair',
          data: { light: 'hover:border-primary-700', dark: 'dark:hover:border-primary-300', tokens: '`hover:border-accent`' }
        }
      ]
    },
    {
      code: "const c = 'rounded-lg border border-neutral-200 dark:border-neutral-800';",
      options: [{ tokens }],
      errors: [{ messageId: 'pair', data: { light: 'border-neutral-200', dark: 'dark:border-neutral-800', tokens: '`border-border`' } }]
    }
  ]
});

import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Next's own presets (React, hooks, jsx-a11y, import, @next/next, typescript-eslint),
// as `next lint` used to apply them; `npm run lint` fails on any warning.
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    'node_modules/**',
    '.next/**',
    '.next-*/**',
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

import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Every vitest file of the project, in four projects (docs/testing.md), each run by its
 * own script; `vitest run` alone runs all four, which needs the build, the AWS build and
 * the Debian packages:
 *
 * - `unit` (`npm run check`, `npm run test:unit`): tests/unit/ and each workspace package's
 *   tests/unit/ (packages/*), in-process only: no build, no server or other process, no
 *   Debian package. Files side by side.
 * - `integration` (`npm run test:integration`): tests/integration/ and each package's
 *   tests/integration/, the tests that start
 *   processes or servers (next start, nginx, PostgreSQL, an SMTP server, the CV check's
 *   children, the staff CLI), need the build or a Debian tool, or measure time under a
 *   load they make themselves: one file at a time, so that no file's load skews
 *   another's clocks.
 * - `engines` (`npm run test:engines`): the cross-engine smoke suite in Firefox and
 *   WebKit against one `next start` of the build (its globalSetup); both engines at once.
 * - `aws` (`npm run test:aws`, after `npm run build:aws:offline`): the server function
 *   OpenNext built, run as Lambda runs it.
 *
 * The projects run one after the other in this order (`sequence.groupOrder`) when more
 * than one is asked for. tests/unit/codebase/test-layout.test.ts holds that every test
 * file belongs to exactly one project.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Next resolves `server-only` to an empty module for server code; the tests are server code too.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js')
    }
  },
  test: {
    environment: 'node',
    // next-intl imports `next/server` without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'packages/*/tests/unit/**/*.test.ts'],
          sequence: { groupOrder: 0 }
        }
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'packages/*/tests/integration/**/*.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 }
        }
      },
      {
        extends: true,
        test: {
          name: 'engines',
          include: ['tests/engines/*.test.ts'],
          globalSetup: ['tests/helpers/engines/next-server.ts'],
          // Both engines at once: each spends much of its time waiting (on its page, on the 5 s
          // windows of the language switch), so side by side they take about half as long.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 90_000,
          sequence: { groupOrder: 2 }
        }
      },
      {
        extends: true,
        test: {
          name: 'aws',
          include: ['tests/aws/*.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 3 }
        }
      }
    ]
  }
});

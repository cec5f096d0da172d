import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Files that make and measure load of their own: run apart, one at a time (vitest.serial.config.mts). */
export const serialTests = [
  'tests/unit/enquiries/flood-nginx.test.ts',
  'tests/unit/enquiries/next-start.test.ts',
  'tests/unit/enquiries/overload.test.ts',
  'tests/unit/enquiries/sandbox-contention.test.ts',
  'tests/unit/enquiries/sandbox-faults.test.ts',
  'tests/unit/enquiries/sandbox-memory.test.ts',
  'tests/unit/enquiries/sandbox-serverless.test.ts',
  'tests/unit/enquiries/sqlite-lock.test.ts',
  'tests/unit/enquiries/two-instances.test.ts'
];

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Next resolves `server-only` to an empty module for server code; the unit tests are server code too.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js')
    }
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    exclude: [...serialTests, '**/node_modules/**'],
    environment: 'node',
    // next-intl imports `next/server` without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000
  }
});

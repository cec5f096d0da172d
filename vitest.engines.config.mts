import { defineConfig } from 'vitest/config';
import unit from './vitest.config.mts';

/**
 * The cross-engine smoke suite (`npm run test:engines`): Firefox and WebKit, one after
 * the other, against one `next start` (docs/testing.md). Apart from `vitest run`'s unit
 * tests: it needs the production build and the browsers, and it drives them for minutes.
 */
export default defineConfig({
  resolve: unit.resolve,
  test: {
    include: ['tests/engines/*.test.ts'],
    environment: 'node',
    server: unit.test?.server,
    globalSetup: ['tests/helpers/engines/next-server.ts'],
    // Both engines at once: each spends much of its time waiting (on its page, on the 5 s
    // windows of the language switch), so side by side they take about half as long.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 90_000
  }
});

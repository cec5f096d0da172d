import { defineConfig } from 'vitest/config';
import unit from './vitest.config.mts';

/**
 * The AWS build's tests (`npm run test:aws`): the server function that OpenNext built,
 * run as Lambda runs it, with PostgreSQL and a mail server (tests/aws/). Apart from the
 * unit tests: it needs `npm run build:aws:offline` first, which rebuilds the site.
 */
export default defineConfig({
  resolve: unit.resolve,
  test: {
    ...unit.test,
    include: ['tests/aws/*.test.ts'],
    exclude: [],
    fileParallelism: false
  }
});

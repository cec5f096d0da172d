import { defineConfig } from 'vitest/config';
import unit, { serialTests } from './vitest.config.mts';

/**
 * The unit tests that measure time under a load they make themselves (busy loops, upload
 * floods, killed check children, a held write lock, a real `next start`): run after the
 * others, one file at a time, so that no other file's work skews their clocks and their
 * busy loops skew no one else's (`npm run test:unit` runs both configs).
 */
export default defineConfig({
  resolve: unit.resolve,
  test: {
    ...unit.test,
    include: serialTests,
    exclude: [],
    fileParallelism: false
  }
});

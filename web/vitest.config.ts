import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { writeVerticalTable } from './scripts/gen-verticals.mjs';

// The app's table of installed web-verticals, as the build generates it.
writeVerticalTable();

const shared = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@antd-extracted/checkout': fileURLToPath(new URL('./src/test/extracted-antd-styles.ts', import.meta.url)),
      '@antd-extracted/reviews': fileURLToPath(new URL('./src/test/extracted-antd-styles.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A guard against a hung test, not a timing target: on a busy two-core machine a jsdom test that
    // drives the real map or a whole form took over the default 5 s while doing nothing wrong.
    testTimeout: 20_000,
  },
} satisfies TestProjectInlineConfiguration;

/**
 * Test files that need a process of their own: they test what swr's global cache does with the app's first
 * answers, and that cache (a library's module state, which no public call empties) must start empty.
 */
const OWN_PROCESS_TESTS = ['src/shared/api/first-view-answers.test.tsx', 'src/app/providers.test.tsx'];

/** The files above, each in a process of its own (the root vitest.config.ts lists this project beside "web"). */
export const ownProcessProject = defineProject({
  ...shared,
  test: { ...shared.test, name: 'web-own-process', include: OWN_PROCESS_TESTS },
});

export default defineProject({
  ...shared,
  test: {
    ...shared.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: OWN_PROCESS_TESTS,
    // A worker runs its files one after the other in one process: React, antd and jsdom load once per
    // worker, not once per file (6.5 minutes to under 2 for the whole suite). src/test/setup.ts gives each
    // file what a fresh process would.
    isolate: false,
  },
});

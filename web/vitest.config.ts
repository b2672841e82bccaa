import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { writeVerticalTable } from './scripts/gen-verticals.mjs';

// The app's table of installed web-verticals, as the build generates it.
writeVerticalTable();

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A guard against a hung test, not a timing target: on a busy two-core machine a jsdom test that
    // drives the real map or a whole form took over the default 5 s while doing nothing wrong.
    testTimeout: 20_000,
  },
});

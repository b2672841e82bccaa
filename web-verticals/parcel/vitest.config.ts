import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'vertical-parcel',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // A guard against a hung test, not a timing target: antd's send form with a dozen fields takes over
    // the default 5 s in jsdom on a busy two-core machine while doing nothing wrong.
    testTimeout: 20_000,
  },
});

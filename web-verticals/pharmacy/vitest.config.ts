import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'vertical-pharmacy', environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}'], setupFiles: ['test/setup.ts'] },
});

import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { writeVerticalTable } from './scripts/gen-verticals.mjs';

// The app's table of installed web-verticals, as the build generates it.
writeVerticalTable();

export default defineProject({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@antd-extracted/checkout': fileURLToPath(new URL('./src/test/extracted-antd-checkout.ts', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

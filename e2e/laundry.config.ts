import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The seventh vertical's journey: the storefront built with the laundry test bundle
 * (`npm run build:with-laundry`) against the laundry demo server (support/laundry-setup.ts), in the
 * system's headless Chromium. Neither the bundle nor the server needs a file of web/ or core/ changed.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './laundry',
  outputDir: '../test-results/e2e-laundry',
  globalSetup: './support/laundry-setup.ts',
  reporter: [['list'], ['./support/failure-summary.ts']],
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

/** Every story of the built Storybook renders without an error (npm run storybook:test). */
export default defineConfig({
  testDir: './stories',
  outputDir: '../test-results/stories-output',
  globalSetup: './support/storybook-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  timeout: 30_000,
  reporter: [['dot'], ['./support/failure-summary.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    baseURL: process.env.STORYBOOK_URL,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

/**
 * The end-to-end journeys: the real server (started by support/global-setup.ts on a fresh demo
 * database) and the built storefront, in the system's headless Chromium. `make build` first.
 */
export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results/e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // A journey that passes only on a second try is a failing journey: what it met, a shopper meets.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }], ['./support/failure-summary.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    serviceWorkers: 'block',
    // A failing journey keeps its trace. In CI it keeps the actions, network and console but not a copy of
    // the page at every action nor the screencast: those cost about a seventh of the journeys' time there,
    // and a failure seen in CI is looked at again here, where traces are whole.
    trace: process.env.CI ? { mode: 'retain-on-failure', snapshots: false, screenshots: false } : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});

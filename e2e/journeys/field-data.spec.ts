import { isChunkFile } from '../support/chunks';
import { expect, test as base } from '../support/test';
import { startServer, type RunningServer } from '../support/server';
import { presetChoices } from '../support/shopper';

/**
 * Field data (README.md, "Field data"): against a server of its own that samples every page load
 * (WEB_VITALS_SAMPLE=1), a visit to /home fetches the beacon's code after its first view and, when
 * the page goes away, sends its web vitals under the page type "home": the operator's `vitals`
 * command then counts them.
 */
const test = base.extend<object, { sampledServer: RunningServer }>({
  sampledServer: [
    // Playwright reads what a fixture needs from this pattern: this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ WEB_VITALS_SAMPLE: '1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ sampledServer }, use) => use(sampledServer.url),
});

test('a sampled visit to /home reports its web vitals when the page goes away', async ({ page, sampledServer }) => {
  expect(sampledServer.operator('vitals', '--days', '1')).toContain('no web vitals in the last 1 days');
  await presetChoices(page, 'ecommerce');
  const beaconCode = page.waitForResponse((answer) => isChunkFile(answer.url(), 'web-vitals'));
  await page.goto('/home');
  await expect(page.getByRole('main')).toBeVisible();
  expect((await beaconCode).ok()).toBe(true);
  await page.waitForFunction(() => performance.getEntriesByName('storefront:web-vitals').length > 0);
  // A click is an interaction (INP); leaving the page (pagehide) sends the beacon.
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await page.goto('about:blank');
  await expect.poll(() => sampledServer.operator('vitals', '--days', '1'), { timeout: 10_000 }).toMatch(/^home\s+LCP\s+1\s+\d+ ms$/m);
});

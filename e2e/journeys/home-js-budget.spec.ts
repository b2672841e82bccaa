import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { ROOT } from '../support/server';
import { presetChoices } from '../support/shopper';

/**
 * The JavaScript a first visit to /home transfers until the page is idle, at every width, in the real
 * browser against the real server (its precompressed answers, as the browser negotiates them): at most
 * BUDGET_KB. Counted from Chromium's own network log (CDP `Network.loadingFinished`'s
 * encodedDataLength: what went over the wire for each script, headers included, as DevTools'
 * "Transferred"), on a fresh profile (a new browser context: empty cache and storage) with a module
 * and a location already chosen (a first visit to /home without them lands on the landing page).
 *
 * "Idle": the app marked the end of its first view (`storefront:first-view`), no request has been in
 * flight for QUIET_MS, and the page's idle callback has run with still nothing in flight. Then the
 * visitor scrolls to the bottom once: what that loads (the footer, the strips below the first screen)
 * is reported apart and not held to the budget.
 *
 * A pointer that hovers at every width (the heavier case: touch screens draw no tooltips). Figures
 * go to test-results/home-js/ and the test's output.
 */
const BUDGET_KB = 200;
const QUIET_MS = 500;
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
/** The module of Lighthouse's run (e2e/lighthouse.ts); the widest width is measured with each module too. */
const MODULE = 'ecommerce';
/**
 * Modules whose web-vertical (web-verticals/<type>, not the storefront's code) still draws antd parts
 * on /home that pass the budget: measured and printed, not failed, until their vertical is lightened.
 * A module missing here is held to the budget: today every one is.
 */
const OVER_IN_THEIR_VERTICAL: Record<string, string> = {};
const RESULTS = join(ROOT, 'test-results', 'home-js');

interface Script {
  url: string;
  bytes: number;
}

/** Chromium's network log of one page: scripts done, and when the network was last busy. */
async function watchNetwork(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const inFlight = new Set<string>();
  const scriptIds = new Map<string, string>();
  const scripts: Script[] = [];
  let lastActivity = Date.now();
  session.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    inFlight.add(requestId);
    lastActivity = Date.now();
    if (type === 'Script') scriptIds.set(requestId, request.url);
  });
  session.on('Network.responseReceived', ({ requestId, response, type }) => {
    if (type === 'Script' || /javascript/.test(response.mimeType)) scriptIds.set(requestId, response.url);
  });
  const done = (requestId: string) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = scriptIds.get(requestId);
    if (url !== undefined) scripts.push({ url, bytes: encodedDataLength });
    done(requestId);
  });
  session.on('Network.loadingFailed', ({ requestId }) => done(requestId));
  // A server-sent stream or a long poll never finishes: a response that streams counts as settled.
  session.on('Network.eventSourceMessageReceived', ({ requestId }) => done(requestId));

  const quiet = () => inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS;
  /** Resolves once nothing has been in flight for QUIET_MS and the page's idle callback found it still so. */
  async function idle(): Promise<void> {
    await expect
      .poll(
        async () => {
          if (!quiet()) return `${inFlight.size} requests in flight`;
          await page.evaluate(() => new Promise<void>((done) => window.requestIdleCallback(() => done(), { timeout: 5000 })));
          return quiet() ? 'quiet' : 'busy again';
        },
        { message: 'the network goes quiet', timeout: 30_000, intervals: [100] },
      )
      .toBe('quiet');
  }
  return { scripts, idle };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const fileOf = (url: string) => new URL(url).pathname.replace(/^\/static\/js\/(async\/)?/, '');
const total = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);
const listing = (scripts: Script[]) =>
  [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map((script) => `${kb(script.bytes).padStart(7)} KB  ${fileOf(script.url)}`)
    .join('\n');

/**
 * A screen at a time down to the bottom, as a visitor would: each screen is drawn (two animation
 * frames, so what came near the screen has been seen and asked for) before the next.
 */
async function scrollDown(page: Page): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      for (let frame = 0; frame < 2; frame += 1) await new Promise((drawn) => requestAnimationFrame(drawn));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) return;
  }
}

async function measure(page: Page, moduleType: string, width: number, height: number, knownOver?: string) {
  await page.setViewportSize({ width, height });
  await presetChoices(page, moduleType);
  const network = await watchNetwork(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('storefront:first-view').length > 0, undefined, { timeout: 20_000 });
  await network.idle();
  const firstVisit = [...network.scripts];
  // What the bottom brings (the footer, the strips drawn when near) makes the page longer: on until it stays the bottom.
  for (let round = 0; round < 5; round += 1) {
    await scrollDown(page);
    await network.idle();
    if (await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)) break;
  }
  const scrolled = network.scripts.slice(firstVisit.length);
  const figures = {
    module: moduleType,
    width,
    height,
    budgetKb: BUDGET_KB,
    firstVisit: { kb: Number(kb(total(firstVisit))), files: firstVisit.map((s) => ({ file: fileOf(s.url), kb: Number(kb(s.bytes)) })) },
    scrolledToBottom: { kb: Number(kb(total(scrolled))), files: scrolled.map((s) => ({ file: fileOf(s.url), kb: Number(kb(s.bytes)) })) },
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${moduleType}-${width}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(
    `/home ${moduleType} ${width}px: ${kb(total(firstVisit))} KB of JavaScript until idle (${firstVisit.length} files), then ${kb(total(scrolled))} KB more scrolling to the bottom (${scrolled.length} files)`,
  );
  if (knownOver !== undefined && total(firstVisit) > BUDGET_KB * 1024) {
    const note = `/home ${moduleType} ${width}px is over ${BUDGET_KB} KB because of its web-vertical: ${knownOver}`;
    test.info().annotations.push({ type: 'over budget (web-vertical)', description: note });
    console.log(`${note}\n${listing(firstVisit)}`);
    return;
  }
  expect
    .soft(
      total(firstVisit),
      `/home at ${width}px (${moduleType}) transferred ${kb(total(firstVisit))} KB of JavaScript before idle, over ${BUDGET_KB} KB:\n${listing(firstVisit)}`,
    )
    .toBeLessThanOrEqual(BUDGET_KB * 1024);
}

test.describe('a first visit to /home stays within its JavaScript budget', () => {
  for (const { width, height } of WIDTHS) {
    test(`${MODULE} at ${width}px`, async ({ page }) => {
      await measure(page, MODULE, width, height);
    });
  }
  // Each module's /home draws its own sections and web-vertical: the widest screen (the most shell) for each.
  test('every other module at 1920px', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const answer = await page.request.get('/api/v1/module');
    const types = ((await answer.json()) as { module_type: string }[]).map((m) => m.module_type).filter((type) => type !== MODULE);
    expect(types.length).toBeGreaterThan(0);
    for (const moduleType of types) {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
      try {
        await measure(await context.newPage(), moduleType, 1920, 1080, OVER_IN_THEIR_VERTICAL[moduleType]);
      } finally {
        await context.close();
      }
    }
  });
});

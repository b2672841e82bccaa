// The real CPU slowdown under which this machine runs pages as a slower one would (npm run lighthouse
// -- --as-index, e2e/trace-first-view.ts), read with Lighthouse's own CPU benchmark.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/** The middle one of `numbers` (the upper middle of an even count). */
export const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

/** Lighthouse's CPU benchmark (the one its runs report) in a blank page slowed down `rate` times: the median of three readings. */
async function benchmarkIndexAt(rate: number): Promise<number> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    if (rate > 1) await session.send('Emulation.setCPUThrottlingRate', { rate });
    const readings: number[] = [];
    for (let reading = 0; reading < 3; reading += 1) readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return median(readings);
  } finally {
    await browser.close();
  }
}

/**
 * The real CPU slowdown that makes this machine run pages as one of benchmark index `index` would, read
 * with Lighthouse's own benchmark: this machine's index over `index`, then corrected by what the
 * benchmark reads at that rate until it reads within 3% of `index` (Chromium's throttling slows it more
 * than the rate says: 2.9x read as 3.3x here). Lighthouse's mobile preset then applies its usual 4x to
 * what it observed, as it does on a machine of that index.
 *
 * Why not only a larger simulated slowdown (Lighthouse's advice for calibrating it: 4x times the ratio)?
 * React draws in slices of 5 ms of real time, so on a fast machine each slice holds more work than on
 * a slow one; multiplied afterwards, every slice looks like a long task and counts as blocking time
 * that a slow machine would never see. Slowed for real, the page slices as the slow machine does.
 * Lighthouse's own index, measured under the throttling, is printed beside each run to check it.
 */
export async function cpuRateFor(index: number): Promise<number> {
  if (!Number.isFinite(index) || index <= 0) throw new Error('--as-index takes a positive CPU benchmark index');
  const own = await benchmarkIndexAt(1);
  let rate = Math.max(1, own / index);
  let reads = await benchmarkIndexAt(rate);
  for (let correction = 0; correction < 3 && Math.abs(reads / index - 1) > 0.03; correction += 1) {
    // A first reading taken in a slow moment may have left the rate at 1 while the page then reads fast:
    // corrected from what it reads, as any other rate.
    const next = Math.max(1, (rate * reads) / index);
    if (next === rate) break; // at full speed and still slower than `index`: nothing left to correct
    rate = next;
    reads = await benchmarkIndexAt(rate);
  }
  rate = Number(rate.toFixed(2));
  console.log(`this machine's CPU benchmark index ${Math.round(own)}: its CPU slowed down ${rate}x to measure as ${index} (reads ${Math.round(reads)})`);
  return rate;
}

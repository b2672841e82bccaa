// Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) on /home, a store
// page, a product page and checkout (a guest's cart of one item) of the built storefront, served by the
// real server on a fresh demo database.
//
// Usage: node e2e/lighthouse.ts [--module ecommerce] [--runs 3] [--pages home,checkout] [--report-only] [--traces]
//   (npm run lighthouse). E2E_BASE_URL=http://127.0.0.1:8000 measures a server already running.
// Each page is measured --runs times (a fresh browser each), and the run with the median performance
// score is kept (with --as-index, only runs measured near that index count: see INDEX_TOLERANCE).
// Prints the scores, writes them to e2e/results/lighthouse.json (the HTML reports beside it, in
// test-results/lighthouse/), and exits 1 when a page scores under 90 for performance, over 200 ms
// of total blocking time or under 95 for accessibility, unless --report-only. Also printed: the JS and CSS (gzip, as the build wrote them)
// requested before the app marked the end of its first view ("storefront:first-view"), to set beside
// web/scripts/check-budget.mjs's static count.
//
// The pages need a chosen module and location in local storage before they load, which Lighthouse
// cannot set by itself: Puppeteer opens a same-origin JSON address first (no page code, so nothing of
// the storefront lands in the cache), writes the keys there exactly as the app does, empties the
// HTTP cache, and Lighthouse then loads the page in that tab with storage reset turned off.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { generateReport } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { cpuRateFor, median } from './support/cpu-rate.ts';
import { measuredServer, ROOT } from './support/server.ts';
import { getJson, guestWithCart, shopperStorage, prepareShoppersBrowser, type PopularItem } from './support/shopper-storage.ts';

const THRESHOLDS = { performance: 90, accessibility: 95, totalBlockingTimeMs: 200 } as const;
const RESULTS = join(ROOT, 'e2e', 'results', 'lighthouse.json');
const REPORTS = join(ROOT, 'test-results', 'lighthouse');

const { values } = parseArgs({
  options: {
    module: { type: 'string', default: 'ecommerce' },
    runs: { type: 'string', default: '3' },
    // Some of the pages only (names as printed), to compare two builds page by page within minutes.
    pages: { type: 'string' },
    'report-only': { type: 'boolean', default: false },
    // Lighthouse's own trace of each run beside its report (<page>-<run>.trace.json), for
    // e2e/trace-first-view.ts's reading of a trace (--read) or the browser's performance panel.
    traces: { type: 'boolean', default: false },
    // Measure as a machine of this CPU benchmark index would (1000: the machines CI runs on), see below.
    'as-index': { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);

/**
 * With --as-index, a run counts only when Lighthouse's own benchmark, read at its start, is within this
 * share of the index asked for: on a shared machine the speed under the same throttling moves from run
 * to run (one page's three runs read 524, 779 and 861 as 1,000), and a run at 524 measures a phone of
 * half the speed, not the machine asked for. Other runs are set aside (printed, and listed in the
 * results), and the page is measured again, up to ATTEMPTS_PER_RUN tries per run wanted.
 */
const INDEX_TOLERANCE = 0.15;
const ATTEMPTS_PER_RUN = 3;

function nearIndex(measured: number | null, asked: number): boolean {
  return measured !== null && Math.abs(measured / asked - 1) <= INDEX_TOLERANCE;
}

interface Target {
  name: string;
  path: string;
}

interface Measure {
  performance: number;
  accessibility: number;
  metrics: Record<string, number | null>;
  /** Accessibility audits that failed, with the first offending element. */
  accessibilityIssues: string[];
  /** What stopped Lighthouse part way (a crashed tab scores 0). */
  runtimeError?: string;
  /** JS and CSS requested before the first view ended, gzip bytes of the built files. */
  firstViewBytes: { js: number; css: number; files: number } | null;
  /**
   * Lighthouse's measure of this machine's CPU at the time (`environment.benchmarkIndex`, about 1,000 on the
   * machines CI runs on, 1,500 to 2,500 on a desktop): a score means little without it.
   */
  benchmarkIndex: number | null;
}

const WEB_DIST = process.env.WEB_DIST ?? join(ROOT, 'web', 'dist');

/** Gzipped size of a built file, from its .gz sibling when there is one. */
function builtGzipBytes(pathname: string): number {
  const file = join(WEB_DIST, decodeURIComponent(pathname));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

interface LhrNetworkRequest {
  url: string;
  networkRequestTime?: number;
}

/** index.html's inline boot script, gzipped: JavaScript of the first view that no request shows. */
function inlineScriptBytes(): number {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return 0;
  const bodies = [...readFileSync(index, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
  return gzipSync(bodies.join('\n'), { level: 9 }).length;
}

/** What the page fetched of its own code and styles before marking the end of its first view, plus
 * index.html's inline script (as web/scripts/check-budget.mjs counts it). */
function firstViewBytes(lhr: { audits: Record<string, { details?: unknown } | undefined> }): Measure['firstViewBytes'] {
  const timings = (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
  const end = timings.find((item) => item.name === 'storefront:first-view')?.startTime;
  if (end === undefined) return null;
  const requests = (lhr.audits['network-requests']?.details as { items?: LhrNetworkRequest[] } | undefined)?.items ?? [];
  const total = { js: inlineScriptBytes(), css: 0, files: 0 };
  for (const request of requests) {
    const { pathname } = new URL(request.url);
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
    if (!kind || (request.networkRequestTime ?? Infinity) > end) continue;
    total[kind] += builtGzipBytes(pathname);
    total.files += 1;
  }
  return total;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** /home, the most popular store of the module, its most popular item, and checkout with a guest's cart. */
async function targets(base: string, moduleId: number, storage: Record<string, string>): Promise<Target[]> {
  const headers = { moduleId: String(moduleId), zoneId: '[1]' };
  const stores = await getJson<{ stores: { id: number; slug: string; zone_id: number }[] }>(base, '/api/v1/stores/popular?offset=1&limit=1', headers);
  const items = await getJson<{ items: PopularItem[] }>(base, '/api/v1/items/popular?offset=1&limit=20', headers);
  const store = stores.stores[0];
  const item = items.items[0];
  if (!store || !item) throw new Error('the demo module has no store or no item');
  await guestWithCart(base, moduleId, items.items, storage);
  const moduleType = values.module ?? 'ecommerce';
  return [
    { name: 'home', path: '/home' },
    {
      name: 'store',
      path: `/store/${store.slug}?id=${store.slug}&module_id=${moduleId}&module_type=${moduleType}&store_zone_id=${store.zone_id}`,
    },
    { name: 'product', path: `/product/${item.id}?id=${item.slug}&module_id=${moduleId}` },
    { name: 'checkout', path: '/checkout?page=cart' },
  ];
}

/** Lighthouse's mobile preset slows the CPU down four times, for a phone on a desktop of its reference. */
const MOBILE_SLOWDOWN = 4;

/**
 * One Lighthouse run of `target` in a browser of its own (nothing cached from another page). `cpuRate`
 * slows this browser's CPU down for real (Chromium's CPU throttling) before Lighthouse's own simulated
 * slowdown is applied to what it observed: see `cpuRateFor` (support/cpu-rate.ts).
 */
async function measure(base: string, target: Target, storage: Record<string, string>, run: number, cpuRate = 1): Promise<Measure> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    await prepareShoppersBrowser(browser, base, storage);
    const page = await browser.newPage();
    // Held open for the whole run: the throttling lasts as long as the session that set it.
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    if (cpuRate > 1) await session.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const result = await lighthouse(
      `${base}${target.path}`,
      {
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
    const { lhr } = result;
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${target.name}-${run}.html`), generateReport(lhr, 'html'));
    if (values.traces) writeFileSync(join(REPORTS, `${target.name}-${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
    const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
    const accessibilityIssues = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => {
        const details = audit?.details as { items?: { node?: { snippet?: string } }[] } | undefined;
        const example = details?.items?.[0]?.node?.snippet;
        return `${audit?.id}: ${audit?.title}${example ? ` (e.g. ${example.slice(0, 120)})` : ''}`;
      });
    return {
      ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? null])),
      accessibilityIssues,
      firstViewBytes: firstViewBytes(lhr),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const { base, stop } = await measuredServer();
  try {
    const storage = await shopperStorage(base, values.module ?? 'ecommerce');
    const moduleId = (JSON.parse(storage.module ?? '{}') as { id: number }).id;
    const pages: Record<string, Measure & { path: string; runs: { performance: number; accessibility: number; benchmarkIndex: number | null }[] }> = {};
    const only = values.pages ? new Set(values.pages.split(',').map((name) => name.trim())) : null;
    const chosen = (await targets(base, moduleId, storage)).filter((target) => !only || only.has(target.name));
    const asIndex = values['as-index'] ? Number(values['as-index']) : null;
    const rates: number[] = [];
    const setAside: { page: string; benchmarkIndex: number | null; performance: number; tbt: number | null }[] = [];
    for (const target of chosen) {
      const measures: Measure[] = [];
      for (let attempt = 1; measures.length < runs && attempt <= runs * ATTEMPTS_PER_RUN; attempt += 1) {
        // Calibrated again before each run: this machine's own speed moves by half within minutes.
        const cpuRate = asIndex === null ? 1 : await cpuRateFor(asIndex);
        rates.push(cpuRate);
        const measured = await measure(base, target, storage, attempt, cpuRate);
        if (asIndex === null || nearIndex(measured.benchmarkIndex, asIndex)) {
          measures.push(measured);
          continue;
        }
        const blocking = measured.metrics['total-blocking-time'];
        const tbt = blocking === null || blocking === undefined ? null : Math.round(blocking);
        setAside.push({ page: target.name, benchmarkIndex: measured.benchmarkIndex, performance: measured.performance, tbt });
        console.log(
          `           set aside: a run at CPU benchmark index ${Math.round(measured.benchmarkIndex ?? 0)}, not within ${INDEX_TOLERANCE * 100}% of ${asIndex} (performance ${measured.performance}, TBT ${tbt ?? '?'} ms)`,
        );
      }
      if (measures.length < runs) console.log(`           only ${measures.length} of ${runs} runs near index ${asIndex} in ${runs * ATTEMPTS_PER_RUN} tries`);
      const best = measures.find((m) => m.performance === median(measures.map((x) => x.performance))) ?? measures[0];
      if (!best) continue;
      pages[target.name] = {
        ...best,
        path: target.path,
        runs: measures.map(({ performance, accessibility, benchmarkIndex }) => ({ performance, accessibility, benchmarkIndex })),
      };
      console.log(`${target.name.padEnd(8)} performance ${String(best.performance).padStart(3)}  accessibility ${String(best.accessibility).padStart(3)}  ${target.path}`);
      if (best.runtimeError) console.log(`           error: ${best.runtimeError}`);
      const metric = (id: string, unit = 'ms') => `${Math.round(best.metrics[id] ?? 0)}${unit}`;
      console.log(
        `           runs ${measures.map((m) => m.performance).join('/')} at CPU benchmark index ${measures.map((m) => Math.round(m.benchmarkIndex ?? 0)).join('/')}; FCP ${metric('first-contentful-paint')} LCP ${metric('largest-contentful-paint')} TBT ${metric('total-blocking-time')} CLS ${(best.metrics['cumulative-layout-shift'] ?? 0).toFixed(3)}`,
      );
      if (best.firstViewBytes) {
        const kb = (bytes: number) => (bytes / 1024).toFixed(1);
        console.log(
          `           first view ${kb(best.firstViewBytes.js)} KB JS + ${kb(best.firstViewBytes.css)} KB CSS (gzip: index.html's inline script and ${best.firstViewBytes.files} files fetched)`,
        );
      }
      for (const issue of best.accessibilityIssues) console.log(`           a11y: ${issue}`);
    }
    mkdirSync(join(RESULTS, '..'), { recursive: true });
    const report = {
      measuredAt: new Date().toISOString(),
      // Lighthouse's numbers move with the machine's load: the load average when the run ended.
      loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
      preset: 'lighthouse mobile (default config: emulated phone, simulated throttling)',
      cpuSlowdownMultiplier: MOBILE_SLOWDOWN,
      ...(asIndex === null
        ? {}
        : {
            measuredAsBenchmarkIndex: asIndex,
            realCpuThrottlingRates: [Math.min(...rates), Math.max(...rates)],
            // Runs whose own benchmark index was not near the one asked for: not counted in the medians.
            setAsideRuns: setAside,
          }),
      module: values.module,
      runsPerPage: runs,
      thresholds: THRESHOLDS,
      pages,
    };
    writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`scores written to ${RESULTS}; HTML reports in ${REPORTS}; load average ${report.loadAverage.join(' ')}`);
    const under = Object.entries(pages).filter(
      ([, page]) =>
        page.performance < THRESHOLDS.performance ||
        page.accessibility < THRESHOLDS.accessibility ||
        (page.metrics['total-blocking-time'] ?? 0) > THRESHOLDS.totalBlockingTimeMs,
    );
    if (under.length > 0 && !values['report-only']) {
      console.error(
        `past the thresholds (performance ${THRESHOLDS.performance}, total blocking time ${THRESHOLDS.totalBlockingTimeMs} ms, accessibility ${THRESHOLDS.accessibility}): ${under.map(([name]) => name).join(', ')}`,
      );
      return 1;
    }
    return 0;
  } finally {
    await stop();
  }
}

process.exitCode = await main();

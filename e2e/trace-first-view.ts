// The main thread of a page's first visit, task by task, as a phone-class machine would run it: what
// makes Lighthouse's total blocking time, and where each long task goes (module code, a React render, a
// React commit, layout, a timer), with the components the CPU was in. It decides the next change to make
// for the first view and checks the change after it (docs/web.md, "What is next for a machine of CI's
// kind"): Lighthouse gives the score, this gives the reasons.
//
// Usage: node e2e/trace-first-view.ts [--paths /home,/store/...] [--as-index 1000] [--module ecommerce] [--cart] [--blink]
//   or node e2e/trace-first-view.ts --read <trace.json> (a trace already recorded: Lighthouse's, with its --traces)
//   (npm run trace-first-view). E2E_BASE_URL=http://127.0.0.1:8000 traces a server already running.
//   A build made without minifying (names of functions and components kept) reads best:
//   (cd web && STOREFRONT_MINIFY=0 STOREFRONT_DIST=dist-trace npx rsbuild build), then WEB_DIST=web/dist-trace.
//
// The browser is slowed down for real until Lighthouse's own CPU benchmark reads --as-index
// (support/cpu-rate.ts, as npm run lighthouse does), on a phone's screen, with the shopper's module
// and location stored as the app stores them and an empty cache. A task counts as long as Lighthouse would count it on such a machine: over
// 50 ms once its preset multiplies it by 4. Writes each trace to test-results/first-view-traces/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { cpuRateFor } from './support/cpu-rate.ts';
import { measuredServer, ROOT } from './support/server.ts';
import { getJson, guestWithCart, shopperStorage, prepareShoppersBrowser, type PopularItem } from './support/shopper-storage.ts';

const { values } = parseArgs({
  options: {
    paths: { type: 'string', default: '/home' },
    'as-index': { type: 'string', default: '1000' },
    module: { type: 'string', default: 'ecommerce' },
    // A new guest with one item in the cart, as Lighthouse's checkout is measured (e2e/lighthouse.ts).
    cart: { type: 'boolean', default: false },
    // Blink's own events too (style, layout and font loading inside each lifecycle step: which font a
    // layout loaded, FontCache::GetFontPlatformData), for a look inside a long "style, layout and paint".
    blink: { type: 'boolean', default: false },
    // Read a trace already recorded (npm run lighthouse -- --traces writes Lighthouse's own) instead.
    read: { type: 'string' },
  },
});
const TRACES = join(ROOT, 'test-results', 'first-view-traces');
/** Lighthouse's mobile preset multiplies observed CPU time by 4; a task over 50 ms after that blocks. */
const PRESET_SLOWDOWN = 4;
const BLOCKING_MS = 50;
/** How long the page is watched after the network is quiet: the parts drawn after the first view. */
const SETTLE_MS = 4000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string };
}

/** A long task's kind, from the React or browser work most of its samples (or child events) were in. */
function kindOf(stacks: string[][], childTime: Map<string, number>): string {
  const share = (name: string) => stacks.filter((stack) => stack.includes(name)).length / Math.max(1, stacks.length);
  if (share('commitRoot') > 0.4) return 'React commit';
  if (share('renderRootSync') > 0.4) return 'React render (synchronous)';
  if (share('renderRootConcurrent') > 0.4) return 'React render (sliced)';
  if (share('flushPassiveEffects') > 0.4) return 'React effects';
  if (share('__webpack_require__') > 0.4) return 'module code';
  const layout = (childTime.get('Layout') ?? 0) + (childTime.get('UpdateLayoutTree') ?? 0) + (childTime.get('Paint') ?? 0);
  const script = (childTime.get('EvaluateScript') ?? 0) + (childTime.get('FunctionCall') ?? 0) + (childTime.get('TimerFire') ?? 0);
  if (layout > script) return 'style, layout and paint';
  // A React task can parse a little HTML too (innerHTML); the document's own parse is most of its task.
  if ((childTime.get('ParseHTML') ?? 0) > script / 2) return 'HTML and its inline script';
  return script > 0 ? 'script' : 'browser';
}

/** Components (capitalised function names, kept by an unminified build) the samples were in, most first. */
function componentsOf(stacks: string[][]): string[] {
  const counts = new Map<string, number>();
  for (const stack of stacks) {
    for (const name of new Set(stack.filter((frame) => /^[A-Z][A-Za-z0-9]{3,}$/.test(frame)))) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name]) => name);
}

/**
 * The long tasks of one trace, printed; returns the blocking time they make under the preset, after the
 * first paint and before it. Those before it count too: Lighthouse's simulation slows the network down
 * after the fact, and with the page's scripts arriving later, the document's own tasks (its parsing,
 * the inline boot script, the static first view's first layout) often fall after its first paint.
 * Lighthouse's long-tasks audit lists them under the page's address or as "Unattributable".
 */
function report(events: TraceEvent[]): { after: number; before: number } {
  const threads = new Map<string, string>();
  for (const event of events) if (event.ph === 'M' && event.name === 'thread_name') threads.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const taskCounts = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && threads.get(key) === 'CrRendererMain') taskCounts.set(key, (taskCounts.get(key) ?? 0) + 1);
  }
  const main = [...taskCounts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X');
  const [pid] = (main ?? '0:0').split(':').map(Number);
  const paints = events.filter((event) => event.name === 'firstContentfulPaint' && event.pid === pid).map((event) => event.ts);
  const firstPaint = paints.length > 0 ? Math.max(...paints) : 0;

  // The CPU profile's samples, each with its stack of function names.
  const nodes = new Map<number, ProfileNode>();
  const samples: { at: number; node: number }[] = [];
  let clock = Number((events.find((event) => event.name === 'Profile' && event.pid === pid)?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid).sort((a, b) => a.ts - b.ts)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      clock += data?.timeDeltas?.[index] ?? 0;
      samples.push({ at: clock, node });
    });
  }
  const stackOf = (id: number) => {
    const names: string[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) names.push(node.callFrame.functionName || '(anonymous)');
    return names;
  };

  let blocking = 0;
  let beforePaint = 0;
  const byKind = new Map<string, number>();
  for (const task of onMain.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
    const ms = (task.dur ?? 0) / 1000;
    const blocks = ms * PRESET_SLOWDOWN - BLOCKING_MS;
    if (blocks <= 0) continue;
    const end = task.ts + (task.dur ?? 0);
    const stacks = samples.filter((sample) => sample.at >= task.ts && sample.at <= end).map((sample) => stackOf(sample.node));
    const childTime = new Map<string, number>();
    for (const child of onMain) {
      if (child !== task && child.ts >= task.ts && child.ts < end) childTime.set(child.name, (childTime.get(child.name) ?? 0) + (child.dur ?? 0) / 1000);
    }
    const kind = kindOf(stacks, childTime);
    const at = Math.round((task.ts - firstPaint) / 1000);
    if (task.ts < firstPaint) {
      beforePaint += blocks;
      console.log(`  ${String(at).padStart(6)} ms  ${ms.toFixed(1).padStart(6)} ms  blocks ${String(Math.round(blocks)).padStart(4)} ms  ${kind} (before the first paint)`);
      continue;
    }
    blocking += blocks;
    byKind.set(kind, (byKind.get(kind) ?? 0) + blocks);
    console.log(`  +${String(at).padStart(5)} ms  ${ms.toFixed(1).padStart(6)} ms  blocks ${String(Math.round(blocks)).padStart(4)} ms  ${kind}  ${componentsOf(stacks).join(' ')}`);
  }
  for (const [kind, ms] of [...byKind.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${String(Math.round(ms)).padStart(5)} ms  ${kind}`);
  return { after: blocking, before: beforePaint };
}

async function main(): Promise<void> {
  if (values.read) {
    const { traceEvents } = JSON.parse(readFileSync(values.read, 'utf8')) as { traceEvents: TraceEvent[] };
    const blocking = report(traceEvents);
    console.log(`  blocking under Lighthouse's ${PRESET_SLOWDOWN}x after the first paint: about ${Math.round(blocking.after)} ms; before it: about ${Math.round(blocking.before)} ms`);
    return;
  }
  const { base, stop } = await measuredServer();
  try {
    const storage = await shopperStorage(base, values.module ?? 'ecommerce');
    if (values.cart) {
      const moduleId = (JSON.parse(storage.module ?? '{}') as { id: number }).id;
      const headers = { moduleId: String(moduleId), zoneId: '[1]' };
      const { items } = await getJson<{ items: PopularItem[] }>(base, '/api/v1/items/popular?offset=1&limit=20', headers);
      await guestWithCart(base, moduleId, items, storage);
    }
    const target = Number(values['as-index']);
    const rate = await cpuRateFor(target);
    mkdirSync(TRACES, { recursive: true });
    for (const [index, path] of (values.paths ?? '/home').split(',').entries()) {
      const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
      try {
        await prepareShoppersBrowser(browser, base, storage);
        const page = await browser.newPage();
        // Held open for the whole run: the throttling lasts as long as the session that set it.
        const session = await page.createCDPSession();
        await session.send('Network.clearBrowserCache');
        await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        await session.send('Emulation.setCPUThrottlingRate', { rate });
        const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'blink.user_timing', 'toplevel', 'loading'];
        if (values.blink) categories.push('blink', 'fonts');
        await page.tracing.start({ categories });
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
        await new Promise((settled) => setTimeout(settled, SETTLE_MS));
        const trace = await page.tracing.stop();
        const file = join(TRACES, `${index + 1}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}.json`);
        writeFileSync(file, trace ?? '');
        console.log(`${path}: slowed ${rate}x to measure as ${target}; trace in ${file}`);
        const { traceEvents } = JSON.parse(Buffer.from(trace ?? []).toString('utf8')) as { traceEvents: TraceEvent[] };
        const blocking = report(traceEvents);
        console.log(`  total blocking time after the first paint, under Lighthouse's ${PRESET_SLOWDOWN}x: about ${Math.round(blocking.after)} ms`);
        console.log(`  and before it, which Lighthouse's simulation may count too: about ${Math.round(blocking.before)} ms`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await stop();
  }
}

await main();

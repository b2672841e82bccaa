import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The end of a visit's first view: the first page has drawn, its data calls have answered, and the
 * browser is idle. Secondary parts (floating buttons, count badges, card actions, the feedback host)
 * fetch their code from then on, so they neither delay nor share the network with what draws the
 * page; web/scripts/check-budget.mjs counts only what comes before. The end is marked on the
 * performance timeline as "storefront:first-view" (`npm run lighthouse` reads it).
 */
let resolveFirstView: (() => void) | null = null;
const firstView = new Promise<void>((resolve) => {
  resolveFirstView = resolve;
});
/** Only the app itself (web/src/index.tsx) waits for a first view; tests and stories do not. */
let tracking = false;
let pageDrawn = false;
let pending = 0;
let scheduled = false;

/** Never later than this after the page's load event, whatever is still loading. */
const LATEST_MS = 6000;

function finish() {
  if (!resolveFirstView) return;
  performance.mark?.('storefront:first-view');
  resolveFirstView();
  resolveFirstView = null;
}

function check() {
  if (!resolveFirstView || scheduled || !pageDrawn || pending > 0 || typeof window === 'undefined') return;
  scheduled = true;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 50));
  idle(
    () => {
      scheduled = false;
      if (pending === 0) finish();
    },
    { timeout: 1000 },
  );
}

/** The app is starting: from now on, secondary parts wait for the end of its first view. */
export function beginFirstView(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  const cap = () => window.setTimeout(finish, LATEST_MS);
  if (document.readyState === 'complete') cap();
  else window.addEventListener('load', cap, { once: true });
}

/**
 * Resolves at the end of the first view (see above), for each caller in a task of its own: the parts
 * waiting for it (a dozen chunk requests, each adding a script and a style sheet to the page) would
 * otherwise all start in the one task that ends the first view, 25 to 30 ms long on a phone-class CPU.
 * At once outside the app (tests, stories).
 */
export function afterFirstView(): Promise<void> {
  if (!tracking) return Promise.resolve();
  return firstView.then(() => new Promise<void>((resume) => window.setTimeout(resume, 0)));
}

/** The first page's component has drawn (the router calls this). */
export function notePageDrawn(): void {
  pageDrawn = true;
  check();
}

/** A data call the first view waits for (the swr fetcher reports each one). */
export function noteFirstViewCall<T>(call: Promise<T>): Promise<T> {
  if (!tracking || !resolveFirstView) return call;
  pending += 1;
  const settle = () => {
    pending -= 1;
    check();
  };
  call.then(settle, settle);
  return call;
}

/** React.lazy for a secondary part: its chunk is fetched after the first view. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyAfterFirstView<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => afterFirstView().then(load));
}

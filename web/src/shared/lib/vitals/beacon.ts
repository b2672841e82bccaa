import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { pageTypeOf, type PageType } from '@/shared/lib/vitals/page-type';

/**
 * The web vitals beacon of a sampled page load (README.md, "Field data"). This module and the
 * `web-vitals` library are one chunk, fetched after the first view (web/src/app/layout/use-web-vitals.ts):
 * they never weigh on what draws the page.
 *
 * Each metric is kept under the page type of the route showing when its value last changed, and
 * sent when the page is hidden: one beacon per page type, each metric once per page load. Nothing
 * else is sent: no ids from the path, no cookie is needed (the API reads none).
 */
export const VITALS_PATH = '/api/v1/vitals';

export type MetricName = 'LCP' | 'INP' | 'CLS';
export interface Reported {
  name: MetricName;
  value: number;
}

/** The request body of one beacon (the API's VitalsBody). */
export interface VitalsBeacon {
  page_type: PageType;
  metrics: Reported[];
}

/** Send one body, surviving the page's unload: sendBeacon, else fetch with keepalive. */
export function sendVitals(beacon: VitalsBeacon): void {
  const body = JSON.stringify(beacon);
  // The API takes JSON only: the Blob's type is the request's Content-Type.
  const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VITALS_PATH, new Blob([body], { type: 'application/json' }));
  if (queued) return;
  void fetch(VITALS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}

/** Collects the metrics of one page load and sends them on `flush`. */
export function createVitalsReport(currentPageType: () => PageType, send: (beacon: VitalsBeacon) => void = sendVitals) {
  const pending = new Map<PageType, Map<MetricName, number>>();
  const sent = new Set<string>();
  return {
    /** A metric's value changed: kept under the page showing now (a later change replaces it). */
    record(metric: Reported) {
      const pageType = currentPageType();
      if (sent.has(`${pageType}:${metric.name}`)) return;
      for (const metrics of pending.values()) metrics.delete(metric.name);
      const metrics = pending.get(pageType) ?? new Map<MetricName, number>();
      metrics.set(metric.name, metric.value);
      pending.set(pageType, metrics);
    },
    /** The page is hidden: one beacon per page type holding metrics not sent yet. */
    flush() {
      for (const [pageType, metrics] of pending) {
        if (metrics.size === 0) continue;
        send({ page_type: pageType, metrics: [...metrics].map(([name, value]) => ({ name, value })) });
        for (const name of metrics.keys()) sent.add(`${pageType}:${name}`);
      }
      pending.clear();
    },
  };
}

/** Start collecting LCP, INP and CLS; `pathname` reads the router's current path. */
export function startVitalsBeacon(pathname: () => string): void {
  const report = createVitalsReport(() => pageTypeOf(pathname()));
  // Every change is reported, so each value is filed under the page showing when it changed.
  const record = (metric: Metric) => report.record({ name: metric.name as MetricName, value: metric.value });
  onLCP(record, { reportAllChanges: true });
  onINP(record, { reportAllChanges: true });
  onCLS(record, { reportAllChanges: true });
  const flush = () => {
    if (document.visibilityState === 'hidden') report.flush();
  };
  document.addEventListener('visibilitychange', flush);
  window.addEventListener('pagehide', () => report.flush());
  // On the performance timeline, as the first view's end is: when the beacon started listening.
  performance.mark?.('storefront:web-vitals');
}

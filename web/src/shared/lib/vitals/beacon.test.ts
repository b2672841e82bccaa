import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { createVitalsReport, sendVitals, startVitalsBeacon, VITALS_PATH, type VitalsBeacon } from '@/shared/lib/vitals/beacon';
import { isSampled, sampledOnce } from '@/shared/lib/vitals/sampling';

type Report = (metric: Metric) => void;
type Reporter = (metric: { name: string; value: number }) => void;
const reporters = vi.hoisted(() => ({ LCP: (() => undefined) as Reporter, INP: (() => undefined) as Reporter, CLS: (() => undefined) as Reporter }));
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => (reporters.LCP = report as never),
  onINP: (report: Report) => (reporters.INP = report as never),
  onCLS: (report: Report) => (reporters.CLS = report as never),
}));

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
}

async function beaconBody(call: unknown[] | undefined): Promise<VitalsBeacon> {
  const blob = call?.[1] as Blob;
  expect(blob.type).toBe('application/json');
  return JSON.parse(await blob.text()) as VitalsBeacon;
}

describe('isSampled', () => {
  it('takes a page load when the draw is under the rate, and never at 0', () => {
    expect(isSampled(0.1, () => 0.05)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(undefined, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
  });

  it('is decided once per page load, by the first call that knows the rate', () => {
    expect(sampledOnce(undefined)).toBe(false);
    expect(sampledOnce(1)).toBe(true);
    expect(sampledOnce(0)).toBe(true);
  });
});

describe('createVitalsReport', () => {
  it('files each metric under the page showing when it last changed, one beacon per page type', () => {
    let page: 'home' | 'store' = 'home';
    const sent: VitalsBeacon[] = [];
    const report = createVitalsReport(() => page, (beacon) => sent.push(beacon));
    report.record({ name: 'LCP', value: 1800 });
    report.record({ name: 'CLS', value: 0.01 });
    page = 'store';
    report.record({ name: 'CLS', value: 0.2 });
    report.record({ name: 'INP', value: 240 });
    report.flush();
    expect(sent).toEqual([
      { page_type: 'home', metrics: [{ name: 'LCP', value: 1800 }] },
      { page_type: 'store', metrics: [{ name: 'CLS', value: 0.2 }, { name: 'INP', value: 240 }] },
    ]);
  });

  it('sends each metric of a page type once per page load, and nothing when nothing was measured', () => {
    const sent: VitalsBeacon[] = [];
    const report = createVitalsReport(() => 'item', (beacon) => sent.push(beacon));
    report.flush();
    report.record({ name: 'INP', value: 80 });
    report.flush();
    report.record({ name: 'INP', value: 400 });
    report.flush();
    expect(sent).toEqual([{ page_type: 'item', metrics: [{ name: 'INP', value: 80 }] }]);
  });
});

describe('startVitalsBeacon', () => {
  const sendBeacon = vi.fn<(url: string, body?: BodyInit | null) => boolean>(() => true);
  beforeEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    sendBeacon.mockClear();
  });
  afterEach(() => setHidden(false));

  it('sends what web-vitals reported when the page is hidden, with the route of each metric', async () => {
    let path = '/store/12';
    startVitalsBeacon(() => path);
    reporters.LCP({ name: 'LCP', value: 2100 });
    path = '/product/7';
    reporters.INP({ name: 'INP', value: 120 });
    expect(sendBeacon).not.toHaveBeenCalled();
    setHidden(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sendBeacon.mock.calls.map((call) => call[0])).toEqual([VITALS_PATH, VITALS_PATH]);
    expect(await beaconBody(sendBeacon.mock.calls[0])).toEqual({ page_type: 'store', metrics: [{ name: 'LCP', value: 2100 }] });
    expect(await beaconBody(sendBeacon.mock.calls[1])).toEqual({ page_type: 'item', metrics: [{ name: 'INP', value: 120 }] });
  });
});

describe('sendVitals', () => {
  it('falls back to a keepalive fetch when the beacon is refused', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetched = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetched);
    sendVitals({ page_type: 'home', metrics: [{ name: 'CLS', value: 0.05 }] });
    expect(fetched).toHaveBeenCalledWith(VITALS_PATH, expect.objectContaining({ method: 'POST', keepalive: true }));
    expect(JSON.parse(fetched.mock.calls[0]?.[1]?.body as string)).toEqual({ page_type: 'home', metrics: [{ name: 'CLS', value: 0.05 }] });
    vi.unstubAllGlobals();
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVerticalHost } from '@/app/verticals/vertical-host';
import { swrKeys } from '@/shared/api/swr-keys';
import { fakeApi } from '@/test/fake-api';
import { CONFIG, marketplaceClock } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

// The server's clock: 09:00 on 1 December 2026 in Paris, the configuration's time zone.
const SERVER_NOW = new Date('2026-12-01T09:00:00+01:00');

describe("a web-vertical's host: the marketplace's clock and zone", () => {
  const device = process.env.TZ;
  // The device in Tokyo, its clock 3 hours fast: nothing the host lends may read either.
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo';
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(SERVER_NOW.getTime() + 3 * 60 * 60 * 1000));
    fakeApi({ '/api/v1/config': { body: CONFIG }, '/api/v1/config/clock': { body: marketplaceClock(SERVER_NOW) } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    if (device === undefined) delete process.env.TZ;
    else process.env.TZ = device;
  });

  it("reads the server's clock and the marketplace's zone", async () => {
    const { result } = renderHook(useVerticalHost, { wrapper: TestProviders });
    const clock = await result.current.marketplaceClock();
    expect(clock.timeZone).toBe('Europe/Paris');
    // The server's moment, moved on by the little time since it answered.
    expect(Math.abs(clock.now.getTime() - SERVER_NOW.getTime())).toBeLessThan(60_000);
  });

  it('writes a moment on the marketplace’s clock', async () => {
    const { result } = renderHook(useVerticalHost, { wrapper: TestProviders });
    // 10:00 UTC: 11:00 in Paris (19:00 in Tokyo).
    await waitFor(() => expect(result.current.formatDateTime('2026-12-01T10:00:00Z')).toBe('Dec 1, 2026, 11:00 AM'));
  });
});

describe("a web-vertical's host: the storefront's keys", () => {
  it('lends the key the storefront caches the profile under, so both share one answer', () => {
    fakeApi({});
    const { result } = renderHook(useVerticalHost, { wrapper: TestProviders });
    expect(result.current.keys.profile()).toBe(swrKeys.profile());
  });
});

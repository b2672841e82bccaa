import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMarketplaceClock } from '@/shared/api/get-marketplace-clock';
import { useMarketplaceZone } from '@/shared/api/marketplace-zone';
import { wallTime } from '@/shared/lib/marketplace-time';
import { fakeApi } from '@/test/fake-api';
import { CONFIG, marketplaceClock } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

afterEach(() => vi.restoreAllMocks());

// Each test reads a zone no other test reads, so no format of it is kept from before.
describe("the marketplace zone's offset span", () => {
  it("is kept from the configuration: the marketplace's clock then reads no zone data of the browser's", async () => {
    // Nuuk's winter time of 2026-2027, as core/clock.py finds it.
    const offset = { seconds: -2 * 3600, since: '2026-10-25T01:00:00Z', until: '2027-03-28T01:00:00Z' };
    fakeApi({ '/api/v1/config': { body: { ...CONFIG, time_zone: 'America/Nuuk', time_zone_offset: offset } } });
    const { result } = renderHook(() => useMarketplaceZone(), { wrapper: TestProviders });
    await waitFor(() => expect(result.current).toBe('America/Nuuk'));
    const zoneData = vi.spyOn(Intl, 'DateTimeFormat');
    expect(wallTime(new Date('2026-11-30T02:30:00Z'), 'America/Nuuk')).toEqual({ year: 2026, month: 10, day: 30, weekday: 1, minutes: 30 });
    expect(zoneData).not.toHaveBeenCalled();
  });

  it("is kept from the clock's answer, which checkout's time slots are built on", async () => {
    // Hobart's winter (standard) time of 2026, as core/clock.py finds it.
    const offset = { seconds: 10 * 3600, since: '2026-04-04T16:00:00Z', until: '2026-10-03T16:00:00Z' };
    fakeApi({ '/api/v1/config/clock': { body: { ...marketplaceClock(new Date('2026-07-01T00:00:00Z')), time_zone: 'Australia/Hobart', time_zone_offset: offset } } });
    await readMarketplaceClock();
    const zoneData = vi.spyOn(Intl, 'DateTimeFormat');
    expect(wallTime(new Date('2026-07-01T14:00:00Z'), 'Australia/Hobart')).toEqual({ year: 2026, month: 6, day: 2, weekday: 4, minutes: 0 });
    expect(zoneData).not.toHaveBeenCalled();
  });

  it("is left to the browser's zone data for an answer without it, as a node of the previous release sends", async () => {
    const older: Partial<typeof CONFIG> = { ...CONFIG, time_zone: 'America/Noronha' };
    delete older.time_zone_offset;
    fakeApi({ '/api/v1/config': { body: older } });
    const { result } = renderHook(() => useMarketplaceZone(), { wrapper: TestProviders });
    await waitFor(() => expect(result.current).toBe('America/Noronha'));
    const zoneData = vi.spyOn(Intl, 'DateTimeFormat');
    // Fernando de Noronha keeps UTC-2.
    expect(wallTime(new Date('2026-11-30T02:30:00Z'), 'America/Noronha')).toEqual({ year: 2026, month: 10, day: 30, weekday: 1, minutes: 30 });
    expect(zoneData).toHaveBeenCalled();
  });
});

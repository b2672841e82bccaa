import { useMemo } from 'react';
import useSWR from 'swr';
import type { MarketplaceClock } from '@/shared/lib/marketplace-time';
import { apiFetch } from '@/shared/api/client';
import { rememberZoneOffset } from '@/shared/api/marketplace-zone';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';

/** The server's clock as read, and when (the page's monotonic clock, which no device setting moves). */
interface ClockReading {
  serverNow: number;
  readAt: number;
  timeZone: string;
}

// On checkout the answer may be one index.html's boot script asked for before the app ran (web/boot/boot.js):
// read when the app takes it, it is then up to the first view's load old (about a second on a slow
// phone), which moves no opening hour or time slot (minutes); the server checks the time of the order.
async function readClock(): Promise<ClockReading> {
  const answer = await apiFetch<Schemas['MarketplaceTime']>(swrKeys.marketplaceClock());
  rememberZoneOffset(answer.time_zone, (answer as Partial<Schemas['MarketplaceTime']>).time_zone_offset);
  return { serverNow: new Date(answer.now).getTime(), readAt: performance.now(), timeZone: answer.time_zone };
}

/** The marketplace's clock now: the server's reading moved on by the time elapsed since it was read. */
export function clockNow(reading: ClockReading, elapsedSince: (readAt: number) => number = (readAt) => performance.now() - readAt): MarketplaceClock {
  return { now: new Date(reading.serverNow + elapsedSince(reading.readAt)), timeZone: reading.timeZone };
}

/** GET /api/v1/config/clock asked now, outside React (a web-vertical's host): the marketplace's clock as answered. */
export async function readMarketplaceClock(): Promise<MarketplaceClock> {
  return clockNow(await readClock());
}

/**
 * GET /api/v1/config/clock: the server's time in the marketplace's time zone, which opening hours and
 * time slots are in. Undefined until answered: the device's clock and zone are never a stand-in.
 */
export function useMarketplaceClock(): MarketplaceClock | undefined {
  const { data } = useSWR(swrKeys.marketplaceClock(), readClock, { revalidateOnFocus: false });
  // One moment per reading: the slots drawn from it stay put while the shopper chooses.
  return useMemo(() => (data ? clockNow(data) : undefined), [data]);
}

import { useConfig, type Config } from '@/shared/api/get-config';
import type { Schemas } from '@/shared/api/types';
import { knowZoneOffset } from '@/shared/lib/marketplace-time';

/**
 * Keeps what an answer (the configuration, the clock) told of the marketplace zone's UTC offset and the
 * span it holds over: `wallTime` then reads a moment within it without the browser's time-zone data,
 * whose loading is one long task on a slow phone, in the first render of a store or product page.
 */
export function rememberZoneOffset(timeZone: string, offset: Schemas['TimeZoneOffset'] | undefined): void {
  // A node of the previous release sends none while a fleet is updated: the browser's zone data serves then.
  if (offset) knowZoneOffset(timeZone, { seconds: offset.seconds, since: new Date(offset.since), until: new Date(offset.until) });
}

/**
 * The marketplace's time zone, the configuration's (undefined until it is read: the device's zone then),
 * with its offset span kept on the way for `wallTime`. Not in getConfig itself: that is in every page's
 * first load, and the clock's code with it would be too.
 */
export function useMarketplaceZone(): string | undefined {
  const { data: config } = useConfig();
  // Idempotent: the same span for the same zone, whichever render keeps it.
  if (config) rememberZoneOffset(config.time_zone, (config as Partial<Config>).time_zone_offset);
  return config?.time_zone;
}

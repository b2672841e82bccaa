import { apiFetch } from '@/shared/api/client';
import { ApiError } from '@/shared/api/errors';
import type { Schemas } from '@/shared/api/types';
import { parseZoneIds, type LatLng } from '@/features/location/model';

export type ZoneData = Schemas['ZoneData'];

/** What the zone lookup says about a point: served by some zones, or outside every zone. */
export type ZoneLookup = { inside: true; zoneIds: number[]; zones: ZoneData[] } | { inside: false };

/** GET /api/v1/config/get-zone-id: the zones serving `point`; its 404 means no zone does. */
export async function lookupZone(point: LatLng): Promise<ZoneLookup> {
  try {
    const answer = await apiFetch<Schemas['ZoneIdAnswer']>('/api/v1/config/get-zone-id', {
      query: { lat: point.lat, lng: point.lng },
    });
    const zoneIds = parseZoneIds(answer.zone_id);
    return zoneIds.length > 0 ? { inside: true, zoneIds, zones: answer.zone_data } : { inside: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { inside: false };
    throw error;
  }
}

import { apiFetch } from '@/shared/api/client';
import type { Schemas } from '@/shared/api/types';
import type { LatLng } from '@/features/location/model';

/** GET /api/v1/config/geocode-api: the best address at `point`, or null when none is known there. */
export async function reverseGeocode(point: LatLng): Promise<string | null> {
  const answer = await apiFetch<Schemas['GeocodeAnswer']>('/api/v1/config/geocode-api', {
    query: { lat: point.lat, lng: point.lng },
  });
  return answer.results[0]?.formatted_address ?? null;
}

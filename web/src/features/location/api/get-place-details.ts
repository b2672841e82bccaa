import { apiFetch } from '@/shared/api/client';
import type { Schemas } from '@/shared/api/types';
import type { LatLng } from '@/features/location/model';

/** A chosen place: its address and where it is. */
export interface Place {
  address: string;
  point: LatLng;
}

/** GET /api/v1/config/place-api-details: the coordinates and address of a predicted place. */
export async function getPlaceDetails(placeId: string): Promise<Place> {
  const answer = await apiFetch<Schemas['PlaceDetailsAnswer']>('/api/v1/config/place-api-details', {
    query: { placeid: placeId },
  });
  const { formatted_address, name, geometry } = answer.result;
  // A landmark's address is its street's: keep the landmark's name in front, as the customer chose it.
  const address = !name || formatted_address.includes(name) ? formatted_address : `${name}, ${formatted_address}`;
  return { address, point: { lat: geometry.location.lat, lng: geometry.location.lng } };
}

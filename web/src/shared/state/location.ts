import { atom, atomWithStoredValue } from '@/shared/state/app-store';
import { STORAGE_KEYS } from '@/shared/storage/keys';

/** The delivery location the customer chose, stored under SPEC.md's "location" key. */
export interface ChosenLocation {
  /** Human-readable address (formatted_address from the geocoder or the place search). */
  address: string;
  lat: number;
  lng: number;
  /** Zones that serve this point, as the zone lookup answered them. */
  zoneIds: number[];
  /** The saved address this location was picked from, if any (its radio shows it as selected). */
  addressId?: number;
}

/** SPEC.md's "location" key: address, coordinates and zone ids together. */
export const chosenLocationAtom = atomWithStoredValue<ChosenLocation | null>(STORAGE_KEYS.location, null);

/** SPEC.md's "zoneid" key: the JSON list the fetch client sends as the zoneId header. */
export const zoneIdsAtom = atomWithStoredValue<number[] | null>(STORAGE_KEYS.zoneIds, null);

/** SPEC.md's "currentLatLng" key: the position sent as latitude/longitude headers. */
export const currentLatLngAtom = atomWithStoredValue<{ lat: number; lng: number } | null>(STORAGE_KEYS.currentLatLng, null);

/** True once a location with at least one zone is stored (the header and cart rules depend on it). */
export const hasLocationAtom = atom((get) => (get(zoneIdsAtom)?.length ?? 0) > 0);

/** Save a chosen location under every key SPEC.md names for it, in one step. */
export const saveLocationAtom = atom(null, (_get, set, location: ChosenLocation) => {
  set(chosenLocationAtom, location);
  set(zoneIdsAtom, location.zoneIds);
  set(currentLatLngAtom, { lat: location.lat, lng: location.lng });
});

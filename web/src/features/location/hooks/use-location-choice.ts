import { useRef, useState } from 'react';
import { getPlaceDetails } from '@/features/location/api/get-place-details';
import { lookupZone, type ZoneData } from '@/features/location/api/get-zone-id';
import { reverseGeocode } from '@/features/location/api/reverse-geocode';
import type { Prediction } from '@/features/location/api/search-places';
import { currentPosition, PositionError, type PositionFailure } from '@/features/location/lib/current-position';
import { clampZoom, ZOOM, type LatLng } from '@/features/location/model';
import { ApiError } from '@/shared/api/errors';
import type { ChosenLocation } from '@/shared/state/location';

/** What the zone lookup said about the point under the pin. */
export type ZoneStatus =
  | { status: 'unknown' }
  | { status: 'checking' }
  | { status: 'inside'; zoneIds: number[]; zones: Pick<ZoneData, 'id' | 'name'>[] }
  | { status: 'outside' }
  | { status: 'failed'; message: string | null };

/** Something that went wrong on the way, for the dialog to say. */
export type Problem =
  | { kind: 'position'; reason: PositionFailure }
  | { kind: 'request'; message: string | null };

/** Where the picker starts: the stored location, else the marketplace's default one. */
export interface ChoiceStart {
  point: LatLng;
  zoom: number;
  address: string | null;
  zoneIds: number[] | null;
}

/** The server's message of a refused call, or null for a failure it did not explain. */
function messageOf(error: unknown): string | null {
  return error instanceof ApiError && error.errors.length > 0 ? error.message : null;
}

/**
 * The location being chosen and the ways to choose it: a searched place, the device's position, or
 * a point the customer dragged under the pin. Each new point gets its address and its zone checked;
 * answers about an older point are dropped.
 */
export function useLocationChoice(start: ChoiceStart) {
  const [point, setPoint] = useState(start.point);
  const [zoom, setZoom] = useState(start.zoom);
  const [address, setAddress] = useState(start.address);
  const [place, setPlace] = useState<Prediction | null>(null);
  const [zone, setZone] = useState<ZoneStatus>(
    start.zoneIds?.length ? { status: 'inside', zoneIds: start.zoneIds, zones: [] } : { status: 'unknown' },
  );
  const [busy, setBusy] = useState<'place' | 'position' | 'address' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const latest = useRef(0);

  /** Start on a new point: whatever is still on its way for an older one will be ignored. */
  const begin = () => {
    latest.current += 1;
    const id = latest.current;
    setProblem(null);
    return () => id === latest.current;
  };

  /** Put `next` under the pin and check its zone; its address is looked up unless already known. */
  const settle = async (isCurrent: () => boolean, next: LatLng, knownAddress: string | null) => {
    setPoint(next);
    setAddress(knownAddress);
    setZone({ status: 'checking' });
    if (knownAddress === null) setBusy('address');
    const [found, lookup] = await Promise.allSettled([
      knownAddress === null ? reverseGeocode(next) : Promise.resolve(knownAddress),
      lookupZone(next),
    ]);
    if (!isCurrent()) return;
    setBusy(null);
    setAddress(found.status === 'fulfilled' ? found.value : null);
    if (lookup.status === 'rejected') setZone({ status: 'failed', message: messageOf(lookup.reason) });
    else if (!lookup.value.inside) setZone({ status: 'outside' });
    else setZone({ status: 'inside', zoneIds: lookup.value.zoneIds, zones: lookup.value.zones });
  };

  const choosePlace = async (prediction: Prediction) => {
    const isCurrent = begin();
    setPlace(prediction);
    setBusy('place');
    try {
      const found = await getPlaceDetails(prediction.place_id);
      if (!isCurrent()) return;
      setZoom(ZOOM.initial);
      await settle(isCurrent, found.point, found.address);
    } catch (error) {
      if (!isCurrent()) return;
      setBusy(null);
      setProblem({ kind: 'request', message: messageOf(error) });
    }
  };

  const locate = async () => {
    const isCurrent = begin();
    setBusy('position');
    try {
      const found = await currentPosition();
      if (!isCurrent()) return;
      setPlace(null);
      setZoom(ZOOM.initial);
      await settle(isCurrent, found, null);
    } catch (error) {
      if (!isCurrent()) return;
      setBusy(null);
      const reason = error instanceof PositionError ? error.reason : 'unavailable';
      setProblem({ kind: 'position', reason });
    }
  };

  /** The customer dragged the map: the place searched no longer describes the point. */
  const moveTo = (next: LatLng) => {
    const isCurrent = begin();
    setPlace(null);
    void settle(isCurrent, next, null);
  };

  /** The location to save, once the point is inside a zone and its address is settled. */
  const chosen: ChosenLocation | null =
    zone.status === 'inside' && busy === null
      ? { address: address ?? `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`, ...point, zoneIds: zone.zoneIds }
      : null;

  return {
    point,
    zoom,
    setZoom: (next: number) => setZoom(clampZoom(next)),
    address,
    place,
    zone,
    busy,
    problem,
    chosen,
    choosePlace: (prediction: Prediction) => void choosePlace(prediction),
    locate: () => void locate(),
    moveTo,
  };
}

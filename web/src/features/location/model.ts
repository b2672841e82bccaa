import type { Module } from '@/shared/state/chosen-module';

/** A point on the map, in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** SPEC.md section 9: map zoom runs from 0 to 22, starts at 17, or at 9 when a zone polygon is shown. */
export const ZOOM = { min: 0, max: 22, initial: 17, withZones: 9 } as const;

/** SPEC.md section 9: the position lookup gives up after 5000 ms and asks for low accuracy only. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

/** How long typing must pause before the place search asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The zoom the map opens at. */
export function initialZoom(showsZones: boolean): number {
  return showsZones ? ZOOM.withZones : ZOOM.initial;
}

/** `zoom` kept within the map's range. */
export function clampZoom(zoom: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(zoom)));
}

/** Whether two points are the same place for the map (a tenth of a metre apart at most). */
export function samePoint(a: LatLng, b: LatLng): boolean {
  return Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;
}

/** The zone ids of a zone lookup: `zone_id` is a JSON list as a string ("[1]", "[1,3]"); a bare id is read too. */
export function parseZoneIds(zoneId: string): number[] {
  let value: unknown;
  try {
    value = JSON.parse(zoneId);
  } catch {
    return [];
  }
  const values = Array.isArray(value) ? value : [value];
  return values.filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
}

/** Whether `module` delivers in at least one of `zoneIds` (a module serving every zone always does). */
export function moduleServesZones(module: Pick<Module, 'all_zone_service' | 'zones'>, zoneIds: number[]): boolean {
  return module.all_zone_service === 1 || module.zones.some((zone) => zoneIds.includes(zone.id));
}

/** Coordinates as people read them: five decimals, about a metre. */
export function formatPoint({ lat, lng }: LatLng): { lat: string; lng: string } {
  return { lat: lat.toFixed(5), lng: lng.toFixed(5) };
}
